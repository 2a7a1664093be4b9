import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX } from '@luna/contracts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useAutoGrow } from '../hooks/use-auto-grow.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query.ts';

export interface ChatInputProps {
  waiting: boolean;
  /** Resolves false when the message did not go through; the text then comes back. */
  onSend: (text: string) => Promise<boolean>;
}

/**
 * The text area of spec section 2: Enter sends, Shift+Enter is a new line, empty text is not
 * sent, disabled while the reply is on its way. What was typed returns if sending fails.
 */
export function ChatInput({ waiting, onSend }: ChatInputProps) {
  const { productName } = useRuntimeConfig();
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(ref, text, useMediaQuery(DESKTOP_QUERY));
  const canSend = !waiting && text.trim().length > 0;

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!canSend) return;
    const sent = text;
    setText('');
    const ok = await onSend(sent);
    if (!ok) setText((current) => current || sent);
    ref.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter while composing with an IME) keeps typing.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2 rounded-2xl border border-night-600 bg-night-900/90 p-2 shadow-lg focus-within:border-moon-300">
      <label htmlFor="chat-input" className="sr-only">
        Message {productName}
      </label>
      <textarea
        id="chat-input"
        ref={ref}
        rows={1}
        value={text}
        maxLength={MESSAGE_MAX}
        disabled={waiting}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={waiting ? `${productName} is crafting your response...` : 'Ask anything...'}
        className="min-h-12 flex-1 resize-none bg-transparent px-2 py-3 text-sm text-slate-100 placeholder:text-slate-400 focus:outline-none disabled:cursor-not-allowed disabled:opacity-70 sm:text-base"
      />
      <button
        type="submit"
        title="Send message"
        aria-label="Send message"
        disabled={!canSend}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-moon-300 text-night-950 transition-colors hover:bg-moon-200 disabled:cursor-not-allowed disabled:bg-moon-300/30 disabled:text-night-700"
      >
        <SendHorizontal className="h-5 w-5" aria-hidden />
      </button>
    </form>
  );
}

import { Paperclip, SendHorizontal } from 'lucide-react';
import { useCallback, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ATTACH_ACCEPT, formatFileSize, MESSAGE_MAX, UPLOAD_MAX_BYTES, uploadEntitlements } from '@luna/contracts';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useAttachment, type ChatAttachment } from '../hooks/use-attachment.ts';
import { useAutoGrow } from '../hooks/use-auto-grow.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query.ts';
import { useVoiceInput } from '../hooks/use-voice-input.ts';
import { AttachmentChip } from './attachment-chip.tsx';
import { VoiceButton } from './voice-button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

export interface ChatInputProps {
  waiting: boolean;
  user?: LocalUser | null;
  /** Resolves false when the message did not go through; the text (and file) then stay. */
  onSend: (text: string, attachment: ChatAttachment | null) => Promise<boolean>;
}

/**
 * What the attach button says about the plan's allowance (docs/decisions/021), from the same
 * data the server enforces, so the promise and the rule cannot drift apart.
 */
export function attachTitle(user: LocalUser | null | undefined): string {
  if (!user) return 'Attach file (sign up to attach files)';
  const max = formatFileSize(UPLOAD_MAX_BYTES);
  if (user.plan === 'pro') return `Attach file (images, PDF, Word and text files, up to ${max})`;
  const free = uploadEntitlements.free;
  const images = free.imagesPerDay === 1 ? 'one image a day' : `${free.imagesPerDay} images a day`;
  return `Attach file (free plan: text files, and ${images} up to ${formatFileSize(free.imageMaxBytes)}; Pro adds PDF and Word, up to ${max})`;
}

/**
 * The text area of spec section 2: Enter sends, Shift+Enter is a new line, empty text is not
 * sent, disabled while the reply is on its way. What was typed returns if sending fails.
 */
export function ChatInput({ waiting, user, onSend }: ChatInputProps) {
  const { productName } = useRuntimeConfig();
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const file = useAttachment(!!user);
  const onTranscript = useCallback((t: string) => setText((current) => (current.trim() ? `${current.trimEnd()} ${t}` : t)), []);
  const voice = useVoiceInput(onTranscript);
  useAutoGrow(ref, text, useMediaQuery(DESKTOP_QUERY));
  const processing = file.state.status === 'processing' || file.state.status === 'selected';
  const canSend = !waiting && !processing && !voice.recording && (text.trim().length > 0 || file.attachment !== null);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!canSend) return;
    const sent = text;
    const attachment = file.attachment;
    setText('');
    const ok = await onSend(sent, attachment);
    if (!ok) setText((current) => current || sent);
    else if (attachment) file.remove();
    ref.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter while composing with an IME) keeps typing.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  const placeholder = waiting
    ? `${productName} is crafting your response...`
    : voice.recording
      ? 'Recording your voice message...'
      : 'Ask anything...';
  return (
    <div className="flex flex-col gap-2">
      {voice.notice && (
        <p role="note" className="flex items-start gap-2 rounded-xl border border-night-600 bg-night-800/80 px-3 py-2 text-xs text-slate-300">
          <span className="flex-1">{voice.notice}</span>
          <button type="button" onClick={voice.dismissNotice} className="text-moon-300 underline">
            OK
          </button>
        </p>
      )}
      <AttachmentChip state={file.state} onRemove={file.remove} />
      <form
        onSubmit={submit}
        className="flex items-end gap-2 rounded-2xl border border-night-600 bg-night-900/90 p-2 shadow-lg focus-within:border-moon-300"
      >
        <input
          ref={fileRef}
          type="file"
          accept={ATTACH_ACCEPT}
          className="hidden"
          data-testid="attach-input"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = ''; // the same file can be chosen again after removing it
            if (chosen) void file.choose(chosen);
          }}
        />
        <Tooltip content={attachTitle(user)}>
          <button
            type="button"
            aria-label="Attach file"
            disabled={waiting || processing}
            onClick={() => fileRef.current?.click()}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl text-slate-300 transition-colors hover:bg-night-700 hover:text-white disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Paperclip className="h-5 w-5" aria-hidden />
          </button>
        </Tooltip>
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
          placeholder={placeholder}
          className="min-h-12 flex-1 resize-none bg-transparent px-2 py-3 text-sm text-slate-100 placeholder:text-slate-400 focus:outline-none disabled:cursor-not-allowed disabled:opacity-70 sm:text-base"
        />
        <VoiceButton recording={voice.recording} seconds={voice.seconds} disabled={waiting} onToggle={() => void voice.toggle()} />
        <Tooltip content="Send message">
          <button
            type="submit"
            aria-label="Send message"
            disabled={!canSend}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-moon-300 text-night-950 transition-colors hover:bg-moon-200 disabled:cursor-not-allowed disabled:bg-moon-300/30 disabled:text-night-700"
          >
            <SendHorizontal className="h-5 w-5" aria-hidden />
          </button>
        </Tooltip>
      </form>
    </div>
  );
}

import { act, cleanup } from '@testing-library/react';
import { closeDialog, useOpenDialog } from '../../../lib/dialog-store.ts';
import { resetAuthStore, setCurrentUser, type LocalUser } from '../../../lib/auth-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChatHome } from '../components/chat-home.tsx';
import { CrisisNoticeDialog } from '../components/crisis-notice-dialog.tsx';
import type { ChatMessage } from '@luna/contracts';

export const freeUser: LocalUser = {
  id: 'u-free',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  plan: 'free',
  userType: 'user',
  dailyMessageCount: 0,
  lastMessageDate: null,
};
export const proUser: LocalUser = { ...freeUser, id: 'u-pro', name: 'Grace', email: 'grace@example.com', plan: 'pro' };

/** Shows which app-level dialog the chat asked for, and renders the crisis notice it owns. */
function DialogProbe() {
  const open = useOpenDialog();
  return (
    <>
      <output data-testid="open-dialog">{open ?? 'none'}</output>
      <CrisisNoticeDialog open={open === 'crisis'} onOpenChange={(v) => !v && closeDialog()} />
    </>
  );
}

export function renderChat({ user = null, path = '/' }: { user?: LocalUser | null; path?: string } = {}) {
  if (user) setCurrentUser(user);
  return renderWithProviders(
    <>
      <ChatHome />
      <DialogProbe />
    </>,
    { path },
  );
}

/** Unmounts first, then forgets the user: a mounted view would re-read it from storage. */
export function resetChatTestState() {
  cleanup();
  localStorage.clear();
  act(() => {
    closeDialog();
    resetAuthStore();
  });
}

/** Marks the one-time AI disclosure as seen so tests can focus on other things. */
export function acknowledgeDisclosure() {
  localStorage.setItem('luna_ai_disclosure_ack', '2026-01-01T00:00:00.000Z');
}

type Event = { event: string; data: unknown };

/**
 * A text/event-stream body whose events arrive one by one: each `gate` promise must resolve
 * before the next event is written, so a test can look at the screen between tokens.
 */
export function sseStream(events: Event[], gates: Promise<void>[] = []): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream({
    async pull(controller) {
      if (i >= events.length) return controller.close();
      await gates[i];
      const { event, data } = events[i]!;
      i += 1;
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
  });
}

export function sseHeaders() {
  return { 'content-type': 'text/event-stream; charset=utf-8' };
}

/** A simple streamed reply: meta, one token per word, done. */
export function replyEvents(
  text: string,
  { sessionId = 's-new', crisis = false, disclosure }: { sessionId?: string; crisis?: boolean; disclosure?: string } = {},
): Event[] {
  const words = text.split(/(?<= )/);
  return [
    { event: 'meta', data: { sessionId, crisis, ...(disclosure ? { disclosure } : {}) } },
    ...words.map((t) => ({ event: 'token', data: { t } })),
    { event: 'done', data: { response: text, sessionId, messageId: 'm-ai', replaced: false } },
  ];
}

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

let seq = 0;
export function serverMessage(sessionId: string, sender: 'user' | 'ai', message: string): ChatMessage {
  seq += 1;
  return {
    id: `m${seq}`,
    message,
    sender,
    messageType: 'text',
    conversationId: sessionId,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, seq)).toISOString(),
    crisis: false,
    disclosure: null,
  };
}

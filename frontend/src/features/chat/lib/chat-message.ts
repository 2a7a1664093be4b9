import type { AttachmentMeta, ChatMessage } from '@luna/contracts';

/** A message as the chat view shows it: from history, sent in this view, or still streaming. */
export interface UiMessage {
  id: string;
  message: string;
  sender: 'user' | 'ai';
  createdAt: string;
  crisis?: boolean;
  disclosure?: string | null;
  /** A file sent with the message: name, type, size. */
  attachment?: AttachmentMeta | null;
  /** True while the AI reply is still arriving. */
  streaming?: boolean;
}

let counter = 0;
export function localId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/**
 * A UUID v4 for a message the browser sends (its retry reuses it, docs/decisions/100).
 * crypto.randomUUID exists only in secure contexts; Luna opened over plain http on a LAN is not one.
 */
export function clientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function fromServer(m: ChatMessage): UiMessage {
  return {
    id: m.id,
    message: m.message,
    sender: m.sender,
    createdAt: m.createdAt,
    crisis: m.crisis ?? false,
    disclosure: m.disclosure ?? null,
    attachment: m.attachment ?? null,
  };
}

/** The spec's history transcript: one 'AI: ...' or 'User: ...' line per message (section 7). */
export function toTranscript(messages: readonly UiMessage[]): string {
  return messages.map((m) => `${m.sender === 'ai' ? 'AI' : 'User'}: ${m.message}`).join('\n');
}

/** Shown when a conversation's history cannot be loaded (spec section 8) and on an empty chat. */
export function greetingMessage(productName: string): UiMessage {
  return {
    id: 'greeting',
    sender: 'ai',
    createdAt: new Date().toISOString(),
    message: `Hi, I'm ${productName}. I'm here to listen, whenever you're ready. How are you feeling today?`,
  };
}

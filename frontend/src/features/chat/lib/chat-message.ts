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

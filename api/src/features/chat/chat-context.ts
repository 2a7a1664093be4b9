import type { ModelMessage } from './providers/chat-provider.ts';

/**
 * What the model sees of the conversation: the latest turns, bounded so the prompt stays well
 * inside any model's context window and cost stays predictable. Older turns drop off first.
 * Roles travel as structured messages (user/assistant) rather than the spec's "AI:/User:"
 * transcript, so a user cannot forge an assistant turn by typing "AI:" into a message.
 */
export const CONTEXT_MAX_MESSAGES = 40; // about 20 exchanges
export const CONTEXT_MAX_CHARS = 12_000;

export interface Turn {
  sender: 'user' | 'ai';
  content: string;
}

export function toModelMessages(turns: Turn[], limits = { maxMessages: CONTEXT_MAX_MESSAGES, maxChars: CONTEXT_MAX_CHARS }): ModelMessage[] {
  const kept: ModelMessage[] = [];
  let chars = 0;
  for (let i = turns.length - 1; i >= 0 && kept.length < limits.maxMessages; i--) {
    const t = turns[i]!;
    // The newest message is always kept (cut if it alone is too long); older ones only whole.
    const room = limits.maxChars - chars;
    if (kept.length > 0 && t.content.length > room) break;
    const content = kept.length === 0 ? t.content.slice(-limits.maxChars) : t.content;
    kept.unshift({ role: t.sender === 'user' ? 'user' : 'assistant', content });
    chars += content.length;
  }
  // Chat APIs expect the conversation to open with the user.
  while (kept.length > 0 && kept[0]!.role !== 'user') kept.shift();
  return kept;
}

/**
 * Parses the spec's client transcript ("AI: ..." / "User: ..." lines; other lines continue the
 * previous turn). Used only to seed a brand-new conversation; stored history always wins.
 */
export function parseTranscript(history: string): Turn[] {
  const turns: Turn[] = [];
  for (const line of history.split(/\r?\n/)) {
    const m = /^\s*(AI|User|Luna|Assistant)\s*:\s?(.*)$/i.exec(line);
    if (m) turns.push({ sender: m[1]!.toLowerCase() === 'user' ? 'user' : 'ai', content: m[2]! });
    else if (turns.length > 0 && line.trim()) turns[turns.length - 1]!.content += `\n${line}`;
  }
  return turns.filter((t) => t.content.trim().length > 0).slice(-CONTEXT_MAX_MESSAGES);
}

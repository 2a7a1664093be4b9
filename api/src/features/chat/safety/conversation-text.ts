/**
 * How the learned screen reads a conversation: the person's last few messages, then the new one,
 * as one text. Training (api/safety/train.ts) and the screen use this same function, so a short
 * "okay, it's time" is read with the stockpile mentioned two turns before.
 */
export const CONTEXT_TURNS = 3;

export function conversationText(earlier: readonly string[], message: string): string {
  return [...earlier.slice(-CONTEXT_TURNS), message].join('\n');
}

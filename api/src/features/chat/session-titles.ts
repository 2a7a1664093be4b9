import { AUTO_TITLE_CHARS, AUTO_TITLE_WORDS } from '@luna/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The placeholder title of a conversation with no usable first message: 'Chat on Nov 22, 2026'. */
export function datedTitle(now = new Date()): string {
  return `Chat on ${dateFormat.format(now)}`;
}

/**
 * Spec section 5: the first 4 words of the first message, at most 30 characters, then an
 * ellipsis. The ellipsis marks any cut, by words or by characters, so a title never reads as
 * the whole message when it is not. A message with no words gets the dated title.
 */
export function titleFromMessage(message: string, now = new Date()): string {
  const words = message.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return datedTitle(now);
  const firstWords = words.slice(0, AUTO_TITLE_WORDS).join(' ');
  const chars = Array.from(firstWords);
  if (chars.length > AUTO_TITLE_CHARS) return `${chars.slice(0, AUTO_TITLE_CHARS).join('').trimEnd()}...`;
  return words.length > AUTO_TITLE_WORDS ? `${firstWords}...` : firstWords;
}

import type { Personality } from '@luna/contracts';
import { OFFLINE_NOTICE } from '../companion/offline-companion.ts';

/**
 * The Pro personality's effect on the offline companion, applied to its finished reply so the
 * companion's own content stays untouched: a tone's opening or closing line, the reply length,
 * and the name to call the person. Gentle and medium are the companion's own voice (no change).
 * Never applied to a crisis reply (the caller checks): care and resources come first, verbatim.
 */
const OPENERS: Partial<Record<Personality['tone'], string>> = {
  warm_direct: "I'll be straight with you, and kind.",
};
const CLOSERS: Partial<Record<Personality['tone'], string>> = {
  upbeat: "I'm really glad you're talking this through, and I'm cheering you on!",
};
const LONG_CLOSER = "Take all the space you need; I'm listening.";

export function styleOfflineReply(reply: string, personality: Personality | undefined): string {
  if (!personality) return reply;
  const hasNotice = reply.startsWith(OFFLINE_NOTICE);
  const body = hasNotice ? reply.slice(OFFLINE_NOTICE.length).trim() : reply;
  let sentences = body
    .match(/[^.!?]+[.!?]+["')\]]*\s*|[^.!?]+$/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [body];

  const brief = personality.tone === 'calm_brief' || personality.replyLength === 'short';
  if (brief && sentences.length > 2) {
    // Keep the question, if there is one, so the conversation can go on.
    const question = sentences.slice(1).find((s) => s.endsWith('?'));
    sentences = question ? [sentences[0]!, question] : sentences.slice(0, 2);
  }
  const opener = OPENERS[personality.tone];
  if (opener) sentences.unshift(opener);
  const closer = CLOSERS[personality.tone];
  if (closer) sentences.push(closer);
  if (personality.replyLength === 'long' && !brief) sentences.push(LONG_CLOSER);

  if (personality.addressAs) {
    // "That sounds hard, Sam." reads naturally and leaves the sentence's own capitals alone.
    const first = sentences[0]!;
    const end = /[.!?]+["')\]]*$/.exec(first);
    sentences[0] = end ? `${first.slice(0, end.index)}, ${personality.addressAs}${end[0]}` : `${first}, ${personality.addressAs}`;
  }
  const styled = sentences.join(' ');
  return hasNotice ? `${OFFLINE_NOTICE}\n\n${styled}` : styled;
}

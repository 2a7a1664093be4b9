import type { Turn } from '../chat-context.ts';

/**
 * The mood check-in's words in the conversation, and reading them back.
 *
 * The check-in (1-5 and an optional word) is stored in `mood_checkins` for the person's history,
 * and its acknowledgement is stored as an AI turn of the conversation. Why both: the history view
 * needs rows it can list, while the companion (offline or a model) needs the mood in the
 * conversation it already reads, so "you started at 2 tonight" survives restarts with no extra
 * lookup (docs/decisions/060).
 */
export type PartOfDay = 'this morning' | 'this afternoon' | 'this evening' | 'tonight' | 'today';

/** From the browser's local hour (never the server's clock: the person's evening is what counts). */
export function partOfDay(localHour: number | undefined): PartOfDay {
  if (localHour === undefined) return 'today';
  if (localHour >= 5 && localHour < 12) return 'this morning';
  if (localHour >= 12 && localHour < 17) return 'this afternoon';
  if (localHour >= 17 && localHour < 21) return 'this evening';
  return 'tonight';
}

const BY_SCORE: Record<number, string> = {
  1: "That's a really hard place to be starting from, and I'm glad you're here. If it ever feels like too much, you can call or text 988 any time.",
  2: "That sounds like a heavy start, and I'm glad you reached out.",
  3: 'Somewhere in the middle, then. That counts as worth talking about too.',
  4: "I'm glad there's some steadiness there.",
  5: "I'm glad to hear it. Good moments are worth talking about too.",
};

/**
 * The AI turn stored after a check-in. `word` has already been validated (letters only, short)
 * and screened by the caller.
 */
export function checkInAcknowledgement(score: number, word: string | null, when: PartOfDay): string {
  const named = word ? `, "${word}"` : '';
  return `Thanks for checking in ${when}: ${score} out of 5${named}. ${BY_SCORE[score]} Whenever you're ready, tell me what's on your mind, or ask me for something to try.`;
}

const CHECK_IN_RE = /Thanks for checking in (this morning|this afternoon|this evening|tonight|today): ([1-5]) out of 5/;

export interface StartingMood {
  score: number;
  when: PartOfDay;
}

/** The conversation's first check-in, read from its AI turns. */
export function startingMood(history: readonly Turn[]): StartingMood | undefined {
  for (const turn of history) {
    if (turn.sender !== 'ai') continue;
    const m = CHECK_IN_RE.exec(turn.content);
    if (m) return { score: Number(m[2]), when: m[1] as PartOfDay };
  }
  return undefined;
}

/** Said once, later in the conversation: "You started at 2 tonight; how is it now?" */
export function moodCallback(mood: StartingMood): string {
  return `You started at ${mood.score} out of 5 ${mood.when}; where would you put it now?`;
}

export const MOOD_CALLBACK_STEM = 'You started at ';

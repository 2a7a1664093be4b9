/**
 * The mood check-in: a 1-5 score and an optional word, offered at the start of a conversation
 * (signed-in users), remembered for the conversation and listed in the person's mood history.
 * The same rules and messages serve the form and the server.
 */
export const MOOD_WORD_MAX = 24;
export const MOOD_HISTORY_LIMIT = 90;

export const moodMessages = {
  scoreRequired: 'Choose a number from 1 to 5.',
  wordFormat: 'Use one to three words, letters only.',
  wordTooLong: `Keep the word under ${MOOD_WORD_MAX + 1} characters.`,
} as const;

/** What each score means, shown beside the buttons and read by screen readers. */
export const MOOD_SCALE: Record<number, string> = {
  1: 'Very low',
  2: 'Low',
  3: 'Okay',
  4: 'Good',
  5: 'Very good',
};

/** The person's turn a check-in adds to the conversation. */
export function moodCheckInText(score: number, word: string | null): string {
  return `Mood check-in: ${score} out of 5 (${MOOD_SCALE[score]!.toLowerCase()})${word ? `, "${word}"` : ''}`;
}

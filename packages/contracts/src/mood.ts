import { z } from 'zod';
import { chatMessageSchema } from './chat.ts';

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

export const moodWordSchema = z
  .string()
  .trim()
  .max(MOOD_WORD_MAX, moodMessages.wordTooLong)
  .regex(/^$|^[\p{L}'-]+( [\p{L}'-]+){0,2}$/u, moodMessages.wordFormat);

/** The person's turn a check-in adds to the conversation. */
export function moodCheckInText(score: number, word: string | null): string {
  return `Mood check-in: ${score} out of 5 (${MOOD_SCALE[score]!.toLowerCase()})${word ? `, "${word}"` : ''}`;
}

export const moodCheckInBodySchema = z.object({
  score: z
    .number({ message: moodMessages.scoreRequired })
    .int(moodMessages.scoreRequired)
    .min(1, moodMessages.scoreRequired)
    .max(5, moodMessages.scoreRequired),
  word: moodWordSchema.optional(),
  /** The conversation to check in to; without it a new conversation starts with the check-in. */
  sessionId: z.string().uuid().optional(),
  /** The browser's local hour, only to say "tonight" or "this morning" back. */
  localHour: z.number().int().min(0).max(23).optional(),
});
export type MoodCheckInBody = z.infer<typeof moodCheckInBodySchema>;

export const moodCheckInSchema = z.object({
  id: z.string(),
  score: z.number().int().min(1).max(5),
  word: z.string().nullable(),
  sessionId: z.string().nullable(),
  createdAt: z.string(),
});
export type MoodCheckIn = z.infer<typeof moodCheckInSchema>;

export const moodCheckInResponseSchema = z.object({
  success: z.literal(true),
  checkIn: moodCheckInSchema,
  sessionId: z.string(),
  /** The check-in as the person's own turn ("Mood check-in: 2 out of 5 (low)"), stored first. */
  userMessage: chatMessageSchema,
  /** The companion's acknowledgement, stored after it. */
  reply: chatMessageSchema,
});

export const moodHistoryResponseSchema = z.object({
  success: z.literal(true),
  /** Most recent first. */
  checkIns: z.array(moodCheckInSchema),
});

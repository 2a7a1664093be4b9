import { z } from 'zod';
import { chatMessageSchema } from './chat.ts';
import { MOOD_WORD_MAX, moodMessages } from './plain/mood.ts';

/** The mood check-in's shapes; its scale, limits and messages are in ./plain/mood.ts. */
export * from './plain/mood.ts';

export const moodWordSchema = z
  .string()
  .trim()
  .max(MOOD_WORD_MAX, moodMessages.wordTooLong)
  .regex(/^$|^[\p{L}'-]+( [\p{L}'-]+){0,2}$/u, moodMessages.wordFormat);

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

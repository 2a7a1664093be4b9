import { z } from 'zod';
import { MESSAGE_MAX, SESSION_TITLE_MAX } from './plain/chat.ts';
import { attachmentMetaSchema } from './uploads.ts';

/**
 * What a person controls about their own data and their companion (issue 10): the Pro
 * personality and memory, chat-history backup (export/import), retention, and account deletion.
 * Shared by the API (validation) and the frontend (forms), so both say the same thing.
 */

// ---------------------------------------------------------------- personality (Pro)

export const personalityTones = ['gentle', 'warm_direct', 'upbeat', 'calm_brief'] as const;
export type PersonalityTone = (typeof personalityTones)[number];
export const toneLabels: Record<PersonalityTone, string> = {
  gentle: 'Gentle',
  warm_direct: 'Warm and direct',
  upbeat: 'Upbeat',
  calm_brief: 'Calm and brief',
};

export const replyLengths = ['short', 'medium', 'long'] as const;
export type ReplyLength = (typeof replyLengths)[number];
export const replyLengthLabels: Record<ReplyLength, string> = {
  short: 'Short (a sentence or two)',
  medium: 'Medium (a few sentences)',
  long: 'Longer (a short paragraph)',
};

export const ADDRESS_AS_MAX = 40;
export const AVOID_TOPICS_MAX = 200;

export const personalityMessages = {
  addressAsChars: 'Use letters, spaces, hyphens or apostrophes for how Luna addresses you.',
  notAllowed: 'Please leave out titles, roles and instructions: these settings change only how Luna talks, never its safety rules.',
  proOnly: 'A custom AI personality is part of Pro.',
} as const;

/**
 * Free text a person types here ends up in a model's prompt, so it is screened on both sides:
 * clinical titles (an AI may not take one: IL WOPR, NV AB 406, CA AB 489) and words that try
 * to instruct the model are refused. The prompt also fences the text as quoted data, so this is
 * the first of two layers, not the only one.
 */
const NOT_ALLOWED =
  /therap|counsel|psycholog|psychiatr|clinic|doctor|\bdr\b|\bnurse|licensed|social worker|ignore|disregard|instruction|system prompt|\bprompt\b|\brules?\b|pretend|\bact as\b|role.?play|\byou are\b|\byou're\b|jailbreak|override|developer mode|<|>|\{|\}/i;

export function personalityTextProblem(value: string): string | null {
  return NOT_ALLOWED.test(value) ? personalityMessages.notAllowed : null;
}

const oneLine = (max: number) =>
  z
    .string()
    .max(max, `Please keep this under ${max} characters.`)
    // Control characters never belong in one line.
    .transform((v) =>
      v
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .refine((v) => !personalityTextProblem(v), personalityMessages.notAllowed);

export const personalitySchema = z.object({
  tone: z.enum(personalityTones),
  addressAs: oneLine(ADDRESS_AS_MAX).refine((v) => /^[\p{L}\p{M}' .-]*$/u.test(v), personalityMessages.addressAsChars),
  replyLength: z.enum(replyLengths),
  avoidTopics: oneLine(AVOID_TOPICS_MAX),
});
export type Personality = z.infer<typeof personalitySchema>;

export const defaultPersonality: Personality = { tone: 'gentle', addressAs: '', replyLength: 'medium', avoidTopics: '' };

/** The stored shape, as sent back (no transforms: responses are serialised, not parsed). */
export const personalityOutSchema = z.object({
  tone: z.enum(personalityTones),
  addressAs: z.string(),
  replyLength: z.enum(replyLengths),
  avoidTopics: z.string(),
});

export const personalityResponseSchema = z.object({
  personality: personalityOutSchema,
  /** False for free accounts: the saved settings wait until the person is Pro again. */
  active: z.boolean(),
});

// ---------------------------------------------------------------- memory (Pro)

export const memoryKinds = ['person', 'helps', 'working_on'] as const;
export const memoryKindLabels: Record<(typeof memoryKinds)[number], string> = {
  person: 'People in your life',
  helps: 'What helps you',
  working_on: "What you're working on",
};
export const memorySchema = z.object({
  id: z.uuid(),
  kind: z.enum(memoryKinds),
  content: z.string(),
  createdAt: z.string(),
});
export type Memory = z.infer<typeof memorySchema>;
export const memoriesResponseSchema = z.object({
  memories: z.array(memorySchema),
  enabled: z.boolean(),
  active: z.boolean(),
});
export const memoryIdParamsSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------- data settings (everyone)

export const retentionChoices = [30, 90, 365] as const;
export const dataSettingsSchema = z.object({
  memoryEnabled: z.boolean(),
  /** Delete conversations older than this many days; null keeps them until the person deletes them. */
  retentionDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()]),
  /** Pro: a backup of every conversation by e-mail once a week. */
  weeklyBackup: z.boolean(),
});
export type DataSettings = z.infer<typeof dataSettingsSchema>;
export const dataSettingsUpdateSchema = dataSettingsSchema.partial();

// ---------------------------------------------------------------- backup (export / import)

export const BACKUP_FORMAT = 'luna-chat-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_MAX_BYTES = 20 * 1024 * 1024;

export const backupMessageSchema = z.object({
  sender: z.enum(['user', 'ai']),
  content: z.string().min(1).max(Math.max(MESSAGE_MAX, 20_000)),
  crisis: z.boolean().optional(),
  createdAt: z.iso.datetime({ offset: true }),
  /** A file sent with the message: its name, type and size (the file itself was never kept). */
  attachment: attachmentMetaSchema.nullable().optional(),
});
export const backupConversationSchema = z.object({
  id: z.uuid(),
  /** The conversation this one was restored from, so restoring twice never duplicates. */
  originId: z.uuid().nullable().optional(),
  title: z.string().min(1).max(SESSION_TITLE_MAX),
  createdAt: z.iso.datetime({ offset: true }),
  messages: z.array(backupMessageSchema).max(100_000),
});
/** A mood check-in (1-5 and an optional word); the history the person sees on /mood. */
export const backupMoodCheckInSchema = z.object({
  score: z.number().int().min(1).max(5),
  word: z.string().min(1).max(24).nullable().optional(),
  createdAt: z.iso.datetime({ offset: true }),
});
export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  conversations: z.array(backupConversationSchema).max(10_000),
  /** Optional, so a backup exported before check-ins were included still restores. */
  moodCheckIns: z.array(backupMoodCheckInSchema).max(100_000).optional(),
});
export type Backup = z.infer<typeof backupSchema>;
export const exportQuerySchema = z.object({ format: z.enum(['json', 'markdown']).default('json') });
export const importResponseSchema = z.object({
  success: z.literal(true),
  conversationsAdded: z.number().int(),
  conversationsMerged: z.number().int(),
  messagesAdded: z.number().int(),
  moodCheckInsAdded: z.number().int().optional(),
});
export type ImportResult = z.infer<typeof importResponseSchema>;

// ---------------------------------------------------------------- account deletion

export const deleteAccountBodySchema = z.object({ password: z.string().min(1, 'Please enter your password.').max(200) });
export const accountDataMessages = {
  wrongPassword: 'That password is not right.',
  deleted: 'Your account and everything in it have been deleted.',
  invalidBackup: 'That file is not a Luna backup we can read.',
} as const;

import { z } from 'zod';
import { chatMessages, HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE, MESSAGE_MAX, SESSION_TITLE_MAX, ATTACHMENT_TEXT_MAX } from './plain/chat.ts';
import { attachmentMetaSchema } from './uploads.ts';

/**
 * Chat API shapes (spec sections 3 and 7). The spec's field names are kept (user_query,
 * conversationId, sender, messageType) so a client written against the spec works unchanged.
 * Identity never travels in a body: the server reads it from the access token, and the spec's
 * `userId` fields are accepted only so that such clients are not refused.
 */
export * from './plain/chat.ts';

export const senderSchema = z.enum(['user', 'ai']);
export type Sender = z.infer<typeof senderSchema>;

export const sessionTitleSchema = z.string().trim().min(1, chatMessages.titleRequired).max(SESSION_TITLE_MAX, chatMessages.titleTooLong);

export const sessionIdParamsSchema = z.object({ id: z.uuid() });

export const sessionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessage: z.object({ content: z.string() }).nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const listSessionsQuerySchema = z.object({ userId: z.string().max(100).optional() });
export const listSessionsResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(sessionSummarySchema),
});

export const createSessionBodySchema = z.object({ title: sessionTitleSchema.optional(), userId: z.string().max(100).optional() }).default({});
export const createSessionResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
});

export const renameSessionBodySchema = z.object({ title: sessionTitleSchema });
export const okResponseSchema = z.object({ success: z.literal(true) });

export const chatMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  sender: senderSchema,
  messageType: z.literal('text'),
  conversationId: z.string(),
  createdAt: z.string(),
  /** True for a crisis reply, so the UI can show the crisis notice beside it again. */
  crisis: z.boolean(),
  /** The AI disclosure shown with this reply, if one was. */
  disclosure: z.string().nullable(),
  /** A file sent with this message: name, type and size only (the file is not kept). */
  attachment: attachmentMetaSchema.nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const listMessagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_SIZE),
  /** Opaque cursor from the previous page's nextCursor: returns messages older than it. */
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'Invalid cursor')
    .optional(),
});
export const listMessagesResponseSchema = z.object({
  success: z.literal(true),
  /** Oldest first within the page. */
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
/**
 * What a client may be answered for a conversation's history: Luna's page, or the spec's bare
 * array of messages (README.md, "History pages"; the browser reads an array as one complete page).
 */
export const messagesAnswerSchema = z.union([listMessagesResponseSchema, z.array(chatMessageSchema)]);

export const messageTextSchema = z.string().trim().min(1, chatMessages.messageRequired).max(MESSAGE_MAX, chatMessages.messageTooLong);

export const postMessageBodySchema = z.object({
  conversationId: z.string().max(100).optional(),
  message: messageTextSchema,
  sender: senderSchema.default('user'),
  messageType: z.literal('text').default('text'),
});
export const postMessageResponseSchema = z.object({ success: z.literal(true), message: chatMessageSchema });

export const plansForStatus = z.enum(['free', 'pro']);
export const userStatusResponseSchema = z.object({
  success: z.literal(true),
  dailyMessageCount: z.number().int(),
  canSendMessage: z.boolean(),
  /** null = unlimited. */
  remaining: z.number().int().nullable(),
  limit: z.number().int().nullable(),
  plan: plansForStatus,
  /** When the count returns to 0: the next midnight in the person's time zone (docs/decisions/091). */
  resetsAt: z.string(),
});
export type UserStatus = z.infer<typeof userStatusResponseSchema>;

export const attachmentSchema = z.union([
  z.literal(false),
  z.null(),
  z.object({
    content: z.string().max(ATTACHMENT_TEXT_MAX * 5),
    filename: z.string().max(255),
    file_type: z.enum(['image', 'document']).optional(),
    mimetype: z.string().max(200).optional(),
    file_size: z.number().int().nonnegative().optional(),
    /** The upload's imageId: the picture goes to the model with this message (docs/decisions/022). */
    image_id: z.uuid().optional(),
  }),
]);

export const chatRequestSchema = z
  .object({
    user_query: z.string().trim().max(MESSAGE_MAX, chatMessages.messageTooLong),
    /** The spec's AI:/User: transcript. Used only for a new conversation; stored history wins. */
    history: z.string().max(200_000).optional().default(''),
    /** Ignored: identity comes from the access token. */
    userId: z.string().max(100).nullish(),
    attachment: attachmentSchema.optional().default(false),
    sessionId: z.uuid().nullish(),
    /**
     * The browser's id for this message, sent again when the person retries it: a message the
     * server already stored is not stored or charged twice (docs/decisions/100).
     */
    clientMessageId: z.uuid().optional(),
  })
  .refine((b) => b.user_query.length > 0 || (b.attachment && (b.attachment.content.trim().length > 0 || !!b.attachment.image_id)), {
    message: chatMessages.messageRequired,
    path: ['user_query'],
  });
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({
  success: z.literal(true),
  response: z.string(),
  sessionId: z.string().nullable(),
  messageId: z.string().nullable(),
  status: z.literal('success'),
  message: z.string(),
  statusCode: z.literal(200),
  /** True when the message screened as a crisis: the reply is the crisis response; open the crisis notice. */
  crisis: z.boolean(),
  /** Present when the AI disclosure is due (first reply, every 3 hours, or when asked). */
  disclosure: z.string().optional(),
  /** Present when the offline companion answered instead of a model. */
  notice: z.string().optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** 402 from POST /api/chat, in the envelope the spec's chat client reads. */
export const chatLimitResponseSchema = z.object({
  success: z.literal(false),
  status: z.literal('error'),
  message: z.string(),
  statusCode: z.literal(402),
  requiresUpgrade: z.boolean(),
  requiresSignup: z.boolean(),
  /** chatMessages.crisisLine: help stays one line away even at the limit. */
  crisisLine: z.string(),
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ChatLimitResponse = z.infer<typeof chatLimitResponseSchema>;

import { z } from 'zod';

/**
 * The server-sent events of POST /api/chat with `Accept: text/event-stream`, in order: one
 * `meta`, any number of `token`, then `done` or `error`. One union for the server's writer
 * (api/src/features/chat/sse-stream.ts) and the browser's reader (frontend/src/lib/api-client),
 * so a renamed field fails the typecheck on both sides, and a body the browser does not
 * recognise becomes a calm error instead of a blank reply (ADR 076).
 */
export const chatStreamMetaSchema = z.object({
  sessionId: z.string().nullable(),
  /** The message screened as a crisis: the reply is the crisis response; open the crisis notice. */
  crisis: z.boolean(),
  /** Present when the AI disclosure is due. */
  disclosure: z.string().optional(),
});

export const chatStreamDoneSchema = z.object({
  response: z.string(),
  sessionId: z.string().nullable(),
  messageId: z.string().nullable(),
  /** The output screen replaced what had streamed: show `response` instead of the tokens. */
  replaced: z.boolean(),
  /** Present when the offline companion answered instead of a model. */
  notice: z.string().optional(),
});

export const chatStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('meta'), data: chatStreamMetaSchema }),
  z.object({ event: z.literal('token'), data: z.object({ t: z.string() }) }),
  z.object({ event: z.literal('done'), data: chatStreamDoneSchema }),
  z.object({ event: z.literal('error'), data: z.object({ message: z.string() }) }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
export type ChatStreamEventName = ChatStreamEvent['event'];
/** The data an event of this name carries. */
export type ChatStreamData<E extends ChatStreamEventName> = Extract<ChatStreamEvent, { event: E }>['data'];

/**
 * POST /api/chat answered as JSON (limits, errors, or a server that does not stream), read the
 * way the spec's client reads it (section 7): `response` or `result.response`, and the limit
 * flags. Loose, because the spec's envelope is; a field of the wrong type is still refused.
 */
export const chatReplyEnvelopeSchema = z.looseObject({
  success: z.boolean().optional(),
  status: z.string().optional(),
  message: z.string().optional(),
  statusCode: z.number().optional(),
  requiresUpgrade: z.boolean().optional(),
  requiresSignup: z.boolean().optional(),
  response: z.string().optional(),
  result: z.looseObject({ response: z.string().optional() }).optional(),
  sessionId: z.string().nullish(),
  messageId: z.string().nullish(),
  crisis: z.boolean().optional(),
  disclosure: z.string().optional(),
  error: z.looseObject({ message: z.string().optional() }).optional(),
});
export type ChatReplyEnvelope = z.infer<typeof chatReplyEnvelopeSchema>;

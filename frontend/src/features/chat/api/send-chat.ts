import type { ChatReplyEnvelope, ChatStreamData } from '@luna/contracts';
import { apiFetch, loadSchemas } from '../../../lib/api-client.ts';
import type { ChatAttachment } from '../hooks/use-attachment.ts';
import { readChatStream, StreamShapeError } from '../../../lib/sse.ts';
import { timeZoneHeaders } from '../lib/quota-day.ts';

/** The spec's chat body (section 7); identity still comes from the token or visitor cookie. */
export interface ChatBody {
  user_query: string;
  history: string;
  userId: string | null;
  attachment: ChatAttachment | false;
  sessionId?: string;
  /** The same id on a retry of a failed message: it is stored and charged once (docs/decisions/100). */
  clientMessageId?: string;
}

export interface ChatReply {
  response: string;
  sessionId: string | null;
  messageId: string | null;
  crisis: boolean;
  disclosure?: string;
}

export interface ChatHandlers {
  onMeta?: (meta: ChatStreamData<'meta'>) => void;
  onToken?: (text: string) => void;
}

/** The server said no more messages today: ask the visitor to sign up or the free user to upgrade. */
export class ChatLimitError extends Error {
  constructor(readonly prompt: 'signup' | 'upgrade') {
    super(prompt === 'signup' ? 'Sign up required' : 'Upgrade required');
  }
}

/** A chat failure with the spec's text (section 8) and, when the server sent one, its detail. */
export class ChatError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

export const INVALID_FORMAT = 'Invalid AI response format';

type Body = ChatReplyEnvelope;

async function parse(text: string): Promise<Body> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ChatError(INVALID_FORMAT);
  }
  const { chatReplyEnvelopeSchema } = await loadSchemas();
  const parsed = chatReplyEnvelopeSchema.safeParse(value);
  if (!parsed.success) throw new ChatError(INVALID_FORMAT);
  return parsed.data;
}

function limitOf(body: Body | null, status: number): ChatLimitError | null {
  if (body?.requiresSignup) return new ChatLimitError('signup');
  if (status === 402 || body?.statusCode === 402 || body?.requiresUpgrade) return new ChatLimitError('upgrade');
  return null;
}

/** The spec's JSON envelope: success, response (or result.response), status, message, statusCode. */
function fromJson(body: Body): ChatReply {
  const limit = limitOf(body, 200);
  if (limit) throw limit;
  if (body.success === false || body.status === 'error') throw new ChatError(body.message || INVALID_FORMAT);
  const response = body.response ?? body.result?.response;
  if (typeof response !== 'string') throw new ChatError(INVALID_FORMAT);
  return {
    response,
    sessionId: body.sessionId ?? null,
    messageId: body.messageId ?? null,
    crisis: body.crisis === true,
    disclosure: body.disclosure,
  };
}

async function fromStream(stream: ReadableStream<Uint8Array>, handlers: ChatHandlers): Promise<ChatReply> {
  let meta: ChatStreamData<'meta'> = { sessionId: null, crisis: false };
  try {
    for await (const e of readChatStream(stream)) {
      if (e.event === 'meta') {
        meta = e.data;
        handlers.onMeta?.(meta);
      } else if (e.event === 'token') {
        handlers.onToken?.(e.data.t);
      } else if (e.event === 'error') {
        throw new ChatError(e.data.message || INVALID_FORMAT);
      } else {
        return { ...meta, response: e.data.response, sessionId: e.data.sessionId ?? meta.sessionId, messageId: e.data.messageId };
      }
    }
  } catch (err) {
    if (err instanceof StreamShapeError) throw new ChatError(INVALID_FORMAT);
    throw err;
  }
  // The stream closed before the reply was complete.
  throw new ChatError(INVALID_FORMAT);
}

/**
 * POST /api/chat asking for server-sent events, so the reply renders as it is written; a JSON
 * answer (limits, errors, or a server that does not stream) is read as the spec's envelope.
 */
export async function sendChat(body: ChatBody, handlers: ChatHandlers = {}, signal?: AbortSignal): Promise<ChatReply> {
  const res = await apiFetch('/api/chat', { method: 'POST', body, signal, headers: { accept: 'text/event-stream', ...timeZoneHeaders() } });
  const isStream = (res.headers.get('content-type') ?? '').includes('text/event-stream');
  if (res.ok && isStream && res.body) return fromStream(res.body, handlers);
  const text = await res.text();
  if (!res.ok) {
    let json: Body | null = null;
    try {
      json = await parse(text);
    } catch {
      json = null;
    }
    const limit = limitOf(json, res.status);
    if (limit) throw limit;
    const detail = json?.error?.message ?? json?.message;
    throw new ChatError('HTTP Error', detail);
  }
  return fromJson(await parse(text));
}

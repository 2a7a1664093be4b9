import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatLimitResponseSchema, chatMessages, chatRequestSchema, chatResponseSchema, type ChatLimitResponse } from '@luna/contracts';
import { bearerToken } from '../../infra/auth/guard.ts';
import { AppError } from '../../infra/errors.ts';
import { perPerson } from '../../infra/rate-limit.ts';
import type { ImageHandoff } from '../uploads/index.ts';
import type { TurnAttachment } from './attachment-context.ts';
import type { Caller, ChatService } from './chat-service.ts';
import { crisisFallback } from './crisis-fallback.ts';
import { openSse } from './sse-stream.ts';
import type { VisitorCookies } from './visitor-identity.ts';
import { parseTimeZone, TIME_ZONE_HEADER } from './quota-day.ts';

export interface ChatTurnRouteOptions {
  service: ChatService;
  visitors: VisitorCookies;
  productName: string;
  images: ImageHandoff | null;
}

/** Sends per person (accounts: the user id, whatever the token) or per IP (visitors) per minute; quotas are separate. */
const CHAT_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * POST /api/chat: the spec's chat call (section 7), as JSON or, with `Accept:
 * text/event-stream`, as server-sent events (meta, token..., done | error).
 */
export const chatTurnRoutes: FastifyPluginAsyncZod<ChatTurnRouteOptions> = async (app, { service, visitors, productName, images }) => {
  app.post(
    '/api/chat',
    {
      preHandler: app.optionalUser,
      errorHandler: crisisFallback(productName),
      config: {
        rateLimit: perPerson(CHAT_RATE_LIMIT.max, CHAT_RATE_LIMIT.timeWindow),
      },
      schema: {
        tags: ['chat'],
        body: chatRequestSchema,
        response: { 200: chatResponseSchema, 402: chatLimitResponseSchema },
      },
    },
    async (request, reply) => {
      // A present but invalid token is a 401 (the client refreshes), never a silent visitor.
      if (bearerToken(request) && !request.identity) throw new AppError('unauthorized:auth', 'Please log in to continue.');
      const identity = request.identity;
      const cookies: string[] = [];
      let caller: Caller;
      if (identity) {
        const cleared = await visitors.carryOver(request, identity.userId);
        if (cleared) cookies.push(cleared);
        caller = { kind: 'user', userId: identity.userId, plan: identity.plan, timeZone: parseTimeZone(request.headers[TIME_ZONE_HEADER]) };
      } else {
        const visitor = visitors.identify(request);
        if (visitor.setCookie) cookies.push(visitor.setCookie);
        caller = { kind: 'visitor', visitorId: visitor.id, ip: request.ip };
      }
      if (cookies.length) reply.header('set-cookie', cookies);

      const body = request.body;
      const a = body.attachment;
      const attachment: TurnAttachment | null = a
        ? { filename: a.filename, content: a.content, mimetype: a.mimetype, size: a.file_size, fileType: a.file_type }
        : null;
      // The uploaded picture itself, for a model that reads images: only the uploader's, only once.
      const image = a && a.image_id && identity && images ? images.take(identity.userId, a.image_id) : null;
      if (attachment && image) attachment.image = { mimetype: image.mimetype, base64: image.bytes.toString('base64') };
      const start = await service.startTurn({
        caller,
        query: body.user_query,
        attachment,
        history: body.history,
        sessionId: body.sessionId,
        clientMessageId: body.clientMessageId,
        live: wantsEventStream(request),
      });
      if (!start.ok) return reply.status(402).send(limitBody(start.reason));

      const { turn } = start;
      if (wantsEventStream(request)) return streamTurn(reply, turn, cookies);

      const result = await turn.run(new AbortController().signal);
      return reply.send({
        success: true as const,
        response: result.response,
        sessionId: turn.sessionId,
        messageId: result.messageId,
        status: 'success' as const,
        message: 'Message sent successfully',
        statusCode: 200 as const,
        crisis: turn.crisis,
        ...(turn.disclosure ? { disclosure: turn.disclosure } : {}),
        ...(result.notice ? { notice: result.notice } : {}),
      });
    },
  );
};

function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

function limitBody(reason: 'upgrade' | 'signup'): ChatLimitResponse {
  const limit = reason === 'upgrade' ? chatMessages.freeLimit : chatMessages.visitorLimit;
  // The spec's client shows `message`: the crisis line rides in it, so no limit is a dead end.
  const message = `${limit} ${chatMessages.crisisLine}`;
  return {
    success: false,
    status: 'error',
    message,
    crisisLine: chatMessages.crisisLine,
    statusCode: 402,
    requiresUpgrade: reason === 'upgrade',
    requiresSignup: reason === 'signup',
    error: { code: reason === 'upgrade' ? 'payment_required:chat' : 'payment_required:visitor', message },
  };
}

type Turn = Extract<Awaited<ReturnType<ChatService['startTurn']>>, { ok: true }>['turn'];

async function streamTurn(reply: FastifyReply, turn: Turn, cookies: string[]): Promise<void> {
  const sse = openSse(reply, cookies.length ? { 'set-cookie': cookies } : {});
  sse.send('meta', { sessionId: turn.sessionId, crisis: turn.crisis, ...(turn.disclosure ? { disclosure: turn.disclosure } : {}) });
  try {
    const result = await turn.run(sse.signal, (t) => sse.send('token', { t }));
    sse.send('done', {
      response: result.response,
      sessionId: turn.sessionId,
      messageId: result.messageId,
      replaced: result.replaced,
      ...(result.notice ? { notice: result.notice } : {}),
    });
  } catch (err) {
    reply.log.error({ err: { type: (err as Error).name } }, 'chat stream failed');
    sse.send('error', { message: 'Something went wrong on our side. Please try again.' });
  } finally {
    sse.end();
  }
}

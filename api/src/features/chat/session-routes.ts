import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessages,
  createSessionBodySchema,
  createSessionResponseSchema,
  listMessagesQuerySchema,
  listMessagesResponseSchema,
  listSessionsQuerySchema,
  listSessionsResponseSchema,
  okResponseSchema,
  postMessageBodySchema,
  postMessageResponseSchema,
  renameSessionBodySchema,
  sessionIdParamsSchema,
} from '@luna/contracts';
import { AppError } from '../../infra/errors.ts';
import type { ChatRepository } from './chat-repository.ts';
import { datedTitle, titleFromMessage } from './session-titles.ts';

const notFound = () => new AppError('not_found:session', 'This conversation was not found.');

/**
 * Conversations and their history (spec section 7). Every route needs a signed-in user and
 * touches only that user's rows: another user's session answers exactly like a missing one.
 * The spec's `userId` query/body fields are accepted and ignored: identity is the token's.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ chats: ChatRepository }> = async (app, { chats }) => {
  // onRequest: an unauthenticated call is refused before its body is even parsed.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/sessions',
    { schema: { tags: ['chat'], querystring: listSessionsQuerySchema, response: { 200: listSessionsResponseSchema } } },
    async (request) => ({ success: true as const, sessions: await chats.listSessions(request.identity!.userId) }),
  );

  app.post(
    '/api/sessions',
    { schema: { tags: ['chat'], body: createSessionBodySchema, response: { 201: createSessionResponseSchema } } },
    async (request, reply) => {
      const title = request.body?.title;
      // Without a title the session gets a dated placeholder, renamed by its first message.
      const s = await chats.createSession(request.identity!.userId, title ?? datedTitle(), !title);
      return reply.status(201).send({ success: true as const, id: s.id, title: s.title, createdAt: s.createdAt.toISOString() });
    },
  );

  app.patch(
    '/api/sessions/:id',
    {
      schema: { tags: ['chat'], params: sessionIdParamsSchema, body: renameSessionBodySchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      if (!(await chats.renameSession(request.identity!.userId, request.params.id, request.body.title))) throw notFound();
      return { success: true as const };
    },
  );

  app.delete(
    '/api/sessions/:id',
    { schema: { tags: ['chat'], params: sessionIdParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      if (!(await chats.deleteSession(request.identity!.userId, request.params.id))) throw notFound();
      return { success: true as const };
    },
  );

  app.get(
    '/api/sessions/:id/messages',
    {
      schema: {
        tags: ['chat'],
        params: sessionIdParamsSchema,
        querystring: listMessagesQuerySchema,
        response: { 200: listMessagesResponseSchema },
      },
    },
    async (request) => {
      const session = await chats.findSession(request.identity!.userId, request.params.id);
      if (!session) throw notFound();
      const { limit, before } = request.query;
      const page = await chats.listMessages(session.id, limit, before === undefined ? undefined : Number(before));
      return { success: true as const, ...page };
    },
  );

  /**
   * Stores a message the client wrote, for spec compatibility. Only sender 'user' is
   * accepted: AI replies are written by the server in POST /api/chat, and a client-written
   * 'ai' row would put forged words in Luna's mouth, in the history and in the model's
   * context. Clients using POST /api/chat with a sessionId do not need this route at all.
   */
  app.post(
    '/api/sessions/:id/messages',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['chat'],
        params: sessionIdParamsSchema,
        body: postMessageBodySchema,
        response: { 201: postMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { message, sender, conversationId } = request.body;
      if (sender !== 'user') throw new AppError('forbidden:message', chatMessages.onlyUserMessages);
      if (conversationId && conversationId !== id) {
        throw new AppError('bad_request:conversation', 'conversationId must match the session in the URL.');
      }
      const stored = await chats.addMessage(request.identity!.userId, { sessionId: id, sender, content: message }, titleFromMessage(message));
      if (!stored) throw notFound();
      return reply.status(201).send({ success: true as const, message: stored });
    },
  );
};

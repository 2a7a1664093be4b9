import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moodCheckInBodySchema, moodCheckInResponseSchema, moodCheckInText, moodHistoryResponseSchema } from '@luna/contracts';
import { AppError } from '../../../infra/errors.ts';
import type { ChatRepository } from '../chat-repository.ts';
import { crisisReply } from '../safety/crisis.ts';
import { aiDisclosureFor } from '../safety/disclosure.ts';
import { screenMessage } from '../safety/screen.ts';
import { datedTitle } from '../session-titles.ts';
import { checkInAcknowledgement, partOfDay } from './mood-checkin.ts';
import type { MoodRepository } from './mood-repository.ts';

/**
 * The mood check-in and the person's mood history (issue 13; docs/decisions/060). Signed-in
 * users only: identity is the token's, a check-in goes only into the caller's own conversation
 * (another user's answers 404, like a missing one), and the history lists only the caller's rows.
 * A check-in is not a chat message: it is never charged to the daily quota.
 */
export const moodRoutes: FastifyPluginAsyncZod<{ chats: ChatRepository; moods: MoodRepository; productName: string }> = async (
  app,
  { chats, moods, productName },
) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/mood',
    { schema: { tags: ['chat'], body: moodCheckInBodySchema, response: { 201: moodCheckInResponseSchema } } },
    async (request, reply) => {
      const { userId } = request.identity!;
      const { score, sessionId, localHour } = request.body;
      const word = request.body.word?.trim() || null;
      // The word is the person's own: screened like a message, so "hopeless" or worse is met
      // with the crisis reply, never with a cheerful acknowledgement.
      const screening = word ? screenMessage(word) : null;
      const crisis = !!screening?.crisis;
      const text = crisis
        ? crisisReply(screening!.tier, 0, { category: screening!.category, lang: screening!.lang })
        : checkInAcknowledgement(score, word, partOfDay(localHour));
      const result = await app.db.tx(async (q) => {
        const session = sessionId ? await chats.findSession(userId, sessionId, q) : await chats.createSession(userId, datedTitle(), true, q);
        if (!session) return null;
        const checkIn = await moods.add(userId, { sessionId: session.id, score, word }, q);
        // The check-in is also the person's turn, so the conversation opens with the user as every
        // model expects (chat-context.ts drops a leading AI turn) and a model sees the mood too.
        const userMessage = await chats.addMessage(
          userId,
          { sessionId: session.id, sender: 'user', content: moodCheckInText(score, word) },
          undefined,
          q,
        );
        // The first AI turn of a conversation carries the AI disclosure, as a chat reply would.
        const disclosure = session.disclosedAt ? null : aiDisclosureFor(productName);
        const stored = await chats.addMessage(userId, { sessionId: session.id, sender: 'ai', content: text, crisis, disclosure }, undefined, q);
        return userMessage && stored ? { checkIn, sessionId: session.id, userMessage, reply: stored } : null;
      });
      if (!result) throw new AppError('not_found:session', 'This conversation was not found.');
      return reply.code(201).send({ success: true as const, ...result });
    },
  );

  app.get('/api/mood', { schema: { tags: ['chat'], response: { 200: moodHistoryResponseSchema } } }, async (request) => ({
    success: true as const,
    checkIns: await moods.history(request.identity!.userId),
  }));
};

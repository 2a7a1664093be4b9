import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../infra/errors.ts';
import { aiDisclosureFor } from './safety/disclosure.ts';
import { crisisReply } from './safety/crisis.ts';
import { screenMessage } from './safety/screen.ts';
import { openSse } from './sse-stream.ts';

/**
 * POST /api/chat's own error handler. The crisis reply is fixed text that needs nothing stored,
 * so when the turn fails on our side (the database is down: identity, quota or storage) and the
 * message screens as a crisis, the person still gets the crisis reply with the resources, not a
 * 500 (nor a 429 from the per-minute limit). Nothing is stored then; the disclosure goes with it, as on any first reply. Client errors
 * (4xx) and ordinary messages go on to the app's error handler unchanged.
 */
export function crisisFallback(productName: string) {
  return function handle(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
    const status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
    const body = request.body as { user_query?: unknown; attachment?: { content?: unknown } | null } | undefined;
    const text = [body?.user_query, body?.attachment?.content]
      .filter((v) => typeof v === 'string')
      .join('\n')
      .trim();
    // A crisis message is answered on our failures (5xx) and past the per-minute limit (429) alike:
    // the resources are never behind a limit.
    const screened = (status >= 500 || status === 429) && text ? screenMessage(text) : null;
    if (!screened?.crisis) throw error;

    request.log.warn({ err: { type: error.name, code: (error as FastifyError).code } }, 'chat turn failed; crisis reply sent without storage');
    const response = crisisReply(screened.tier, Date.now());
    const disclosure = aiDisclosureFor(productName);
    if ((request.headers.accept ?? '').includes('text/event-stream')) {
      const sse = openSse(reply);
      sse.send('meta', { sessionId: null, crisis: true, disclosure });
      sse.send('token', { t: response });
      sse.send('done', { response, sessionId: null, messageId: null, replaced: false });
      sse.end();
      return;
    }
    return reply.status(200).send({
      success: true as const,
      response,
      sessionId: null,
      messageId: null,
      status: 'success' as const,
      message: 'Message sent successfully',
      statusCode: 200 as const,
      crisis: true,
      disclosure,
    });
  };
}

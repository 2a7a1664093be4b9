import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authSessionSchema, authUserSchema } from '@luna/contracts';
import type { Config } from '../../config/env.ts';
import { bearerToken } from '../../infra/auth/guard.ts';
import { AuthFailure, authFailures } from './auth-errors.ts';
import type { EnforceAuthLimit } from './auth-rate-limits.ts';
import type { AuthService } from './auth-service.ts';
import { toAuthUser } from './user-shapes.ts';

const API_VERSION = '2024-01-01';
const text = z.string().max(1000);

/** GoTrue's error body: both the 2024-01-01 fields and the legacy ones, which supabase-js reads either way. */
function sendFailure(reply: FastifyReply, f: AuthFailure) {
  if (f.retryAfter) void reply.header('retry-after', String(f.retryAfter));
  return reply
    .status(f.status)
    .header('x-sb-error-code', f.code)
    .send({ code: f.code, error_code: f.code, msg: f.message, message: f.message, ...f.extra });
}

/**
 * The subset of GoTrue's REST API that unmodified @supabase/supabase-js 2.119.1 calls
 * (docs notes §A.2, §A.8), over the shared account service.
 */
export const gotrueRoutes: FastifyPluginAsyncZod<{ config: Config; auth: AuthService; limit: EnforceAuthLimit }> = async (
  app,
  { config, auth, limit },
) => {
  const apiKeys = new Set([config.AUTH_ANON_KEY, config.serviceRoleKey]);
  const allowedOrigin = new URL(config.publicUrl).origin;
  const userAgent = (req: FastifyRequest) => req.headers['user-agent'] ?? null;

  app.setErrorHandler((error: FastifyError | AuthFailure, request, reply) => {
    if (error instanceof AuthFailure) return sendFailure(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath?.split('/').filter(Boolean).join('.') || error.validationContext;
      return sendFailure(reply, new AuthFailure(400, 'validation_failed', `Invalid ${where}: ${first?.message ?? 'invalid value'}`));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 413 ? 'request_too_large' : 'validation_failed';
      return sendFailure(
        reply,
        new AuthFailure(error.statusCode, code, error.statusCode === 413 ? 'Request body too large' : 'Could not read the request body'),
      );
    }
    // A database hiccup must stay a 5xx: supabase-js retries those and keeps the session.
    request.log.error({ err: { type: error.name, code: error.code, stack: error.stack } }, 'auth request failed');
    return sendFailure(reply, new AuthFailure(500, 'unexpected_failure', 'Unexpected failure, please try again'));
  });

  // supabase-js sends `Content-Type: application/json` with an empty body on logout.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Supabase-Api-Version', API_VERSION);
    // Same origin by default; answer CORS only for this app's own origin (e.g. behind a proxy).
    if (request.headers.origin === allowedOrigin) {
      reply.header('Access-Control-Allow-Origin', allowedOrigin).header('Vary', 'Origin');
      reply.header('Access-Control-Expose-Headers', 'X-Supabase-Api-Version, x-sb-error-code');
    }
    if (request.method === 'OPTIONS' || request.routeOptions.url === '/auth/v1/verify') return;
    // supabase-js sends the public (anon) key on every call, as apikey and as the default Bearer.
    const bearer = bearerToken(request);
    const key = request.headers.apikey ?? (bearer && apiKeys.has(bearer) ? bearer : undefined);
    if (!key) throw authFailures.noApiKey();
    if (typeof key !== 'string' || !apiKeys.has(key)) throw authFailures.badApiKey();
  });

  app.options('/auth/v1/*', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS')
      .header('Access-Control-Allow-Headers', 'apikey, authorization, content-type, x-client-info, x-supabase-api-version')
      .status(204)
      .send(),
  );

  const tags = ['auth'];

  app.post(
    '/auth/v1/signup',
    {
      schema: {
        tags,
        body: z.object({ email: text.default(''), password: text.default(''), data: z.record(z.string(), z.unknown()).optional() }),
        response: { 200: authSessionSchema },
      },
      preHandler: (req) => limit('signup', req),
    },
    async (request) => (await auth.signUp(request.body, userAgent(request))).session,
  );

  app.post(
    '/auth/v1/token',
    {
      schema: {
        tags,
        querystring: z.object({ grant_type: z.enum(['password', 'refresh_token']) }),
        body: z.object({ email: text.optional(), password: text.optional(), refresh_token: text.optional() }),
        response: { 200: authSessionSchema },
      },
      preHandler: async (req) => {
        if (req.query.grant_type === 'password') await limit('login', req);
      },
    },
    async (request) => {
      const { email, password, refresh_token } = request.body;
      if (request.query.grant_type === 'refresh_token') {
        if (!refresh_token) throw authFailures.refreshNotFound();
        return auth.refresh(refresh_token);
      }
      return (await auth.signIn(email ?? '', password ?? '', userAgent(request))).session;
    },
  );

  app.get('/auth/v1/user', { schema: { tags, response: { 200: authUserSchema } } }, async (request) => {
    const { user } = await auth.authenticate(bearerToken(request), config.AUTH_ANON_KEY);
    return toAuthUser(user);
  });

  app.put(
    '/auth/v1/user',
    {
      schema: {
        tags,
        body: z.object({
          password: text.optional(),
          current_password: text.optional(),
          data: z.record(z.string(), z.unknown()).optional(),
          email: text.optional(),
          app_metadata: z.unknown().optional(),
        }),
        response: { 200: authUserSchema },
      },
    },
    async (request) => {
      const who = await auth.authenticate(bearerToken(request), config.AUTH_ANON_KEY);
      return toAuthUser(await auth.updateUser(who, request.body));
    },
  );

  app.post(
    '/auth/v1/logout',
    { schema: { tags, querystring: z.object({ scope: z.enum(['global', 'local', 'others']).default('global') }) } },
    async (request, reply) => {
      try {
        await auth.logout(await auth.authenticate(bearerToken(request), config.AUTH_ANON_KEY), request.query.scope);
      } catch (err) {
        // Signing out of a session that is already gone has succeeded.
        if (!(err instanceof AuthFailure && (err.code === 'session_not_found' || err.code === 'user_not_found'))) throw err;
      }
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/v1/recover',
    {
      schema: {
        tags,
        querystring: z.object({ redirect_to: z.string().max(2000).optional() }),
        body: z.object({ email: text.default('') }),
        response: { 200: z.object({}) },
      },
      preHandler: (req) => limit('recover', req),
    },
    async (request) => {
      await auth.requestRecovery(request.body.email, request.query.redirect_to);
      return {};
    },
  );

  app.get(
    '/auth/v1/verify',
    {
      schema: {
        tags,
        querystring: z.object({
          token: z.string().max(200).default(''),
          type: z.string().max(40).default(''),
          redirect_to: z.string().max(2000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const target = auth.safeRedirect(request.query.redirect_to);
      let params: URLSearchParams;
      try {
        await limit('verify', request);
        if (request.query.type !== 'recovery') throw authFailures.otpExpired();
        const s = await auth.verifyRecovery(request.query.token, userAgent(request));
        params = new URLSearchParams({
          access_token: s.access_token,
          expires_at: String(s.expires_at),
          expires_in: String(s.expires_in),
          refresh_token: s.refresh_token,
          token_type: 'bearer',
          type: 'recovery',
        });
      } catch (err) {
        if (!(err instanceof AuthFailure)) throw err;
        // GoTrue reports link errors in the hash of the redirect (verify.go), not as a JSON body.
        params = new URLSearchParams({
          error: err.status === 429 ? 'too_many_requests' : 'access_denied',
          error_code: err.code,
          error_description: err.message,
        });
      }
      return reply.header('cache-control', 'no-store').redirect(`${target}#${params.toString()}`, 303);
    },
  );
};

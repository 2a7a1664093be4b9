import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  forgotPasswordPayloadSchema,
  forgotPasswordResponseSchema,
  loginPayloadSchema,
  loginResponseSchema,
  registrationPayloadSchema,
  registrationResponseSchema,
} from '@luna/contracts';
import { AuthFailure } from './auth-errors.ts';
import type { EnforceAuthLimit } from './auth-rate-limits.ts';
import type { AuthService } from './auth-service.ts';
import { toAccountUser, toLoginUser } from './user-shapes.ts';

/** The spec's texts for the outcomes its clients switch on (spec section 8). */
const workflowText: Record<string, { status: number; message: string }> = {
  user_already_exists: { status: 409, message: 'Email already exists' },
  invalid_credentials: { status: 401, message: 'Invalid email or password' },
};

function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ status: 'error', message, result: { success: false, message, error: message } });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a /webhook/* route answers when required fields are missing from the body. */
    requiredMessage?: string;
  }
}

/**
 * The account workflow contracts of spec section 7 (items 1-3), answered by the API itself in
 * the embedded default. Every answer is the spec's envelope, errors included, with a 4xx status
 * for anything the caller got wrong; nothing changes when a request is refused.
 */
export const workflowRoutes: FastifyPluginAsyncZod<{ auth: AuthService; limit: EnforceAuthLimit }> = async (app, { auth, limit }) => {
  app.setErrorHandler((error: FastifyError | AuthFailure, request, reply) => {
    if (error instanceof AuthFailure) {
      if (error.retryAfter) void reply.header('retry-after', String(error.retryAfter));
      const known = workflowText[error.code];
      if (known) return sendError(reply, known.status, known.message);
      return sendError(reply, error.status === 422 ? 400 : error.status, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const missing = error.validation.some((v) => v.keyword === 'invalid_type' && /received undefined/.test(v.message ?? ''));
      const requiredMessage = request.routeOptions.config.requiredMessage;
      if (missing && requiredMessage && request.body && typeof request.body === 'object') return sendError(reply, 400, requiredMessage);
      const first = error.validation[0];
      const where = first?.instancePath?.split('/').filter(Boolean).join('.');
      return sendError(reply, 400, `Invalid request: ${where ? `${where}: ` : ''}${first?.message ?? 'invalid value'}`);
    }
    if (error.statusCode === 413) return sendError(reply, 413, 'That request is too large.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return sendError(reply, error.statusCode, 'The request body must be valid JSON.');
    request.log.error({ err: { type: error.name, code: error.code, stack: error.stack } }, 'workflow request failed');
    return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
  });

  const tags = ['workflows'];
  const userAgent = (h: { 'user-agent'?: string }) => h['user-agent'] ?? null;

  app.post(
    '/webhook/registration',
    {
      schema: { tags, body: registrationPayloadSchema, response: { 200: registrationResponseSchema } },
      config: { requiredMessage: accountMessages.required },
      preHandler: (req) => limit('signup', req),
    },
    async (request) => {
      const b = request.body;
      const { user, session } = await auth.signUp(
        {
          email: b.email,
          password: b.password,
          data: { full_name: b.full_name, phone: b.phone, country_code: b.country_code, state: b.state, terms_accepted: b.terms_accepted },
        },
        userAgent(request.headers),
      );
      const message = 'Account created successfully';
      return {
        status: 'success' as const,
        message,
        result: {
          success: true as const,
          message,
          authUser: { id: user.id, email: user.email, user_metadata: { full_name: user.full_name } },
          customUser: toAccountUser(user, { count: 0, lastDate: null }),
          session,
        },
      };
    },
  );

  app.post(
    '/webhook/login',
    {
      schema: { tags, body: loginPayloadSchema, response: { 200: loginResponseSchema } },
      config: { requiredMessage: accountMessages.loginRequired },
      preHandler: (req) => limit('login', req),
    },
    async (request) => {
      const { user, session } = await auth.signIn(request.body.email, request.body.password, userAgent(request.headers));
      const message = 'Login successful';
      return {
        status: 'success' as const,
        message,
        result: { success: true as const, message, user: toLoginUser(user, await auth.dailyUsage(user.id)), session },
      };
    },
  );

  app.post(
    '/webhook/forgot-password',
    {
      schema: { tags, body: forgotPasswordPayloadSchema, response: { 200: forgotPasswordResponseSchema } },
      config: { requiredMessage: accountMessages.forgotRequired },
      preHandler: (req) => limit('recover', req),
    },
    async (request) => {
      await auth.requestRecovery(request.body.email, request.body.redirectTo);
      // The same answer whether or not the address has an account.
      const message = 'If an account exists for this email, a password reset link has been sent.';
      return { status: 'success' as const, message, result: { success: true as const, message } };
    },
  );
};

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorStatus, errorTypeOf, type ErrorCode } from '@luna/contracts';

export interface AppErrorOptions {
  issues?: { path: string; message: string }[];
  /** Seconds until the request may be tried again: sent as Retry-After (whole seconds, at least 1). */
  retryAfterSeconds?: number;
}

/** The one error type features throw. `code` is `<type>:<surface>`, e.g. `not_found:session`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly issues?: { path: string; message: string }[];
  readonly retryAfterSeconds?: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.statusCode = errorStatus[errorTypeOf(code)];
    if (options.issues) this.issues = options.issues;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = Math.max(1, Math.ceil(options.retryAfterSeconds));
  }
}

const genericMessages: Record<number, string> = {
  400: 'The request was not valid.',
  404: 'Not found.',
  413: 'That request is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/**
 * One handler for every error: AppErrors keep their code and message, schema failures become
 * `bad_request:validation` with field paths, and anything 5xx is masked so that database
 * detail, stack traces and message content never reach a client.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])].filter(Boolean).join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({
        error: { code: 'bad_request:validation', message: issues[0]?.message ?? 'The request was not valid.', issues },
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: { type: error.name, code: error.code, stack: error.stack } }, 'request failed');
      return reply.status(500).send({ error: { code: 'internal:server', message: 'Something went wrong on our side. Please try again.' } });
    }
    const type = status === 401 ? 'unauthorized' : status === 429 ? 'rate_limit' : status === 413 ? 'payload_too_large' : 'bad_request';
    return reply.status(status).send({
      error: { code: `${type}:${error.code ?? 'request'}`, message: genericMessages[status] ?? error.message },
    });
  });
});

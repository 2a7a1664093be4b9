import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCustomerRequestSchema,
  createCustomerResponseSchema,
  productsRequestSchema,
  productsResponseSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  workflowErrorSchema,
} from '@luna/contracts';
import { AppError } from '../../infra/errors.ts';
import { perPerson } from '../../infra/rate-limit.ts';
import type { BillingService } from './billing-service.ts';

function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ status: 'error', message, result: { success: false, message, error: message } });
}

const errors = { 400: workflowErrorSchema, 401: workflowErrorSchema, 403: workflowErrorSchema, 409: workflowErrorSchema };
const perMinute = (max: number) => ({ rateLimit: perPerson(max) });

/**
 * The billing workflow contracts of spec section 7 (items 4-6): the product catalogue, customer
 * creation and the subscription purchase, each in the `{status, result}` envelope the spec's
 * clients read, errors included. Everything but the catalogue needs a signed-in user, and the
 * user is always the session's, whatever ids the body carries.
 */
export const billingWorkflowRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.statusCode, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath?.split('/').filter(Boolean).join('.');
      return sendError(reply, 400, `Invalid request: ${where ? `${where}: ` : ''}${first?.message ?? 'invalid value'}`);
    }
    if (error.statusCode === 429) return sendError(reply, 429, 'Too many requests. Please wait a moment and try again.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return sendError(reply, error.statusCode, 'The request body must be valid JSON.');
    request.log.error({ err: { type: error.name, code: error.code, stack: error.stack } }, 'billing workflow failed');
    return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
  });
  const tags = ['workflows'];

  app.post('/webhook/products', { schema: { tags, body: productsRequestSchema, response: { 200: productsResponseSchema } } }, async (request) => ({
    status: 'success' as const,
    result: { products: await billing.products(request.body.productId) },
  }));

  app.post(
    '/webhook/create-customer',
    {
      schema: { tags, body: createCustomerRequestSchema, response: { 200: createCustomerResponseSchema, ...errors } },
      preHandler: app.requireUser,
      config: perMinute(10),
    },
    async (request) => {
      const id = await billing.createCustomer(request.identity!, request.body.email);
      return {
        status: 'success' as const,
        result: { success: true as const, message: 'Customer ready', stripeCustomerId: id, customer: { id } },
      };
    },
  );

  app.post(
    '/webhook/subscribe',
    {
      schema: { tags, body: subscribeRequestSchema, response: { 200: subscribeResponseSchema, ...errors } },
      preHandler: app.requireUser,
      config: perMinute(10),
    },
    async (request) => {
      const result = await billing.subscribe(request.identity!, request.body, request.ip ?? null);
      return { status: 'success' as const, result: { success: true as const, ...result } };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  billingMessages,
  billingStateSchema,
  subscriptionIdBodySchema,
  validateCouponRequestSchema,
  validateCouponResponseSchema,
} from '@luna/contracts';
import { AppError } from '../../infra/errors.ts';
import { perPerson } from '../../infra/rate-limit.ts';
import type { BillingService } from './billing-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const perMinute = (max: number) => ({ rateLimit: perPerson(max) });

/** The product API of billing: the coupon check and the signed-in user's subscription. */
export const billingApiRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  const tags = ['billing'];

  // Spec section 7: {couponCode, userId, productId} -> {success, message, coupon}. An unknown code
  // is an answer (200, success false), not an error. Limited per user, so codes cannot be guessed.
  app.post(
    '/api/validate-coupon',
    {
      schema: { tags, body: validateCouponRequestSchema, response: { 200: validateCouponResponseSchema, ...errors } },
      preHandler: app.requireUser,
      config: perMinute(20),
    },
    async (request) => {
      const { couponCode, userId, productId } = request.body;
      if (userId && userId !== request.identity!.userId) throw new AppError('forbidden:billing', 'You can only check coupons for your own account.');
      await billing.products(productId);
      const found = await billing.validateCoupon(request.identity!, couponCode);
      if (!found) return { success: false, message: billingMessages.invalidCoupon, coupon: null };
      return { success: true, message: found.message, coupon: found.coupon };
    },
  );

  app.get(
    '/api/billing/subscription',
    { schema: { tags, response: { 200: billingStateSchema, 401: apiErrorSchema } }, preHandler: app.requireUser },
    async (request) => billing.state(request.identity!.userId),
  );

  // Called by the browser once confirmCardPayment succeeded (or when nothing was due): the API
  // reads the subscription from Stripe and stores it, so Pro starts before the webhook arrives.
  app.post(
    '/api/billing/confirm',
    {
      schema: { tags, body: subscriptionIdBodySchema, response: { 200: billingStateSchema, ...errors } },
      preHandler: app.requireUser,
      config: perMinute(30),
    },
    async (request) => billing.confirm(request.identity!, request.body.subscriptionId),
  );

  app.post(
    '/api/billing/cancel',
    { schema: { tags, response: { 200: billingStateSchema, ...errors } }, preHandler: app.requireUser, config: perMinute(10) },
    async (request) => billing.setCancelAtPeriodEnd(request.identity!, true),
  );

  app.post(
    '/api/billing/resume',
    { schema: { tags, response: { 200: billingStateSchema, ...errors } }, preHandler: app.requireUser, config: perMinute(10) },
    async (request) => billing.setCancelAtPeriodEnd(request.identity!, false),
  );
};

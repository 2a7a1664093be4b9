import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import {
  adminCouponSchema,
  adminCouponsResponseSchema,
  apiErrorSchema,
  couponParamsSchema,
  createCouponSchema,
  type AdminCoupon,
} from '@luna/contracts';
import { AppError } from '../../infra/errors.ts';
import { stripeCall } from '../billing/index.ts';
import { createAuditRepository } from './audit-repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

function toAdminCoupon(p: Stripe.PromotionCode): AdminCoupon {
  const c = p.promotion?.coupon;
  const coupon = c && typeof c !== 'string' ? c : null;
  return {
    id: p.id,
    code: p.code,
    name: coupon?.name ?? null,
    percentOff: coupon?.percent_off ?? null,
    amountOff: coupon?.amount_off ?? null,
    duration: coupon?.duration ?? 'once',
    durationInMonths: coupon?.duration_in_months ?? null,
    active: p.active,
    timesRedeemed: p.times_redeemed,
    maxRedemptions: p.max_redemptions ?? null,
  };
}

/**
 * Coupons through the same `stripe` client as checkout, so they work on the emulator and on
 * Stripe alike: a coupon (the discount) plus a promotion code (what people type).
 */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const stripe = () => app.payments.stripe;
  const expand = ['promotion.coupon'];

  app.get('/api/admin/coupons', { schema: { tags, response: { 200: adminCouponsResponseSchema, ...errors } } }, async () => {
    const list = await stripeCall(app.log, 'list promotion codes', () =>
      stripe().promotionCodes.list({ limit: 100, expand: ['data.promotion.coupon'] }),
    );
    return { coupons: list.data.map(toAdminCoupon) };
  });

  app.post(
    '/api/admin/coupons',
    { schema: { tags, body: createCouponSchema, response: { 201: adminCouponSchema, ...errors } } },
    async (request, reply) => {
      const b = request.body;
      const existing = await stripeCall(app.log, 'find promotion code', () => stripe().promotionCodes.list({ code: b.code, active: true, limit: 1 }));
      if (existing.data.some((p) => p.code.toUpperCase() === b.code))
        throw new AppError('conflict:coupon', `An active coupon with the code ${b.code} already exists.`);
      const promo = await stripeCall(app.log, 'create coupon', async () => {
        const coupon = await stripe().coupons.create({
          ...(b.percentOff !== undefined ? { percent_off: b.percentOff } : { amount_off: b.amountOff, currency: 'usd' }),
          duration: b.duration,
          ...(b.duration === 'repeating' ? { duration_in_months: b.durationInMonths } : {}),
          ...(b.name ? { name: b.name } : {}),
        });
        return stripe().promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code: b.code, expand });
      });
      await createAuditRepository(app.db).record({
        admin: { userId: request.identity!.userId, email: request.identity!.email },
        action: 'create_coupon',
        target: promo.code,
        detail: { percentOff: b.percentOff ?? null, amountOff: b.amountOff ?? null, duration: b.duration },
      });
      return reply.status(201).send(toAdminCoupon(promo));
    },
  );

  app.post(
    '/api/admin/coupons/:id/deactivate',
    { schema: { tags, params: couponParamsSchema, response: { 200: adminCouponSchema, ...errors } } },
    async (request) => {
      const promo = await stripeCall(app.log, 'deactivate promotion code', async () => {
        try {
          return await stripe().promotionCodes.update(request.params.id, { active: false, expand });
        } catch (err) {
          if ((err as { code?: string }).code === 'resource_missing') throw new AppError('not_found:coupon', 'There is no such coupon.');
          throw err;
        }
      });
      await createAuditRepository(app.db).record({
        admin: { userId: request.identity!.userId, email: request.identity!.email },
        action: 'deactivate_coupon',
        target: promo.code,
      });
      return toAdminCoupon(promo);
    },
  );
};

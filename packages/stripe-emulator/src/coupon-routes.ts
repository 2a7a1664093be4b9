import type { FastifyInstance } from 'fastify';
import { createCoupon, createPromotionCode, refreshValidity } from './coupon-operations.ts';
import { type EmulatorContext, expandOf, idParam, LIST_PARAMS, listOf, paramsOf } from './emulator-context.ts';
import { invalidRequest } from './emulator-errors.ts';
import { allowOnly, mergeMetadata, optBool, optString } from './form-params.ts';

/** /v1/coupons and /v1/promotion_codes. */
export async function couponRoutes(app: FastifyInstance, { ctx }: { ctx: EmulatorContext }) {
  const { store } = ctx;

  app.post('/v1/coupons', async (request) => {
    const p = paramsOf(request);
    return ctx.render(createCoupon(ctx, p), expandOf(p));
  });

  app.get('/v1/coupons/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['expand']);
    return ctx.render(refreshValidity(ctx, store.get('coupon', idParam(request))), expandOf(p));
  });

  app.get('/v1/coupons', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, [...LIST_PARAMS, 'created']);
    const items = store.all('coupon').map((c) => refreshValidity(ctx, c));
    return ctx.render(listOf(items, p, '/v1/coupons'), expandOf(p));
  });

  app.post('/v1/promotion_codes', async (request) => {
    const p = paramsOf(request);
    return ctx.render(createPromotionCode(ctx, p), expandOf(p));
  });

  app.get('/v1/promotion_codes/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['expand']);
    return ctx.render(store.get('promotion_code', idParam(request)), expandOf(p));
  });

  app.post('/v1/promotion_codes/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['active', 'metadata', 'expand']);
    const promo = store.get('promotion_code', idParam(request));
    const active = optBool(p, 'active');
    if (active === true && !promo.active && store.all('promotion_code').some((x) => x.active && x.code === promo.code)) {
      throw invalidRequest(`An active promotion code with \`code: ${promo.code}\` already exists.`, 'active');
    }
    promo.active = active ?? promo.active;
    promo.metadata = mergeMetadata(promo.metadata ?? {}, p);
    return ctx.render(promo, expandOf(p));
  });

  app.get('/v1/promotion_codes', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, [...LIST_PARAMS, 'code', 'active', 'coupon', 'customer', 'created']);
    const code = optString(p, 'code')?.toUpperCase();
    const active = optBool(p, 'active');
    const coupon = optString(p, 'coupon');
    const customer = optString(p, 'customer');
    const items = store
      .all('promotion_code')
      .filter(
        (x) =>
          (code === undefined || x.code.toUpperCase() === code) &&
          (active === undefined || x.active === active) &&
          (!coupon || x.promotion.coupon === coupon) &&
          (!customer || x.customer === customer),
      );
    return ctx.render(listOf(items, p, '/v1/promotion_codes'), expandOf(p));
  });
}

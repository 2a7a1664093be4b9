import { billingMessages, validateCouponResponseSchema, type Coupon } from '@luna/contracts';
import { apiRequest, HttpError } from '../../../lib/api-client.ts';
import { errorTextFor } from '../../../lib/api-errors.ts';

/** POST /api/validate-coupon; a refused code throws the server's message or 'Invalid coupon code'. */
export async function validateCoupon(input: { couponCode: string; userId: string; productId: string }): Promise<{ coupon: Coupon; message: string }> {
  let reply;
  try {
    reply = await apiRequest('POST', '/api/validate-coupon', validateCouponResponseSchema, input);
  } catch (err) {
    throw new Error(err instanceof HttpError ? errorTextFor(err, billingMessages.invalidCoupon) : billingMessages.invalidCoupon);
  }
  if (!reply?.success || !reply.coupon) throw new Error(reply?.message || billingMessages.invalidCoupon);
  return { coupon: reply.coupon, message: reply.message };
}

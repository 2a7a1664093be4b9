import { billingMessages, type Coupon } from '@luna/contracts';
import { apiRequest, HttpError } from '../../../lib/api-client.ts';

interface ValidateCouponReply {
  success: boolean;
  message: string;
  coupon: Coupon | null;
}

/** POST /api/validate-coupon; a refused code throws the server's message or 'Invalid coupon code'. */
export async function validateCoupon(input: { couponCode: string; userId: string; productId: string }): Promise<{ coupon: Coupon; message: string }> {
  let reply: ValidateCouponReply;
  try {
    reply = await apiRequest<ValidateCouponReply>('POST', '/api/validate-coupon', input);
  } catch (err) {
    throw new Error((err instanceof HttpError && err.apiError?.message) || billingMessages.invalidCoupon);
  }
  if (!reply?.success || !reply.coupon) throw new Error(reply?.message || billingMessages.invalidCoupon);
  return { coupon: reply.coupon, message: reply.message };
}

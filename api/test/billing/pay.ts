import Stripe from 'stripe';
import type { BillingTestApp } from './billing-fixture.ts';

export interface BrowserPayment {
  id: string;
  status: string;
  error?: { code?: string; decline_code?: string; message?: string };
}

/**
 * What the Card modal does with the client secret: confirm the first invoice's PaymentIntent
 * with the PaymentMethod the card form produced. A card error comes back as `error`, the shape
 * Stripe.js gives `confirmCardPayment` callers.
 */
export async function payInBrowser(t: BillingTestApp, clientSecret: string, paymentMethod: string): Promise<BrowserPayment> {
  const id = clientSecret.split('_secret_')[0]!;
  try {
    const pi = await t.stripe.paymentIntents.confirm(id, { payment_method: paymentMethod });
    return { id: pi.id, status: pi.status };
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeCardError)) throw err;
    return { id, status: 'requires_payment_method', error: { code: err.code, decline_code: err.decline_code || undefined, message: err.message } };
  }
}

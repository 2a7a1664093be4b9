import type { BillingTestApp } from './billing-fixture.ts';

export interface BrowserPayment {
  id: string;
  status: string;
  error?: { code?: string; decline_code?: string; message?: string };
}

const piId = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

/**
 * What the Card modal does with the client secret in emulator mode: confirm the first invoice's
 * PaymentIntent through the emulator's browser route, with the publishable key and the
 * PaymentMethod id the typed test card maps to. A card error comes back as `error`, the shape
 * Stripe.js gives `confirmCardPayment` callers.
 */
export async function payInBrowser(t: BillingTestApp, clientSecret: string, paymentMethod: string): Promise<BrowserPayment> {
  const id = piId(clientSecret);
  const res = await t.app.inject({
    method: 'POST',
    url: `/stripe-emulator/v1/payment_intents/${id}/confirm`,
    payload: { client_secret: clientSecret, payment_method: paymentMethod, postal_code: '10001', key: t.emulator.publishableKey },
  });
  const body = res.json();
  if (res.statusCode === 200) return { id: body.id, status: body.status };
  if (res.statusCode !== 402) throw new Error(`confirm answered ${res.statusCode}: ${res.body}`);
  const { code, decline_code, message } = body.error;
  return { id, status: 'requires_payment_method', error: { code, decline_code: decline_code || undefined, message } };
}

/** The 3-D Secure challenge the emulator shows in place of the bank's. */
export async function authenticateInBrowser(t: BillingTestApp, clientSecret: string, result: 'success' | 'failure') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/stripe-emulator/v1/payment_intents/${piId(clientSecret)}/authenticate`,
    payload: { client_secret: clientSecret, result, key: t.emulator.publishableKey },
  });
  return { statusCode: res.statusCode, body: res.json() };
}

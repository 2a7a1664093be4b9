import { z } from 'zod';
import { apiFetch, readJson } from '../../../lib/api-client.ts';

/**
 * Emulator mode's stand-in for Stripe.js: confirms the first invoice's PaymentIntent with the
 * test PaymentMethod id the typed card maps to, and answers 3-D Secure challenges. Only the
 * publishable key and the client secret travel, as with Stripe.js; card numbers never do.
 */
export interface CardPaymentError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

/** The shape `stripe.confirmCardPayment` resolves with. */
export interface CardPaymentResult {
  paymentIntent?: { id: string; status: string };
  error?: CardPaymentError;
}

const intentId = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

/** What the emulator answers: a PaymentIntent, or Stripe's error envelope. */
const emulatorAnswerSchema = z.object({
  id: z.string().optional(),
  status: z.string().optional(),
  error: z
    .object({ type: z.string().optional(), code: z.string().optional(), decline_code: z.string().optional(), message: z.string().optional() })
    .optional(),
});

async function post(clientSecret: string, action: 'confirm' | 'authenticate', body: Record<string, unknown>): Promise<CardPaymentResult> {
  // Only the publishable key and the client secret travel, as with Stripe.js: no access token.
  const url = `/stripe-emulator/v1/payment_intents/${encodeURIComponent(intentId(clientSecret))}/${action}`;
  const res = await apiFetch(url, { method: 'POST', auth: false, body: { client_secret: clientSecret, ...body } });
  const answer = emulatorAnswerSchema.safeParse(await readJson(res, url).catch(() => null));
  const json = answer.success ? answer.data : null;
  if (res.ok && json?.id && json.status) return { paymentIntent: { id: json.id, status: json.status } };
  return { error: json?.error ?? { type: 'api_error', message: `${res.status}: ${res.statusText}` } };
}

export function confirmEmulatorPayment(input: { clientSecret: string; paymentMethod: string; postalCode: string; publishableKey: string }) {
  return post(input.clientSecret, 'confirm', {
    payment_method: input.paymentMethod,
    postal_code: input.postalCode || undefined,
    key: input.publishableKey,
  });
}

export function authenticateEmulatorPayment(input: { clientSecret: string; succeed: boolean; publishableKey: string }) {
  return post(input.clientSecret, 'authenticate', { result: input.succeed ? 'success' : 'failure', key: input.publishableKey });
}

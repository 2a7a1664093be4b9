import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { paymentMethodForTestCard } from '@luna/contracts';
import { stripeEmulatorBrowserRoutes } from '../src/browser-routes.ts';
import { startEmulator, subscribe } from './emulator-fixture.ts';

async function setup() {
  const f = startEmulator();
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(stripeEmulatorBrowserRoutes, { emulator: f.emulator });
  const confirm = (piId: string, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/stripe-emulator/v1/payment_intents/${piId}/confirm`, payload: { key: 'pk_test_emulator', ...body } });
  return { f, app, confirm };
}

describe('stripe emulator: browser confirmation with the publishable key and client secret', () => {
  it('confirms with the pm id the typed test card maps to, and activates the subscription', async () => {
    const { f, confirm } = await setup();
    const { sub, piId, clientSecret } = await subscribe(f);
    const card = paymentMethodForTestCard('4242 4242 4242 4242');
    expect(card).toEqual({ ok: true, paymentMethod: 'pm_card_visa' });
    const res = await confirm(piId!, { client_secret: clientSecret, payment_method: card.ok ? card.paymentMethod : '', postal_code: '94107' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: piId, object: 'payment_intent', status: 'succeeded', amount: 999 });
    expect(body).not.toHaveProperty('customer');
    expect((await f.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    expect(await f.deliveredTypes()).toContain('invoice.paid');
  });

  it('refuses a wrong client secret or key and changes nothing', async () => {
    const { f, confirm } = await setup();
    const { piId, clientSecret } = await subscribe(f);
    const wrong = await confirm(piId!, { client_secret: `${clientSecret}x`, payment_method: 'pm_card_visa' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { type: 'invalid_request_error', param: 'client_secret' } });
    const otherPi = await confirm('pi_other', { client_secret: clientSecret, payment_method: 'pm_card_visa' });
    expect(otherPi.statusCode).toBe(404);
    const badKey = await confirm(piId!, { client_secret: clientSecret, payment_method: 'pm_card_visa', key: 'pk_test_wrong' });
    expect(badKey.statusCode).toBe(401);
    expect((await f.stripe.paymentIntents.retrieve(piId!)).status).toBe('requires_payment_method');
  });

  it('returns Stripe.js-style card errors (402) and completes 3-D Secure', async () => {
    const { f, app, confirm } = await setup();
    const { piId, clientSecret } = await subscribe(f);
    const declined = await confirm(piId!, { client_secret: clientSecret, payment_method: 'pm_card_visa_chargeDeclinedInsufficientFunds' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        payment_intent: { status: 'requires_payment_method' },
      },
    });

    const challenged = await confirm(piId!, { client_secret: clientSecret, payment_method: 'pm_card_threeDSecure2Required' });
    expect(challenged.json()).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    const done = await app.inject({
      method: 'POST',
      url: `/stripe-emulator/v1/payment_intents/${piId}/authenticate`,
      headers: { authorization: 'Bearer pk_test_emulator' },
      payload: { client_secret: clientSecret, result: 'success' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'succeeded' });
  });

  it('answers a bad body, path or content type with a 4xx in Stripe.js error shape, never a 500', async () => {
    const { f, app, confirm } = await setup();
    const { piId, clientSecret } = await subscribe(f);
    const raw = (url: string, payload: string, contentType = 'application/json') =>
      app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
    const confirmUrl = `/stripe-emulator/v1/payment_intents/${piId}/confirm`;
    const answers = [
      await confirm(piId!, { payment_method: 'pm_card_visa' }), // no client secret
      await confirm(piId!, { client_secret: clientSecret, payment_method: 42 }),
      await confirm(piId!, { client_secret: clientSecret, payment_method: 'pm_card\u0000visa' }),
      await confirm(piId!, { client_secret: ['x'], payment_method: 'pm_card_visa', postal_code: { a: 1 } }),
      await confirm('not-a-pi', { client_secret: clientSecret, payment_method: 'pm_card_visa' }),
      await raw(confirmUrl, '{"client_secret": '),
      await raw(confirmUrl, ''),
      await raw(confirmUrl, 'client_secret=x', 'text/plain'),
      await app.inject({
        method: 'POST',
        url: `/stripe-emulator/v1/payment_intents/${piId}/authenticate`,
        payload: { key: 'pk_test_emulator', client_secret: clientSecret, result: 'maybe' },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.any(String) } });
    }
    expect(answers[0]!.json().error.message).toMatch(/client_secret/);
    expect((await f.stripe.paymentIntents.retrieve(piId!)).status).toBe('requires_payment_method');
  });

  it('maps card numbers like a card form: known test cards, bad numbers, unknown real-looking cards', () => {
    expect(paymentMethodForTestCard('4000 0000 0000 9995')).toEqual({ ok: true, paymentMethod: 'pm_card_visa_chargeDeclinedInsufficientFunds' });
    expect(paymentMethodForTestCard('4242424242424241')).toMatchObject({
      ok: false,
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
    expect(paymentMethodForTestCard('4111111111111111')).toEqual({ ok: true, paymentMethod: 'pm_card_emulatorLiveCard' });
  });
});

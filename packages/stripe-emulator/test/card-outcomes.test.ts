import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@luna/contracts';
import { knownTestPaymentMethodIds } from '../src/test-payment-methods.ts';
import { startEmulator, subscribe } from './emulator-fixture.ts';

const DECLINES = [
  ['pm_card_visa_chargeDeclined', 'card_declined', 'generic_decline', 'Your card was declined.'],
  ['pm_card_visa_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
  ['pm_card_visa_chargeDeclinedLostCard', 'card_declined', 'lost_card', 'Your card was declined.'],
  ['pm_card_visa_chargeDeclinedStolenCard', 'card_declined', 'stolen_card', 'Your card was declined.'],
  ['pm_card_chargeDeclinedExpiredCard', 'expired_card', undefined, 'Your card has expired.'],
  ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc', undefined, "Your card's security code is incorrect."],
  [
    'pm_card_chargeDeclinedProcessingError',
    'processing_error',
    undefined,
    'An error occurred while processing your card. Try again in a little bit.',
  ],
  ['pm_card_emulatorLiveCard', 'card_declined', 'test_mode_live_card', expect.stringContaining('used a non test (live) card')],
] as const;

describe('stripe emulator: test-card outcomes (real SDK)', () => {
  it.each(DECLINES)('%s -> StripeCardError %s / %s, subscription stays incomplete', async (pm, code, declineCode, message) => {
    const f = startEmulator();
    const { sub, piId, invoice } = await subscribe(f);
    const err = await f.stripe.paymentIntents.confirm(piId!, { payment_method: pm }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = err as Stripe.errors.StripeCardError;
    expect(cardError).toMatchObject({ statusCode: 402, code, message, type: 'StripeCardError' });
    // stripe-node reports a missing decline_code as ''.
    expect(cardError.decline_code || undefined).toBe(declineCode);
    expect(cardError.payment_intent).toMatchObject({ id: piId, status: 'requires_payment_method', last_payment_error: { code } });

    expect((await f.stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete');
    expect(await f.stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'open', attempt_count: 1 });
    expect(await f.deliveredTypes()).toEqual(['customer.subscription.created', 'payment_intent.payment_failed', 'invoice.payment_failed']);
  });

  it('lets the customer retry with another card after a decline', async () => {
    const f = startEmulator();
    const { sub, piId } = await subscribe(f);
    await expect(f.stripe.paymentIntents.confirm(piId!, { payment_method: 'pm_card_visa_chargeDeclinedInsufficientFunds' })).rejects.toThrow();
    const pi = await f.stripe.paymentIntents.confirm(piId!, { payment_method: 'pm_card_mastercard' });
    expect(pi.status).toBe('succeeded');
    const active = await f.stripe.subscriptions.retrieve(sub.id, { expand: ['default_payment_method'] });
    expect(active.status).toBe('active');
    expect((active.default_payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    await expect(f.stripe.paymentIntents.confirm(piId!, { payment_method: 'pm_card_visa' })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('3-D Secure: requires_action with use_stripe_sdk, then succeeds once authenticated', async () => {
    const f = startEmulator();
    const { sub, piId } = await subscribe(f);
    const pending = await f.stripe.paymentIntents.confirm(piId!, { payment_method: 'pm_card_threeDSecure2Required' });
    expect(pending.status).toBe('requires_action');
    expect(pending.next_action?.type).toBe('use_stripe_sdk');
    expect((await f.stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete');

    await f.stripe.rawRequest('POST', `/v1/payment_intents/${piId}/authenticate`, { result: 'success' });
    expect((await f.stripe.paymentIntents.retrieve(piId!)).status).toBe('succeeded');
    expect((await f.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it('3-D Secure: a failed challenge, and a card that authenticates but is then declined', async () => {
    const f = startEmulator();
    const { piId } = await subscribe(f);
    await f.stripe.paymentIntents.confirm(piId!, { payment_method: 'pm_card_authenticationRequired' });
    await expect(f.stripe.rawRequest('POST', `/v1/payment_intents/${piId}/authenticate`, { result: 'failure' })).rejects.toMatchObject({
      code: 'payment_intent_authentication_failure',
    });
    expect((await f.stripe.paymentIntents.retrieve(piId!)).status).toBe('requires_payment_method');

    const pending = await f.stripe.paymentIntents.confirm(piId!, { payment_method: 'pm_card_authenticationRequiredChargeDeclinedInsufficientFunds' });
    expect(pending.status).toBe('requires_action');
    await expect(f.stripe.rawRequest('POST', `/v1/payment_intents/${piId}/authenticate`, { result: 'success' })).rejects.toMatchObject({
      type: 'StripeCardError',
      decline_code: 'insufficient_funds',
    });
  });

  it('rejects an unknown test payment method with 404 and a confirm without one with 400', async () => {
    const f = startEmulator();
    const { piId } = await subscribe(f);
    await expect(f.stripe.paymentIntents.confirm(piId!, { payment_method: 'pm_card_bogus' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'payment_method',
    });
    await expect(f.stripe.paymentIntents.confirm(piId!)).rejects.toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('knows every PaymentMethod id the browser can send, with the card number last4', async () => {
    const f = startEmulator();
    for (const [number, pmId] of Object.entries(TEST_CARDS)) {
      expect(knownTestPaymentMethodIds()).toContain(pmId);
      const { piId } = await subscribe(f);
      const pi = await f.stripe.paymentIntents.confirm(piId!, { payment_method: pmId }).catch((e: Stripe.errors.StripeError) => e.payment_intent!);
      const used = pi.payment_method ?? pi.last_payment_error?.payment_method?.id;
      const pm = await f.stripe.paymentMethods.retrieve(typeof used === 'string' ? used : used!.id);
      expect(pm.card?.last4).toBe(number.slice(-4));
    }
  });
});

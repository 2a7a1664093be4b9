import { paymentErrorMessage, paymentErrorTexts } from '@luna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, type TestUser } from '../helpers.ts';
import { buildBillingApp, createTestUser, subscribe, userPlan, type BillingTestApp } from './billing-fixture.ts';
import { authenticateInBrowser, payInBrowser } from './pay.ts';

describe(`billing: subscribe, pay, confirm (${dbKind})`, () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await buildBillingApp();
  });
  afterAll(async () => t.close());

  const confirm = (user: TestUser, subscriptionId: string) =>
    t.app.inject({ method: 'POST', url: '/api/billing/confirm', headers: user.auth, payload: { subscriptionId } });
  const status = async (user: TestUser) =>
    (await t.app.inject({ url: `/api/users/${user.id}/status`, headers: user.auth })).json() as { canSendMessage: boolean };

  it('pays with 4242: Pro right after confirm in the same session, before any webhook', async () => {
    const user = await createTestUser(t);
    // Hold deliveries back to prove /api/billing/confirm alone gives Pro in the paying session.
    t.emulator.setWebhookTarget(null);
    const res = await subscribe(t, user);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({ success: true, status: 'incomplete', subscription: { plan: 'Pro', status: 'unknown', amount: 999 } });
    expect(result.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(await userPlan(t, user.id)).toBe('free');
    const consent = await t.db.query('SELECT terms_text_version, price, subscription_id FROM billing_consents WHERE user_id = $1', [user.id]);
    expect(consent.rows).toEqual([
      { terms_text_version: expect.any(String), price: '$9.99 per month; due today $9.99', subscription_id: result.subscriptionId },
    ]);

    const paid = await payInBrowser(t, result.clientSecret, 'pm_card_visa');
    expect(paid.status).toBe('succeeded');
    const confirmed = await confirm(user, result.subscriptionId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      plan: 'pro',
      subscription: {
        id: result.subscriptionId,
        status: 'active',
        productName: 'Luna Pro',
        amount: 999,
        currency: 'usd',
        interval: 'month',
        cancelAtPeriodEnd: false,
        card: { brand: 'visa', last4: '4242' },
        stripeCustomerId: expect.stringMatching(/^cus_/),
      },
    });
    expect(confirmed.json().subscription.nextBillingDate).toBe(confirmed.json().subscription.currentPeriodEnd);
    expect(await userPlan(t, user.id)).toBe('pro');
    expect((await status(user)).canSendMessage).toBe(true);
    const details = await t.app.inject({ url: `/api/user/${user.id}/details`, headers: user.auth });
    expect(details.json().user).toMatchObject({ plan: 'pro', subscription: { id: result.subscriptionId, status: 'active' } });
    const { rows: none } = await t.db.query('SELECT 1 FROM billing_subscriptions WHERE id = $1 AND last_event_created > 0', [result.subscriptionId]);
    expect(none).toHaveLength(0); // no webhook was involved
    expect((await subscribe(t, user)).statusCode).toBe(409);
    reattach(t);
  });

  it('processes the webhooks of a payment and mails one receipt', async () => {
    const user = await createTestUser(t);
    const { result } = (await subscribe(t, user)).json();
    await payInBrowser(t, result.clientSecret, 'pm_card_mastercard');
    await t.settle();
    expect(await userPlan(t, user.id)).toBe('pro');
    const sub = await t.db.query(
      'SELECT status, card_brand, card_last4, last_event_created > 0 AS evented FROM billing_subscriptions WHERE id = $1',
      [result.subscriptionId],
    );
    expect(sub.rows).toEqual([{ status: 'active', card_brand: 'mastercard', card_last4: '4444', evented: true }]);
    const types = (await t.db.query<{ type: string }>('SELECT type FROM stripe_events')).rows.map((r) => r.type);
    expect(types).toEqual(expect.arrayContaining(['customer.subscription.created', 'invoice.paid', 'customer.subscription.updated']));
    const mail = await t.db.query('SELECT subject, text_body, kind FROM outbox WHERE to_address = $1', [user.email]);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!).toMatchObject({ subject: 'Your Luna Pro receipt', kind: 'billing_receipt' });
    expect(mail.rows[0]!.text_body).toContain('Amount paid: $9.99');
    expect(mail.rows[0]!.text_body).toContain('Card: mastercard ending in 4444');
  });

  it.each([
    ['pm_card_visa_chargeDeclined', 'card_declined', 'generic_decline', paymentErrorTexts.declined],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds', paymentErrorTexts.insufficientFunds],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', undefined, paymentErrorTexts.expired],
    ['pm_card_visa_chargeDeclinedLostCard', 'card_declined', 'lost_card', paymentErrorTexts.declined],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc', undefined, paymentErrorTexts.fallback],
    ['pm_card_emulatorLiveCard', 'card_declined', 'test_mode_live_card', paymentErrorTexts.declined],
  ])('%s is declined with %s/%s, stays free, and can be paid again with another card', async (pm, code, decline, text) => {
    const user = await createTestUser(t);
    const { result } = (await subscribe(t, user)).json();
    const { error } = await payInBrowser(t, result.clientSecret, pm);
    expect({ code: error?.code, decline: error?.decline_code }).toEqual({ code, decline });
    expect(paymentErrorMessage(error?.code, error?.decline_code, error?.message)).toBe(text);

    expect((await confirm(user, result.subscriptionId)).json()).toEqual({ plan: 'free', subscription: null });
    await t.settle();
    expect(await userPlan(t, user.id)).toBe('free');
    const failedMail = await t.db.query('SELECT 1 FROM outbox WHERE to_address = $1', [user.email]);
    expect(failedMail.rows).toHaveLength(0);

    await payInBrowser(t, result.clientSecret, 'pm_card_visa');
    expect((await confirm(user, result.subscriptionId)).json().plan).toBe('pro');
  });

  it('3-D Secure: Pro only after the challenge succeeds; a failed challenge leaves the user free', async () => {
    const user = await createTestUser(t);
    const { result } = (await subscribe(t, user)).json();
    const pi = await payInBrowser(t, result.clientSecret, 'pm_card_threeDSecure2Required');
    expect(pi.status).toBe('requires_action');
    expect((await confirm(user, result.subscriptionId)).json().plan).toBe('free');
    const failed = await authenticateInBrowser(t, result.clientSecret, 'failure');
    expect(failed.body.error).toMatchObject({ code: 'payment_intent_authentication_failure' });
    expect(paymentErrorMessage(failed.body.error.code, failed.body.error.decline_code)).toBe(paymentErrorTexts.fallback);
    expect((await confirm(user, result.subscriptionId)).json().plan).toBe('free');

    expect((await payInBrowser(t, result.clientSecret, 'pm_card_threeDSecure2Required')).status).toBe('requires_action');
    const done = await authenticateInBrowser(t, result.clientSecret, 'success');
    expect(done.body.status).toBe('succeeded');
    expect((await confirm(user, result.subscriptionId)).json()).toMatchObject({ plan: 'pro', subscription: { status: 'active' } });
  });

  it("never confirms someone else's subscription", async () => {
    const owner = await createTestUser(t);
    const thief = await createTestUser(t);
    const { result } = (await subscribe(t, owner)).json();
    await payInBrowser(t, result.clientSecret, 'pm_card_visa');
    await subscribe(t, thief); // the thief has a customer of their own
    for (const id of [result.subscriptionId, 'sub_doesnotexist']) {
      const res = await confirm(thief, id);
      expect(res.statusCode).toBe(404);
    }
    expect(await userPlan(t, thief.id)).toBe('free');
  });

  it('a double click creates one subscription; a new attempt cancels the abandoned one', async () => {
    const user = await createTestUser(t);
    const startAt = new Date().toISOString();
    const [a, b] = await Promise.all([subscribe(t, user, { subscriptionStartAt: startAt }), subscribe(t, user, { subscriptionStartAt: startAt })]);
    // Both answered, with their messages in view if not (CI once saw one fail under load).
    expect([a.json(), b.json()]).toMatchObject([{ status: 'success' }, { status: 'success' }]);
    expect(a.json().result.subscriptionId).toBe(b.json().result.subscriptionId);
    const first = a.json().result.subscriptionId;
    const next = (await subscribe(t, user, { subscriptionStartAt: new Date(Date.now() + 1000).toISOString() })).json().result;
    expect(next.subscriptionId).not.toBe(first);
    expect((await t.stripe.subscriptions.retrieve(first)).status).toBe('canceled');
    await payInBrowser(t, next.clientSecret, 'pm_card_visa');
    expect((await confirm(user, next.subscriptionId)).json().plan).toBe('pro');
  });
});

/** The test above detached the webhook target; put the app's own delivery back. */
function reattach(t: BillingTestApp) {
  t.emulator.setWebhookTarget(async (rawBody, signature) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: rawBody,
    });
    if (res.statusCode >= 300) throw new Error(`webhook answered ${res.statusCode}`);
  });
}

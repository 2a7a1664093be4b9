import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPerson, register } from '../support/accounts.ts';
import { acceptOffer, cards, fillCard } from '../support/billing.ts';
import { screen } from '../support/screens.ts';
import { launchBrowser, newJourney } from '../support/browser.ts';
import { acknowledgeAiNotice, aiMessages, sendAndAwaitReply } from '../support/chat.ts';

const UPGRADE_PROMPT = "You've used your 4 free messages for today. Upgrade to Pro for unlimited conversations.";
const DECLINED = 'Your card was declined. Please check your card details or try a different payment method.';

/** Failed requests a person never sees as errors: the refused chat (402) and the declined payment (402). */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/status of 402/.test(e));
}

const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('subscribing to Luna Pro, as a person meets it', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('a free user at the limit upgrades with a coupon, pays by card, and chats on', async () => {
    const j = await newJourney(browser, baseUrl);
    await j.page.goto('/');
    await register(j.page, newPerson('upgrade'));
    await acknowledgeAiNotice(j.page);
    const topics = [
      'I keep worrying about money.',
      'Rent went up again this month.',
      'I do not want to tell my family.',
      'Thanks for listening to me.',
    ];
    for (const text of topics) await sendAndAwaitReply(j.page, text);
    await j.page.getByText(UPGRADE_PROMPT).waitFor();
    await screen(j.page, 'billing-6-limit-reached');

    await j.page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    const offer = j.page.getByRole('dialog', { name: 'Upgrade to Luna Pro' });
    await offer.waitFor();
    await offer.getByText('Have a coupon code?').waitFor();
    const listPrice = dollars(
      await offer
        .getByText(/^\$\d+\.\d\d$/)
        .first()
        .innerText(),
    );
    await screen(j.page, 'billing-6-upgrade-modal');
    await offer.getByLabel('Have a coupon code?').fill('WELCOME20');
    await offer.getByRole('button', { name: 'Apply' }).click();
    await offer.getByText('WELCOME20: 20% off').waitFor();
    await offer.getByText("With your coupon, today's charge is").waitFor();
    await screen(j.page, 'billing-6-coupon-applied');
    await acceptOffer(offer, null);

    const card = await fillCard(j.page, cards.visa());
    // The total is the price after 20% off.
    const total = dollars(await card.getByText(/^\$\d+\.\d\d$/).innerText());
    expect(Math.abs(total - listPrice * 0.8)).toBeLessThanOrEqual(0.01);
    await screen(j.page, 'billing-6-card-details');
    await card.getByRole('button', { name: 'Pay' }).click();
    await j.page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
    await j.page.getByText('Your Luna Pro subscription is now active.').waitFor();
    await screen(j.page, 'billing-6-payment-successful');
    // The success view closes itself after 5 seconds.
    await j.page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ state: 'detached', timeout: 10_000 });

    await j.page.getByText('Pro plan').first().waitFor();
    expect(await j.page.getByText(UPGRADE_PROMPT).count()).toBe(0);
    const reply = await sendAndAwaitReply(j.page, 'I upgraded. Can we keep talking about the money worries?');
    expect(reply.length).toBeGreaterThan(20);
    expect(await aiMessages(j.page).count()).toBe(5);
    await screen(j.page, 'billing-6-pro-fifth-message');
    expect(unexpected(j.errors)).toEqual([]);
    await j.context.close();
  });

  it('a free user paying with a declined card reads why, and stays free', async () => {
    const j = await newJourney(browser, baseUrl);
    await j.page.goto('/');
    await register(j.page, newPerson('declined'));
    await j.page.goto('/subscribe');
    await j.page.getByRole('heading', { name: 'Subscribe to Luna Pro' }).waitFor();
    await screen(j.page, 'billing-7-subscribe-page');
    await acceptOffer(j.page.getByRole('region', { name: 'Upgrade to Luna Pro' }), 'SAVE5');

    const card = await fillCard(j.page, cards.declined());
    await screen(j.page, 'billing-7-card-details');
    await card.getByRole('button', { name: 'Pay' }).click();
    await card.getByRole('alert').filter({ hasText: DECLINED }).waitFor({ timeout: 30_000 });
    await screen(j.page, 'billing-7-card-declined');
    // Still free: the card modal stays open to try another card, and nothing says Pro.
    expect(await j.page.getByText('Payment Successful!').count()).toBe(0);
    await card.getByRole('button', { name: 'Cancel' }).click();
    await card.waitFor({ state: 'detached' });
    await j.page.getByRole('button', { name: 'Back to Chat' }).click();
    await j.page.waitForURL(`${baseUrl}/`);
    await j.page.getByText('4 of 4 free messages left today').waitFor();
    await j.page.getByText('Free plan').first().waitFor();
    await screen(j.page, 'billing-7-back-to-chat-still-free');
    expect(unexpected(j.errors)).toEqual([]);
    await j.context.close();
  });
});

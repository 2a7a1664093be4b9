import type { Locator, Page } from 'playwright-core';

export interface TestCard {
  number: string;
  expiry: string;
  cvc: string;
  zip: string;
}

/** An expiry a couple of years ahead, as MM/YY, so the journeys never age out. */
export function futureExpiry(): string {
  const year = (new Date().getFullYear() + 2) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}

export const cards = {
  visa: (): TestCard => ({ number: '4242 4242 4242 4242', expiry: futureExpiry(), cvc: '123', zip: '94107' }),
  declined: (): TestCard => ({ number: '4000 0000 0000 0002', expiry: futureExpiry(), cvc: '123', zip: '94107' }),
};

/** In an open Upgrade offer (modal or /subscribe): applies a coupon, agrees to the terms, presses Upgrade Now. */
export async function acceptOffer(offer: Locator, coupon: string | null) {
  if (coupon) {
    await offer.getByLabel('Have a coupon code?').fill(coupon);
    await offer.getByRole('button', { name: 'Apply' }).click();
    await offer.getByText(`${coupon}:`).waitFor();
  }
  await offer.getByLabel('I agree to these subscription terms').check();
  await offer.getByRole('button', { name: 'Upgrade Now' }).click();
}

/** Fills the 'Card Details' modal (Pay is left to the journey); returns the modal. */
export async function fillCard(page: Page, card: TestCard): Promise<Locator> {
  const modal = page.getByRole('dialog', { name: 'Card Details' });
  await modal.waitFor();
  await modal.getByLabel('Card Number').fill(card.number);
  await modal.getByLabel('Expiry Date').fill(card.expiry);
  await modal.getByLabel('CVV').fill(card.cvc);
  await modal.getByLabel('Zip Code').fill(card.zip);
  return modal;
}

/** Subscribes on /subscribe with the test Visa card and comes back to the chat as Pro. */
export async function becomePro(page: Page) {
  await page.goto('/subscribe');
  await acceptOffer(page.getByRole('region', { name: 'Upgrade to Luna Pro' }), null);
  const card = await fillCard(page, cards.visa());
  await card.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
  await page.goto('/');
  await page.getByText('Pro plan').first().waitFor();
}

import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { EMULATOR_LIVE_CARD_PAYMENT_METHOD } from '@luna/contracts';
import type { EmulatorContext } from './emulator-context.ts';
import { resourceMissing } from './emulator-errors.ts';

/**
 * Stripe's test PaymentMethod ids and what a charge does with each (docs.stripe.com/testing,
 * "Declined payments" and "Regulatory cards"). Messages are Stripe's API messages.
 */
export interface CardDecline {
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
}
interface TestCard {
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  last4: string;
  funding?: 'credit' | 'debit';
  decline?: CardDecline;
  /** 'first': 3-D Secure on on-session payments; 'always': also blocks off-session renewals. */
  threeDS?: 'first' | 'always';
}

const DECLINED = 'Your card was declined.';
const declined = (decline_code: string, message = DECLINED): CardDecline => ({ code: 'card_declined', decline_code, message });
const insufficient = declined('insufficient_funds', 'Your card has insufficient funds.');

const CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', funding: 'debit' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '0005' },
  pm_card_discover: { brand: 'discover', last4: '1117' },
  pm_card_visa_chargeDeclined: { brand: 'visa', last4: '0002', decline: declined('generic_decline') },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: declined('generic_decline') },
  pm_card_visa_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', decline: insufficient },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', decline: insufficient },
  pm_card_visa_chargeDeclinedLostCard: { brand: 'visa', last4: '9987', decline: declined('lost_card') },
  pm_card_visa_chargeDeclinedStolenCard: { brand: 'visa', last4: '9979', decline: declined('stolen_card') },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    decline: { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    decline: { code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' },
  },
  pm_card_chargeDeclinedProcessingError: {
    brand: 'visa',
    last4: '0119',
    decline: { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
  },
  pm_card_visa_chargeDeclinedVelocityLimitExceeded: {
    brand: 'visa',
    last4: '6975',
    decline: declined('card_velocity_exceeded', 'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.'),
  },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', decline: declined('generic_decline') },
  pm_card_radarBlock: { brand: 'visa', last4: '0019', decline: declined('fraudulent') },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3155', threeDS: 'first' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', threeDS: 'always' },
  pm_card_authenticationRequiredChargeDeclinedInsufficientFunds: { brand: 'visa', last4: '3178', threeDS: 'always', decline: insufficient },
  [EMULATOR_LIVE_CARD_PAYMENT_METHOD]: {
    brand: 'visa',
    last4: '0000',
    decline: declined(
      'test_mode_live_card',
      'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    ),
  },
};

/** A card's fingerprint is stable per card number on Stripe; here, per test id. */
const fingerprintOf = (testId: string) => createHash('sha256').update(testId).digest('base64url').slice(0, 16);
const BY_FINGERPRINT = new Map(Object.keys(CARDS).map((id) => [fingerprintOf(id), CARDS[id]!]));

export const isTestPaymentMethodId = (id: string) => Object.hasOwn(CARDS, id);
export const knownTestPaymentMethodIds = () => Object.keys(CARDS);

/** How a charge on this PaymentMethod behaves (by its card fingerprint). */
export function cardBehaviour(pm: Stripe.PaymentMethod): TestCard {
  return BY_FINGERPRINT.get(pm.card?.fingerprint ?? '') ?? { brand: 'visa', last4: pm.card?.last4 ?? '0000' };
}

/**
 * Resolves `payment_method` as Stripe does: a test id (`pm_card_visa`) makes a new PaymentMethod
 * with the card's brand and last4; any other id must exist.
 */
export function resolvePaymentMethod(ctx: EmulatorContext, id: string, postalCode?: string): Stripe.PaymentMethod {
  const card = CARDS[id];
  if (!card) {
    if (id.startsWith('pm_card_')) throw resourceMissing('PaymentMethod', id, 'payment_method');
    return ctx.store.get('payment_method', id, 'payment_method');
  }
  const expYear = new Date(ctx.store.now() * 1000).getUTCFullYear() + 3;
  const pm = {
    id: ctx.store.newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: postalCode ?? null, state: null },
      email: null,
      name: null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: postalCode ? 'pass' : null, cvc_check: 'pass' },
      country: 'US',
      display_brand: card.brand,
      exp_month: 12,
      exp_year: expYear,
      fingerprint: fingerprintOf(id),
      funding: card.funding ?? 'credit',
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: ctx.store.now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  } as unknown as Stripe.PaymentMethod;
  return ctx.store.insert('payment_method', pm);
}

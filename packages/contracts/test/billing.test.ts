import { describe, expect, it } from 'vitest';
import { formatMoney, normalizeCouponCode, paymentErrorMessage, paymentErrorTexts, subscriptionTermsText } from '../src/billing.ts';

describe('paymentErrorMessage (spec section 8, "Payment")', () => {
  it.each([
    // Stripe's test-card catalogue: code, decline_code -> the spec's text
    ['card_declined', 'generic_decline', paymentErrorTexts.declined],
    ['card_declined', 'lost_card', paymentErrorTexts.declined],
    ['card_declined', 'stolen_card', paymentErrorTexts.declined],
    ['card_declined', 'card_velocity_exceeded', paymentErrorTexts.declined],
    ['card_declined', 'fraudulent', paymentErrorTexts.declined],
    ['card_declined', undefined, paymentErrorTexts.declined],
    ['card_declined', 'insufficient_funds', paymentErrorTexts.insufficientFunds],
    ['expired_card', undefined, paymentErrorTexts.expired],
    ['card_declined', 'expired_card', paymentErrorTexts.expired],
    ['card_declined', 'live_mode_test_card', paymentErrorTexts.testCardInLiveMode],
    ['incorrect_cvc', undefined, paymentErrorTexts.fallback],
    ['processing_error', undefined, paymentErrorTexts.fallback],
    ['incorrect_number', undefined, paymentErrorTexts.fallback],
    [undefined, undefined, paymentErrorTexts.fallback],
  ])('code %s / decline %s', (code, decline, text) => {
    expect(paymentErrorMessage(code, decline)).toBe(text);
  });

  it('recognises a test card in live mode from the message alone', () => {
    expect(paymentErrorMessage('card_declined', null, 'Your card was declined. Your request was in live mode, but used a known test card.')).toBe(
      paymentErrorTexts.testCardInLiveMode,
    );
  });

  it('uses the spec texts word for word', () => {
    expect(paymentErrorTexts.declined).toBe('Your card was declined. Please check your card details or try a different payment method.');
    expect(paymentErrorTexts.insufficientFunds).toBe('Insufficient funds. Please use a different card or contact your bank.');
    expect(paymentErrorTexts.expired).toBe('Your card has expired. Please use a different card.');
    expect(paymentErrorTexts.fallback).toBe('Please check your details and try again.');
  });
});

describe('coupon input and money', () => {
  it('upper-cases and trims coupon codes', () => expect(normalizeCouponCode('  welcome20 ')).toBe('WELCOME20'));
  it('formats minor units en-US', () => {
    expect(formatMoney(999)).toBe('$9.99');
    expect(formatMoney(0, 'usd')).toBe('$0.00');
  });
  it('names the price in the terms', () => expect(subscriptionTermsText('Luna Pro', '$9.99')).toContain('Luna Pro costs $9.99 per month'));
});

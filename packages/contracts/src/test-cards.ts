/**
 * Stripe's test cards (docs.stripe.com/testing) and the test PaymentMethod id each one stands for.
 * In emulator mode the browser turns a typed test card number into its PaymentMethod id, the way
 * Stripe.js turns card details into a PaymentMethod: card numbers never reach the API. The
 * emulator knows the outcome of each id (success, decline code, 3-D Secure).
 */
export const TEST_CARDS = {
  '4242424242424242': 'pm_card_visa',
  '4000056655665556': 'pm_card_visa_debit',
  '5555555555554444': 'pm_card_mastercard',
  '378282246310005': 'pm_card_amex',
  '6011111111111117': 'pm_card_discover',
  '4000000000000002': 'pm_card_visa_chargeDeclined',
  '4000000000009995': 'pm_card_visa_chargeDeclinedInsufficientFunds',
  '4000000000009987': 'pm_card_visa_chargeDeclinedLostCard',
  '4000000000009979': 'pm_card_visa_chargeDeclinedStolenCard',
  '4000000000000069': 'pm_card_chargeDeclinedExpiredCard',
  '4000000000000127': 'pm_card_chargeDeclinedIncorrectCvc',
  '4000000000000119': 'pm_card_chargeDeclinedProcessingError',
  '4000000000006975': 'pm_card_visa_chargeDeclinedVelocityLimitExceeded',
  '4000000000000341': 'pm_card_chargeCustomerFail',
  '4100000000000019': 'pm_card_radarBlock',
  '4000002500003155': 'pm_card_threeDSecure2Required',
  '4000002760003184': 'pm_card_authenticationRequired',
  '4000008260003178': 'pm_card_authenticationRequiredChargeDeclinedInsufficientFunds',
} as const satisfies Record<string, string>;

export type TestPaymentMethodId = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

/**
 * Not a Stripe id: the emulator's stand-in for "a real (non-test) card number in test mode", which
 * Stripe declines with `card_declined` / `test_mode_live_card`.
 */
export const EMULATOR_LIVE_CARD_PAYMENT_METHOD = 'pm_card_emulatorLiveCard';

export type TestCardLookup = { ok: true; paymentMethod: string } | { ok: false; code: 'incorrect_number'; message: string };

/** Luhn check, as card forms do before anything is sent. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/**
 * Maps a typed card number (spaces allowed) to the PaymentMethod id the browser sends in emulator
 * mode. An invalid number fails here, like Elements' client-side `incorrect_number`.
 */
export function paymentMethodForTestCard(cardNumber: string): TestCardLookup {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const known = (TEST_CARDS as Record<string, string>)[digits];
  if (known) return { ok: true, paymentMethod: known };
  if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits)) {
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  return { ok: true, paymentMethod: EMULATOR_LIVE_CARD_PAYMENT_METHOD };
}

import { z } from 'zod';

/**
 * Billing contracts (spec sections 2, 3, 7, 8): the product catalogue, customer creation,
 * subscribe, the coupon check, the Subscription entity and the payment error texts. The API
 * serves them; the Upgrade, Card and Billing modals read them.
 */

export const PRO_PRODUCT_ID = 'luna_pro';

/** The Pro promises (spec section 1), shown in the Upgrade modal and the Billing modal. */
export const PRO_FEATURES = [
  'Unlimited conversations',
  'Priority AI responses and support',
  'Advanced AI features',
  'Advanced file attachments',
  'Voice message support',
  'Chat history backup',
  'Custom AI personality',
] as const;

export const billingMessages = {
  paymentFailedTitle: 'Payment Failed',
  notInitialized: 'Payment processing is not properly initialized.',
  emailRequired: 'User email is required for payment processing.',
  noClientSecret: 'Failed to create payment intent - no client secret returned',
  productLoadFailed: 'Unable to load subscription details',
  invalidCoupon: 'Invalid coupon code',
  consentRequired: 'Please confirm that you agree to the subscription terms before paying.',
  alreadySubscribed: 'You already have an active subscription.',
  customerEmailMismatch: 'You can only create a payment customer for your own email address.',
  freeView: 'Free Plan: 4 messages per day',
} as const;

/** Spec section 8, "Payment": the exact texts the Card modal shows, by Stripe error. */
export const paymentErrorTexts = {
  testCardInLiveMode: 'Test cards cannot be used in live mode. Please use a real credit card to complete your purchase.',
  declined: 'Your card was declined. Please check your card details or try a different payment method.',
  insufficientFunds: 'Insufficient funds. Please use a different card or contact your bank.',
  expired: 'Your card has expired. Please use a different card.',
  fallback: 'Please check your details and try again.',
} as const;

/**
 * Maps a Stripe card error (`error.code`, `error.decline_code`, and optionally `error.message`)
 * to the spec's text. Insufficient funds and expiry are specific declines, so they are checked
 * before the generic "declined". Stripe reports a test card used in live mode as a
 * `card_declined`, with `decline_code: 'live_mode_test_card'` or only in the message.
 */
export function paymentErrorMessage(code?: string | null, declineCode?: string | null, message?: string | null): string {
  if (declineCode === 'live_mode_test_card' || /live mode, but used a known test card/i.test(message ?? ''))
    return paymentErrorTexts.testCardInLiveMode;
  if (declineCode === 'insufficient_funds') return paymentErrorTexts.insufficientFunds;
  if (code === 'expired_card' || declineCode === 'expired_card') return paymentErrorTexts.expired;
  if (code === 'card_declined') return paymentErrorTexts.declined;
  return paymentErrorTexts.fallback;
}

/** Spec section 5: the coupon input is upper-cased and trimmed; Apply is disabled when empty. */
export function normalizeCouponCode(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The plain terms shown next to the Pay button and recorded with the user's consent. Bump the
 * version whenever the wording changes, so each consent row says what was agreed to.
 */
export const BILLING_TERMS_VERSION = '2026-11-01';
export function subscriptionTermsText(productName: string, priceLabel: string): string {
  return (
    `${productName} costs ${priceLabel} per month, charged to your card today and then every month ` +
    'until you cancel. You can cancel at any time in Billing & Subscription; you keep Pro until the ' +
    'end of the month you have paid for and are not charged again.'
  );
}

/** Spec: amounts are minor units, shown en-US with the amount divided by 100. */
export function formatMoney(minorUnits: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100);
}

// ---- Entities ---------------------------------------------------------------------------------

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Dollars, e.g. 9.99 (the catalogue flow's shape); `unitAmount` is the same in cents. */
  price: z.number(),
  unitAmount: z.number().int(),
  currency: z.string(),
  interval: z.string(),
  priceId: z.string(),
  metadata: z.record(z.string(), z.string()),
  features: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;

export const subscriptionStatusSchema = z.enum(['active', 'canceled', 'past_due', 'unknown']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Spec section 3 "Subscription", plus the card the Billing modal shows. Dates are ISO strings. */
export const subscriptionSchema = z.object({
  id: z.string(),
  plan: z.literal('Pro'),
  status: subscriptionStatusSchema,
  productName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  interval: z.string(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  stripeCustomerId: z.string(),
  couponCode: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const couponSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount: z.object({ type: z.enum(['percentage', 'fixed']), value: z.number() }),
  /** Dollars after the discount, e.g. 7.99. */
  finalPrice: z.number(),
  makesFree: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

// ---- Workflow contracts (/webhook/*): `{status, result}` envelopes --------------------------

/** Every workflow failure: the spec's clients read `result.message` / `result.error`. */
export const workflowErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  result: z.object({ success: z.literal(false), message: z.string(), error: z.string() }),
});

export const productsRequestSchema = z.object({ productId: z.string().max(100).default(PRO_PRODUCT_ID) });
export const productsResponseSchema = z.object({
  status: z.literal('success'),
  result: z.object({ products: z.array(productSchema) }),
});

export const createCustomerRequestSchema = z.object({ email: z.string().max(254) });
export const createCustomerResponseSchema = z.object({
  status: z.literal('success'),
  result: z.object({
    success: z.literal(true),
    message: z.string(),
    stripeCustomerId: z.string(),
    customer: z.object({ id: z.string() }),
  }),
});

/**
 * Spec section 7 item 6, plus `consent`. Identity comes from the session: `userId` and `stripeId`
 * are checked against it, and `amount`, `productName` and `plan` are informational (the server
 * charges the configured price). `couponId` is the promotion code the user typed.
 */
export const subscribeRequestSchema = z.object({
  userId: z.string().max(100).optional(),
  plan: z.string().max(50).optional(),
  productName: z.string().max(200).optional(),
  productId: z.string().max(100).default(PRO_PRODUCT_ID),
  stripeId: z.string().max(100).nullish(),
  paymentMethodId: z.string().max(100).nullish(),
  amount: z.number().int().nonnegative().optional(),
  currency: z.string().max(10).optional(),
  subscriptionStartAt: z.string().max(100).optional(),
  couponId: z.string().max(100).nullish(),
  consent: z.boolean().optional(),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const subscribeResponseSchema = z.object({
  status: z.literal('success'),
  result: z.object({
    success: z.literal(true),
    /** Null when nothing is due today (a 100% coupon): the subscription is already active. */
    clientSecret: z.string().nullable(),
    subscriptionId: z.string(),
    /** Stripe's status: `incomplete` until the card is confirmed, `active` when nothing was due. */
    status: z.string(),
    subscription: subscriptionSchema,
  }),
});

// ---- Product API (/api/*) ---------------------------------------------------------------------

export const validateCouponRequestSchema = z.object({
  couponCode: z.string().max(100),
  userId: z.string().max(100).optional(),
  productId: z.string().max(100).default(PRO_PRODUCT_ID),
});
export const validateCouponResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  coupon: couponSchema.nullable(),
});

export const subscriptionIdBodySchema = z.object({ subscriptionId: z.string().min(1).max(100) });

/** GET /api/billing/subscription, and the answer of confirm, cancel and resume. */
export const billingStateSchema = z.object({
  plan: z.enum(['free', 'pro']),
  subscription: subscriptionSchema.nullable(),
});
export type BillingState = z.infer<typeof billingStateSchema>;

import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import { PRO_FEATURES, type BillingState, type Coupon, type Product, type Subscription } from '@luna/contracts';
import { resetToastsForTests } from '../../../hooks/use-toast.ts';
import { resetAuthStore, setCurrentUser, type LocalUser } from '../../../lib/auth-store.ts';
import { closeDialog, useOpenDialog } from '../../../lib/dialog-store.ts';
import { BillingModal } from '../components/billing-modal.tsx';
import { UpgradeModal } from '../components/upgrade-modal.tsx';

export const freeUser: LocalUser = {
  id: 'u-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  plan: 'free',
  userType: 'user',
  dailyMessageCount: 4,
  lastMessageDate: null,
};

export const product: Product = {
  id: 'luna_pro',
  name: 'Luna Pro',
  description: 'Unlimited conversations',
  price: 9.99,
  unitAmount: 999,
  currency: 'usd',
  interval: 'month',
  priceId: 'price_1',
  metadata: {},
  features: [...PRO_FEATURES],
};

export const subscription: Subscription = {
  id: 'sub_1',
  plan: 'Pro',
  status: 'active',
  productName: 'Luna Pro',
  amount: 999,
  currency: 'usd',
  interval: 'month',
  currentPeriodStart: '2026-11-01T12:00:00.000Z',
  currentPeriodEnd: '2026-12-01T12:00:00.000Z',
  nextBillingDate: '2026-12-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  stripeCustomerId: 'cus_Abc123',
  couponCode: null,
  card: { brand: 'visa', last4: '4242' },
};

export const coupons: Record<string, Coupon> = {
  WELCOME20: { code: 'WELCOME20', name: 'Welcome', discount: { type: 'percentage', value: 20 }, finalPrice: 7.99, makesFree: false },
  FREEMONTH: { code: 'FREEMONTH', name: 'Free month', discount: { type: 'percentage', value: 100 }, finalPrice: 0, makesFree: true },
};

/** The billing modals bound to the dialog store, as app/app-dialogs.tsx binds them. */
export function BillingDialogs() {
  const open = useOpenDialog();
  const onOpenChange = (value: boolean) => !value && closeDialog();
  return (
    <>
      <output data-testid="open-dialog">{open ?? 'none'}</output>
      <UpgradeModal open={open === 'upgrade'} onOpenChange={onOpenChange} />
      <BillingModal open={open === 'billing'} onOpenChange={onOpenChange} />
    </>
  );
}

export function cleanBillingStateEachTest() {
  beforeEach(() => resetAuthStore());
  afterEach(() => {
    act(() => {
      closeDialog();
      resetToastsForTests();
    });
    resetAuthStore();
  });
}

export function signIn(user: LocalUser = freeUser) {
  setCurrentUser(user);
}

/** userEvent without pauses between keystrokes, so it also works under fake timers. */
export function setupUser() {
  return userEvent.setup({ delay: null });
}

/** Every request body the handlers saw, by route name. */
export type Seen = Record<string, unknown[]>;

const cardOutcomes: Record<string, { status: number; body: unknown }> = {
  pm_card_visa: { status: 200, body: { id: 'pi_1', object: 'payment_intent', status: 'succeeded' } },
  pm_card_threeDSecure2Required: { status: 200, body: { id: 'pi_1', object: 'payment_intent', status: 'requires_action' } },
  pm_card_visa_chargeDeclined: {
    status: 402,
    body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
  },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    status: 402,
    body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
  },
  pm_card_chargeDeclinedExpiredCard: {
    status: 402,
    body: { error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' } },
  },
};

/**
 * The billing API and the emulator's browser routes, as the Card modal meets them. Outcomes by
 * test PaymentMethod id follow Stripe's table (the API's own tests check the real emulator).
 */
export function billingHandlers(seen: Seen, opts: { productsFail?: boolean; clientSecret?: string | null } = {}) {
  const record = async (name: string, request: Request) => {
    const body = await request.json().catch(() => null);
    (seen[name] ??= []).push(body);
    return body as Record<string, unknown>;
  };
  const clientSecret = opts.clientSecret === undefined ? 'pi_1_secret_abc' : opts.clientSecret;
  return [
    http.post('*/webhook/products', async ({ request }) => {
      await record('products', request);
      if (opts.productsFail)
        return HttpResponse.json({ status: 'error', message: 'down', result: { success: false, message: 'down', error: 'down' } }, { status: 500 });
      return HttpResponse.json({ status: 'success', result: { products: [product] } });
    }),
    http.post('*/webhook/create-customer', async ({ request }) => {
      await record('create-customer', request);
      return HttpResponse.json({
        status: 'success',
        result: { success: true, message: 'Customer ready', stripeCustomerId: 'cus_Abc123', customer: { id: 'cus_Abc123' } },
      });
    }),
    http.post('*/webhook/subscribe', async ({ request }) => {
      const body = await record('subscribe', request);
      const free = body.couponId === 'FREEMONTH';
      const result = {
        success: true,
        clientSecret: free ? null : clientSecret,
        subscriptionId: 'sub_1',
        status: free ? 'active' : 'incomplete',
        subscription,
      };
      // The spec's workflows may answer with JSON encoded twice.
      return HttpResponse.json(JSON.stringify({ status: 'success', result }));
    }),
    http.post('*/api/validate-coupon', async ({ request }) => {
      const body = await record('validate-coupon', request);
      const coupon = coupons[String(body.couponCode)];
      if (coupon) return HttpResponse.json({ success: true, message: `Coupon ${coupon.code} applied.`, coupon });
      if (body.couponCode === 'SILENT') return HttpResponse.json({ success: false, message: '', coupon: null });
      return HttpResponse.json({ success: false, message: 'This code has expired.', coupon: null });
    }),
    http.post('*/stripe-emulator/v1/payment_intents/:id/confirm', async ({ request }) => {
      const body = await record('confirm-card', request);
      const outcome = cardOutcomes[String(body.payment_method)] ?? {
        status: 402,
        body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'test_mode_live_card', message: 'Your card was declined.' } },
      };
      return HttpResponse.json(outcome.body as Record<string, unknown>, { status: outcome.status });
    }),
    http.post('*/stripe-emulator/v1/payment_intents/:id/authenticate', async ({ request }) => {
      const body = await record('authenticate', request);
      if (body.result === 'success') return HttpResponse.json({ id: 'pi_1', object: 'payment_intent', status: 'succeeded' });
      return HttpResponse.json(
        {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message: 'We are unable to authenticate your payment method.',
          },
        },
        { status: 400 },
      );
    }),
    http.post('*/api/billing/confirm', async ({ request }) => {
      await record('confirm', request);
      return HttpResponse.json({ plan: 'pro', subscription } satisfies BillingState);
    }),
  ];
}

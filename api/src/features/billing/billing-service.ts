import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  BILLING_TERMS_VERSION,
  billingMessages,
  formatMoney,
  normalizeCouponCode,
  type BillingState,
  type Coupon,
  type Product,
  type SubscribeRequest,
  type Subscription,
} from '@luna/contracts';
import type Stripe from 'stripe';
import type { Identity } from '../../infra/auth/guard.ts';
import type { Database } from '../../infra/db/database.ts';
import { AppError } from '../../infra/errors.ts';
import { toProduct, type Catalog } from './billing-catalog.ts';
import { createBillingRepository } from './billing-repository.ts';
import { couponAppliedMessage, describeCoupon, findPromotion, type Promotion } from './coupons.ts';
import { grantsPro } from './plan.ts';
import { isResourceMissing, stripeCall } from './stripe-errors.ts';
import { getSubscriptionSummary, toSubscription } from './subscription-summary.ts';
import { applySubscription, retrieveSubscription } from './subscription-sync.ts';
import { customerIdOf, SUBSCRIPTION_EXPAND } from './subscription-mapping.ts';

export interface BillingServiceDeps {
  db: Database;
  stripe: Stripe;
  catalog: Catalog;
  log: FastifyBaseLogger;
}

export interface SubscribeResult {
  clientSecret: string | null;
  subscriptionId: string;
  status: string;
  subscription: Subscription;
}

/** Luna's side of Stripe Billing: every identity comes from the session, never from a body. */
export function createBillingService({ db, stripe, catalog, log }: BillingServiceDeps) {
  const call = <T>(what: string, fn: () => Promise<T>) => stripeCall(log, what, fn);

  async function ensureCustomer(identity: Identity): Promise<string> {
    const existing = await createBillingRepository(db).customerIdOf(identity.userId);
    if (existing) return existing;
    // The idempotency key makes two racing first checkouts create one Stripe customer.
    const customer = await call('customers.create', () =>
      stripe.customers.create(
        { email: identity.email, name: identity.fullName || undefined, metadata: { user_id: identity.userId } },
        { idempotencyKey: `customer-${identity.userId}` },
      ),
    );
    return createBillingRepository(db).saveCustomer(identity.userId, customer.id);
  }

  async function state(userId: string): Promise<BillingState> {
    const subscription = await getSubscriptionSummary(db, userId);
    return { plan: subscription ? 'pro' : 'free', subscription };
  }

  /** Reads the subscription from Stripe (never from the client) and stores it with the plan. */
  async function sync(sub: Stripe.Subscription): Promise<void> {
    const entry = await catalog.entry();
    await db.tx((client) => applySubscription(client, sub, { eventCreated: null, fallbackProductName: entry.name }));
  }

  async function promotionFor(identity: Identity, rawCode: string | null | undefined): Promise<Promotion | null> {
    const code = normalizeCouponCode(rawCode ?? '');
    if (!code) return null;
    const entry = await catalog.entry();
    const customerId = await createBillingRepository(db).customerIdOf(identity.userId);
    const promotion = await call('promotionCodes.list', () => findPromotion(stripe, code, { entry, customerId }));
    if (!promotion) throw new AppError('bad_request:coupon', billingMessages.invalidCoupon);
    return promotion;
  }

  /** The user's own subscription by id, or 404 (another user's id looks exactly like a missing one). */
  async function ownSubscription(identity: Identity, subscriptionId: string): Promise<Stripe.Subscription> {
    const notFound = new AppError('not_found:subscription', 'Subscription not found.');
    const row = await createBillingRepository(db).subscription(subscriptionId);
    const customerId = await createBillingRepository(db).customerIdOf(identity.userId);
    if ((row && row.userId !== identity.userId) || !customerId) throw notFound;
    let sub: Stripe.Subscription;
    try {
      sub = await retrieveSubscription(stripe, subscriptionId);
    } catch (err) {
      if (isResourceMissing(err)) throw notFound;
      return call('subscriptions.retrieve', () => Promise.reject(err));
    }
    if (customerIdOf(sub) !== customerId) throw notFound;
    return sub;
  }

  async function currentSubscription(identity: Identity) {
    const rows = await createBillingRepository(db).subscriptionsOf(identity.userId);
    const current = rows.find((r) => grantsPro(r.status));
    if (!current) throw new AppError('not_found:subscription', 'You do not have an active subscription.');
    return current;
  }

  return {
    ensureCustomer,
    state,

    async products(productId: string): Promise<Product[]> {
      if (productId !== catalog.productId) throw new AppError('not_found:product', 'Unknown product.');
      return [toProduct(await call('catalog', () => catalog.entry()))];
    },

    /** The customer for the caller's own e-mail address (reused when one exists). */
    async createCustomer(identity: Identity, email: string): Promise<string> {
      if (email.trim().toLowerCase() !== identity.email.toLowerCase()) {
        throw new AppError('forbidden:customer', billingMessages.customerEmailMismatch);
      }
      return ensureCustomer(identity);
    },

    async validateCoupon(identity: Identity, rawCode: string): Promise<{ coupon: Coupon; message: string } | null> {
      const promotion = await promotionFor(identity, rawCode).catch((err) => {
        if (err instanceof AppError && err.code === 'bad_request:coupon') return null;
        throw err;
      });
      if (!promotion) return null;
      const coupon = describeCoupon(promotion, await catalog.entry());
      return { coupon, message: couponAppliedMessage(coupon) };
    },

    /**
     * Creates the Pro subscription, unpaid until the browser confirms the first invoice's
     * payment with the returned client secret. When a coupon makes the first invoice free there is
     * nothing to confirm and the subscription is active at once.
     */
    async subscribe(identity: Identity, body: SubscribeRequest, ip: string | null): Promise<SubscribeResult> {
      if (body.consent !== true) throw new AppError('bad_request:consent', billingMessages.consentRequired);
      if (body.userId && body.userId !== identity.userId) throw new AppError('forbidden:billing', 'You can only subscribe your own account.');
      if (body.productId !== catalog.productId) throw new AppError('not_found:product', 'Unknown product.');
      const existing = await createBillingRepository(db).subscriptionsOf(identity.userId);
      if (existing.some((r) => grantsPro(r.status))) throw new AppError('conflict:subscription', billingMessages.alreadySubscribed);
      const entry = await call('catalog', () => catalog.entry());
      const promotion = await promotionFor(identity, body.couponId);
      const customerId = await ensureCustomer(identity);
      if (body.stripeId && body.stripeId !== customerId) throw new AppError('forbidden:billing', 'That payment customer is not yours.');

      // Same attempt (a double click, a retried request) -> same key -> one subscription.
      const attempt = body.subscriptionStartAt ?? randomUUID();
      const key = createHash('sha256')
        .update(`${entry.priceId}|${promotion?.promotionCodeId ?? ''}|${attempt}`)
        .digest('hex');
      const created = await call('subscriptions.create', () =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: entry.priceId }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            ...(promotion ? { discounts: [{ promotion_code: promotion.promotionCodeId }] } : {}),
            metadata: { user_id: identity.userId },
            expand: ['latest_invoice.confirmation_secret'],
          },
          { idempotencyKey: `subscribe-${identity.userId}-${key.slice(0, 32)}` },
        ),
      );
      const invoice = typeof created.latest_invoice === 'object' ? created.latest_invoice : null;
      const clientSecret = created.status === 'incomplete' ? (invoice?.confirmation_secret?.client_secret ?? null) : null;
      if (created.status === 'incomplete' && !clientSecret) throw new AppError('offline:billing', billingMessages.noClientSecret);

      const full = await call('subscriptions.retrieve', () => retrieveSubscription(stripe, created.id));
      const today = invoice?.amount_due ?? entry.unitAmount;
      await db.tx(async (client) => {
        await applySubscription(client, full, { eventCreated: null, fallbackProductName: entry.name });
        await createBillingRepository(client).insertConsent({
          userId: identity.userId,
          termsVersion: BILLING_TERMS_VERSION,
          price: `${formatMoney(entry.unitAmount, entry.currency)} per ${entry.interval}; due today ${formatMoney(today, entry.currency)}${promotion ? ` with coupon ${promotion.code}` : ''}`,
          subscriptionId: created.id,
          ip,
        });
      });
      await cancelAbandoned(identity, created.id);
      const row = await createBillingRepository(db).subscription(created.id);
      return { clientSecret, subscriptionId: created.id, status: full.status, subscription: toSubscription(row!) };
    },

    /** After the browser confirmed the payment: read the outcome from Stripe and store it. */
    async confirm(identity: Identity, subscriptionId: string): Promise<BillingState> {
      await sync(await ownSubscription(identity, subscriptionId));
      return state(identity.userId);
    },

    async setCancelAtPeriodEnd(identity: Identity, cancel: boolean): Promise<BillingState> {
      const current = await currentSubscription(identity);
      const updated = await call('subscriptions.update', () =>
        stripe.subscriptions.update(current.id, { cancel_at_period_end: cancel, expand: SUBSCRIPTION_EXPAND }),
      );
      await sync(updated);
      return state(identity.userId);
    },
  };

  /**
   * An earlier checkout that was never paid (a decline, a closed tab) would still be payable
   * later; cancelling it means one person can never end up with two paid subscriptions. Only
   * attempts older than this one are touched, so two racing attempts cannot cancel each other.
   */
  async function cancelAbandoned(identity: Identity, keepId: string): Promise<void> {
    const rows = await createBillingRepository(db).subscriptionsOf(identity.userId);
    const keep = rows.find((r) => r.id === keepId);
    for (const r of rows) {
      if (r.id === keepId || r.status !== 'incomplete' || !keep || r.createdAt > keep.createdAt) continue;
      try {
        await sync(await stripe.subscriptions.cancel(r.id, { expand: SUBSCRIPTION_EXPAND }));
      } catch (err) {
        log.warn({ subscriptionId: r.id, err: (err as Error).name }, 'could not cancel an abandoned checkout');
      }
    }
  }
}

export type BillingService = ReturnType<typeof createBillingService>;

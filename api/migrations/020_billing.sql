-- Billing: a local mirror of the Stripe objects Luna needs. Stripe is the system of record for
-- money; billing_subscriptions is the one source of a user's plan (users.plan is derived from it
-- after every change, see api/src/features/billing/plan.ts).

-- One Stripe customer per user, created on first checkout and reused afterwards.
CREATE TABLE billing_customers (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  stripe_customer_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE billing_subscriptions (
  id text PRIMARY KEY, -- sub_...
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stripe_customer_id text NOT NULL,
  -- Stripe's status verbatim: incomplete, incomplete_expired, trialing, active, past_due,
  -- canceled, unpaid, paused.
  status text NOT NULL,
  price_id text NOT NULL,
  product_name text NOT NULL,
  -- What each period costs after the discount attached to the subscription, in minor units.
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  interval text NOT NULL DEFAULT 'month',
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  coupon_code text,
  -- {type: 'percentage'|'fixed', value, duration, end} of the attached discount, or null.
  discount jsonb,
  card_brand text,
  card_last4 text,
  -- event.created (Unix seconds) of the newest webhook applied; older deliveries never overwrite.
  last_event_created bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_subscriptions_user_idx ON billing_subscriptions (user_id);
CREATE INDEX billing_subscriptions_status_idx ON billing_subscriptions (status);

-- Every Stripe event id processed, inserted in the same transaction as its side effect, so an
-- event delivered twice (Stripe delivers at least once) takes effect once.
CREATE TABLE stripe_events (
  id text PRIMARY KEY, -- evt_...
  type text NOT NULL,
  created bigint NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- What the user agreed to before paying: the terms version, the price shown, when and from where.
CREATE TABLE billing_consents (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  terms_text_version text NOT NULL,
  price text NOT NULL,
  subscription_id text,
  ip text,
  accepted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_consents_user_idx ON billing_consents (user_id);

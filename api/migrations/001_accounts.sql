-- Accounts: the local user (spec section 3) and a GoTrue-shaped auth schema, so that a later
-- move to hosted Supabase is an export, not a redesign.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  encrypted_password text NOT NULL,
  full_name text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  country_code text NOT NULL DEFAULT '+1',
  state text NOT NULL DEFAULT '',
  -- Only the server writes these two; nothing a client sends can change them.
  user_type text NOT NULL DEFAULT 'user' CHECK (user_type IN ('user', 'admin')),
  plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'pro')),
  -- user_metadata the client may edit through PUT /auth/v1/user {data}.
  user_meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Terms of Use accepted, including the 18+ confirmation.
  terms_accepted_at timestamptz,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'password' or 'recovery' (a session from an e-mailed link may change the password).
  amr text NOT NULL DEFAULT 'password',
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  not_after timestamptz
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

CREATE TABLE auth_refresh_tokens (
  id bigserial PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  parent_hash text,
  revoked boolean NOT NULL DEFAULT false,
  -- When this token was rotated; reuse within a short grace returns the child (parallel tabs).
  rotated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_refresh_tokens_session_idx ON auth_refresh_tokens (session_id);

CREATE TABLE auth_one_time_tokens (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_type text NOT NULL CHECK (token_type IN ('recovery')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- E-mail that the embedded default does not send: kept here, its link printed to the log.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

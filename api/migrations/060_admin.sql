-- The admin dashboard (issue 11): disabled accounts, courtesy Pro, the audit log of admin
-- actions, and the indexes its users search and daily charts need at 100,000 users.

-- A disabled account cannot sign in, and its sessions are deleted when it is disabled.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

-- Pro given by an administrator without payment. The plan rule (billing/plan.ts) reads it beside
-- the Stripe subscriptions, so a webhook never takes a courtesy grant away, nor the reverse.
CREATE TABLE courtesy_pro (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  granted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL DEFAULT now()
);

-- Who did what to whom, and when. E-mails are copied so the row still reads after a deletion.
CREATE TABLE admin_audit_log (
  id bigserial PRIMARY KEY,
  admin_id uuid REFERENCES users (id) ON DELETE SET NULL,
  admin_email text NOT NULL,
  action text NOT NULL,
  target_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  target text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at DESC, id DESC);

-- The users table's default order (newest first) and keyset cursor.
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);

-- Substring search on name and e-mail: trigram GIN indexes serve `ILIKE '%term%'`. pg_trgm ships
-- with PostgreSQL (a trusted extension) and is loaded into the embedded database; where it is
-- missing the same query still works, as a sequential scan.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available: user search runs without an index';
END $$;
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
    CREATE INDEX users_full_name_trgm_idx ON users USING gin (full_name gin_trgm_ops);
  END IF;
END $$;

-- Per-day charts read messages and sign-ups by time.
CREATE INDEX chat_messages_created_idx ON chat_messages (created_at);

-- First-party telemetry: page views and browser errors, no user id, no content, no query strings.
CREATE TABLE telemetry_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('pageview', 'error', 'unhandledrejection')),
  path text NOT NULL,
  message text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX telemetry_events_created_idx ON telemetry_events (created_at, kind);

-- Messages sent per user per UTC day. One row per user, reset when the stored day is older:
-- the quota is charged by one atomic upsert (see features/chat), never read-then-write.
CREATE TABLE daily_usage (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

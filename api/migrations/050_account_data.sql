-- Issue 10: what a person controls about their companion and their data.

-- One row per user who changed a setting; absent means the defaults.
CREATE TABLE account_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Pro: {tone, addressAs, replyLength, avoidTopics}, validated by the contracts' personalitySchema.
  personality jsonb,
  memory_enabled boolean NOT NULL DEFAULT true,
  -- Conversations older than this many days are deleted by the retention job; null keeps them.
  retention_days integer CHECK (retention_days IN (30, 90, 365)),
  weekly_backup boolean NOT NULL DEFAULT false,
  last_backup_sent_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_settings_retention_idx ON account_settings (retention_days) WHERE retention_days IS NOT NULL;

-- What Luna remembers across conversations (Pro). Never crisis content (screened before insert).
CREATE TABLE memories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('person', 'helps', 'working_on')),
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The same fact said twice is remembered once.
CREATE UNIQUE INDEX memories_user_content_key ON memories (user_id, lower(content));

-- A restored conversation remembers the id it had in the backup, so restoring twice merges.
ALTER TABLE chat_sessions ADD COLUMN origin_id uuid;
CREATE INDEX chat_sessions_origin_idx ON chat_sessions (user_id, origin_id) WHERE origin_id IS NOT NULL;

-- Scheduled jobs keep their schedule here, not in memory, so a restart (or a second API instance)
-- neither skips nor doubles a run: an instance claims a due job by moving next_run_at forward
-- in one UPDATE ... RETURNING.
CREATE TABLE scheduled_jobs (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL,
  last_run_at timestamptz,
  last_result text
);

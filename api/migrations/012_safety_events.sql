-- De-identified crisis-screening log for yearly referral counts (CA SB 243 / WA reporting):
-- one row per screened message at 'distress' or above. No content, no user or session id.
CREATE TABLE safety_events (
  id bigserial PRIMARY KEY,
  tier text NOT NULL CHECK (tier IN ('distress', 'passive', 'active', 'imminent')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX safety_events_created_idx ON safety_events (created_at);

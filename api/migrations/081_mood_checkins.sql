-- The mood check-in (issue 13; docs/decisions/060): a 1-5 score and an optional short word,
-- owned by the user and listed in their mood history. The conversation keeps its own copy as an
-- AI turn (the acknowledgement), so a deleted conversation leaves the history row in place.
CREATE TABLE mood_checkins (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid REFERENCES chat_sessions (id) ON DELETE SET NULL,
  score smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  word text CHECK (word IS NULL OR char_length(word) BETWEEN 1 AND 24),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mood_checkins_user_idx ON mood_checkins (user_id, created_at DESC);

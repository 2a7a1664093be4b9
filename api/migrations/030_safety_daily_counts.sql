-- De-identified crisis-screening counts for the yearly reports (CA SB 243 §22603 from July 2027;
-- WA/OR 2027): per UTC day, tier and category, how many messages screened at that tier. No
-- content, no user or session id, not even a time of day: a count is all the report needs.
CREATE TABLE safety_daily_counts (
  day date NOT NULL,
  tier text NOT NULL CHECK (tier IN ('distress', 'passive', 'active', 'imminent')),
  category text NOT NULL CHECK (category IN ('suicide', 'self_harm', 'abuse_at_home', 'sexual_abuse', 'harm_to_others')),
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, tier, category)
);

-- The per-message log (012) kept a timestamp per event: fold it into day counts and drop it.
INSERT INTO safety_daily_counts (day, tier, category, count)
  SELECT (created_at AT TIME ZONE 'UTC')::date, tier, 'suicide', count(*)::int FROM safety_events GROUP BY 1, 2;
DROP TABLE safety_events;

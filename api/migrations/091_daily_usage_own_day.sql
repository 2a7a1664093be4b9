-- The free quota's day is the person's own (docs/decisions/091): each row keeps when its count
-- resets (the next local midnight in the zone the browser sent when the day began, never sooner
-- than 23 hours after the previous reset) and that zone. Rows written without a reset time (older
-- rows, or a plain INSERT of a day) count the UTC day: they reset at the UTC midnight after it.
ALTER TABLE daily_usage ADD COLUMN resets_at timestamptz;
ALTER TABLE daily_usage ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
UPDATE daily_usage SET resets_at = (day + 1)::timestamp AT TIME ZONE 'UTC';

CREATE FUNCTION daily_usage_default_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.resets_at IS NULL THEN
    NEW.resets_at := (NEW.day + 1)::timestamp AT TIME ZONE 'UTC';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER daily_usage_default_reset BEFORE INSERT ON daily_usage
  FOR EACH ROW EXECUTE FUNCTION daily_usage_default_reset();
ALTER TABLE daily_usage ALTER COLUMN resets_at SET NOT NULL;

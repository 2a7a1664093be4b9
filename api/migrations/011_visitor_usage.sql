-- Messages sent by visitors (no account) per UTC day, keyed two ways:
--   'v:<visitor id>'  the id in the signed visitor cookie (1 message);
--   'ip:<hmac>'       an HMAC of the client IP, never the raw address (a few messages), so that
--                     clearing cookies does not give unlimited free messages.
CREATE TABLE visitor_usage (
  key text NOT NULL,
  day date NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  -- Set once, when a visitor's count has been added to their account's daily count at sign-in.
  carried_at timestamptz,
  PRIMARY KEY (key, day)
);
CREATE INDEX visitor_usage_day_idx ON visitor_usage (day);

-- Lookups the auth flows make on every request or link: a user's open recovery tokens (a new
-- request supersedes them), a session's live refresh token, and the newest mail to an address
-- (the dev outbox route and tests read it).
CREATE INDEX auth_one_time_tokens_user_idx ON auth_one_time_tokens (user_id, token_type) WHERE used_at IS NULL;
CREATE INDEX outbox_to_address_idx ON outbox (lower(to_address), id DESC);
-- The sign-in method and time of a session, for the access token's amr claim.
ALTER TABLE auth_sessions ADD COLUMN refreshed_at timestamptz;

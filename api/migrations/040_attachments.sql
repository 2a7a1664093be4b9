-- Attachments (issue 9). The file itself is never stored: a message keeps only what the
-- history shows of it (name, type, size), as {filename, mimetype, size, fileType}.
ALTER TABLE chat_messages ADD COLUMN attachment jsonb;

-- Images attached per user per UTC day, for the free plan's daily image allowance. Charged by
-- one atomic upsert before the file is read, refunded if it cannot be read.
CREATE TABLE upload_usage (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  images integer NOT NULL DEFAULT 0 CHECK (images >= 0)
);

-- A retried send is stored once (issue 14): the browser gives each message it sends an id and
-- sends the same id again when the person retries after a failure (the first attempt may have
-- been stored although the answer never arrived, e.g. across a database restart).
ALTER TABLE chat_messages ADD COLUMN client_message_id uuid;
CREATE UNIQUE INDEX chat_messages_client_message_id ON chat_messages (client_message_id, session_id)
  WHERE client_message_id IS NOT NULL;

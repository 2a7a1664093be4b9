-- Conversations and their messages (spec section 3: Session/conversation, Message).
CREATE TABLE chat_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  -- True while the title is the dated placeholder; the first message then names the session.
  auto_title boolean NOT NULL DEFAULT false,
  -- When the AI disclosure was last shown in this conversation: it is shown again after 3 hours.
  disclosed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_sessions_user_updated_idx ON chat_sessions (user_id, updated_at DESC);

-- bigserial ids give a stable keyset cursor for history pages (newest first, 10 at a time).
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('user', 'ai')),
  message_type text NOT NULL DEFAULT 'text' CHECK (message_type IN ('text')),
  content text NOT NULL,
  crisis boolean NOT NULL DEFAULT false,
  disclosure text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_session_idx ON chat_messages (session_id, id DESC);

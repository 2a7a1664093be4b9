import { ChatHome } from '../../features/chat/components/chat-home.tsx';

/** Route `/` (spec section 2, Chat home). */
export function ChatHomePage() {
  return <ChatHome />;
}

import { PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { AppLayout } from '../../../components/layout/app-layout.tsx';
import { Footer } from '../../../components/layout/footer.tsx';
import { TopBar } from '../../../components/layout/top-bar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useCurrentUser, type LocalUser } from '../../../lib/auth-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useUserDetails } from '../api/get-user-details.ts';
import { useAdminRedirect } from '../hooks/use-admin-redirect.ts';
import { useChatLimits } from '../hooks/use-chat-limits.ts';
import { useConversation } from '../hooks/use-conversation.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query.ts';
import { useSendMessage } from '../hooks/use-send-message.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatSidebar } from './chat-sidebar.tsx';
import { ConversationView } from './conversation-view.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

/** Spec section 2 chat home: the top bar, the history sidebar for signed-in users, the chat. */
export function ChatHome() {
  const user = useCurrentUser();
  const isAdmin = useAdminRedirect(user);
  useUserDetails(isAdmin ? null : (user?.id ?? null));
  if (isAdmin) return null;
  // A different person (sign-in, sign-out) starts from a fresh view of their own storage.
  return <ChatHomeView key={user?.id ?? 'visitor'} user={user} />;
}

function ChatHomeView({ user }: { user: LocalUser | null }) {
  const { productName } = useRuntimeConfig();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [sidebarOpen, setSidebarOpen] = useState(() => window.matchMedia(DESKTOP_QUERY).matches);
  const conversation = useConversation(user?.id ?? null, productName);
  const limits = useChatLimits(user);
  const chat = useSendMessage(user, conversation, limits);
  // Only users with an id see history (spec section 2).
  const hasHistory = !!user?.id;

  function openSession(id: string | null) {
    chat.cancel();
    conversation.open(id);
  }

  const leading =
    hasHistory && !sidebarOpen ? (
      <Tooltip content="Open Chat History">
        <Button variant="ghost" size="sm" onClick={() => setSidebarOpen(true)} aria-label="Open Chat History">
          <PanelLeftOpen className="h-5 w-5" aria-hidden />
          <span className="hidden lg:inline" aria-hidden>
            Open Chat History
          </span>
        </Button>
      </Tooltip>
    ) : null;

  // Wide screens keep the disclosure footer inside the input bar (ChatComposer).
  const phoneFooter = (
    <div className="md:hidden">
      <Footer compact />
    </div>
  );

  return (
    <AppLayout header={<TopBar leading={leading} />} footer={phoneFooter} mainClassName="flex">
      {hasHistory && user && (
        <ChatSidebar
          user={user}
          open={sidebarOpen}
          onOpenChange={setSidebarOpen}
          desktop={desktop}
          activeId={conversation.sessionId}
          onOpenSession={openSession}
          onNewChat={() => openSession(null)}
          onDeleted={(id) => id === conversation.sessionId && openSession(null)}
        />
      )}
      <div className="flex min-h-[calc(100dvh-3.5rem)] min-w-0 flex-1 flex-col">
        <div className="flex-1 pb-4">
          <ConversationView conversation={conversation} user={user} waiting={chat.waiting} />
        </div>
        <ChatComposer
          user={user}
          limits={limits}
          waiting={chat.waiting}
          failure={chat.failure}
          onDismissFailure={chat.dismissFailure}
          onSend={chat.send}
        />
      </div>
    </AppLayout>
  );
}

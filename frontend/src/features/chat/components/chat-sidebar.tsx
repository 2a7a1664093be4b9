import { Dialog as RadixDialog } from 'radix-ui';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { SidebarContent } from './sidebar-content.tsx';

export interface ChatSidebarProps {
  user: LocalUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Wide screens: a column beside the chat. Phones: an overlay drawer. */
  desktop: boolean;
  activeId: string | null;
  onOpenSession: (id: string) => void;
  onNewChat: () => void;
  onDeleted: (id: string) => void;
}

/** The chat-history sidebar, 80 units wide (spec section 2). */
export function ChatSidebar({ user, open, onOpenChange, desktop, activeId, onOpenSession, onNewChat, onDeleted }: ChatSidebarProps) {
  // On phones the drawer covers the chat, so picking something closes it.
  const pick = (fn: () => void) => () => {
    fn();
    if (!desktop) onOpenChange(false);
  };
  const content = (
    <SidebarContent
      user={user}
      poll={open}
      activeId={activeId}
      onClose={() => onOpenChange(false)}
      onOpenSession={(id) => pick(() => onOpenSession(id))()}
      onNewChat={pick(onNewChat)}
      onDeleted={onDeleted}
    />
  );
  if (desktop) {
    if (!open) return null;
    return (
      <aside
        aria-label="Chat history"
        className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-80 shrink-0 border-r border-night-700/60 bg-night-950/60 md:flex"
      >
        {content}
      </aside>
    );
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-night-950/70 backdrop-blur-sm" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] border-r border-night-600 bg-night-900 shadow-2xl"
        >
          <RadixDialog.Title className="sr-only">Chat history</RadixDialog.Title>
          {content}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

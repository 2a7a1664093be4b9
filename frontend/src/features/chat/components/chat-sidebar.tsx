import { useId } from 'react';
import { PlainModal } from '../../../components/ui/plain-modal.tsx';
import { useRadixDialog } from '../../../components/ui/use-radix-dialog.ts';
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

const DRAWER_OVERLAY = 'fixed inset-0 z-40 bg-night-950/70 backdrop-blur-sm';
const DRAWER = 'fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] border-r border-night-600 bg-night-900 shadow-2xl';

/** The chat-history sidebar, 80 units wide (spec section 2). */
export function ChatSidebar({ user, open, onOpenChange, desktop, activeId, onOpenSession, onNewChat, onDeleted }: ChatSidebarProps) {
  // Phones: Radix's dialog makes the drawer; the plain one stands in until its chunk is there.
  const Radix = useRadixDialog(open && !desktop);
  const titleId = useId();
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
  if (!Radix) {
    return open ? (
      <PlainModal onClose={() => onOpenChange(false)} labelledBy={titleId} overlayClassName={DRAWER_OVERLAY} className={DRAWER}>
        <h2 id={titleId} className="sr-only">
          Chat history
        </h2>
        {content}
      </PlainModal>
    ) : null;
  }
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className={DRAWER_OVERLAY} />
        <Radix.Content aria-describedby={undefined} className={DRAWER}>
          <Radix.Title className="sr-only">Chat history</Radix.Title>
          {content}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

import { LogOut, PanelLeftClose, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { useLogout } from '../../../hooks/use-logout.ts';
import { AccountMenu } from './account-menu.tsx';
import { SessionList } from './session-list.tsx';
import { UserBadge } from './user-badge.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

export interface SidebarContentProps {
  user: LocalUser;
  poll: boolean;
  activeId: string | null;
  onClose: () => void;
  onOpenSession: (id: string) => void;
  onNewChat: () => void;
  onDeleted: (id: string) => void;
}

export function SidebarContent({ user, poll, activeId, onClose, onOpenSession, onNewChat, onDeleted }: SidebarContentProps) {
  const { logout, busy } = useLogout();
  return (
    <div className="flex min-h-0 w-full flex-col">
      <div className="flex items-center justify-between gap-2 px-3 pt-3">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-300">Conversations</h2>
        <Tooltip content="Collapse chat history">
          <Button variant="ghost" size="icon" aria-label="Collapse chat history" onClick={onClose}>
            <PanelLeftClose className="h-5 w-5" aria-hidden />
          </Button>
        </Tooltip>
      </div>
      <div className="px-3 py-2">
        <Button variant="secondary" className="w-full" onClick={onNewChat}>
          <Plus className="h-4 w-4" aria-hidden />
          New chat
        </Button>
      </div>
      <nav aria-label="Past conversations" className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
        <SessionList userId={user.id} activeId={activeId} poll={poll} onOpen={onOpenSession} onDeleted={onDeleted} />
      </nav>
      <div className="flex flex-col gap-2 border-t border-night-700/60 p-3">
        <UserBadge user={user} />
        <AccountMenu user={user} />
        <Button variant="ghost" onClick={() => void logout()} disabled={busy} className="justify-start">
          <LogOut className="h-4 w-4" aria-hidden />
          Logout
        </Button>
      </div>
    </div>
  );
}

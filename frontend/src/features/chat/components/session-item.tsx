import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { SessionSummary } from '@luna/contracts';
import { MENU_TRIGGER_CLASS } from './session-menu-trigger.ts';

/** The menu (Radix, with its positioning library) loads after the first paint (issue 13). */
const SessionMenu = lazy(() => import('./session-menu.tsx'));

/** The menu's trigger while the menu loads: the same button; a press then opens the menu once it is there. */
function MenuPlaceholder({ title, onPress }: { title: string; onPress: () => void }) {
  return (
    <button type="button" aria-label={`Options for ${title}`} aria-haspopup="menu" className={MENU_TRIGGER_CLASS} onClick={onPress}>
      <MoreHorizontal className="h-4 w-4" aria-hidden />
    </button>
  );
}

export interface SessionItemProps {
  session: SessionSummary;
  active: boolean;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One past conversation: its title and last message; rename and delete from a small menu. */
export function SessionItem({ session, active, onOpen, onRename, onDelete }: SessionItemProps) {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <li className={`group flex items-start gap-1 rounded-xl ${active ? 'bg-night-700/80' : 'hover:bg-night-800'}`}>
      <button type="button" onClick={onOpen} aria-current={active ? 'true' : undefined} className="min-w-0 flex-1 rounded-xl px-3 py-2 text-left">
        <span className="block truncate text-sm font-medium text-slate-100">{session.title}</span>
        {session.lastMessage && <span className="block truncate text-xs text-slate-400">{session.lastMessage.content}</span>}
      </button>
      <Suspense fallback={<MenuPlaceholder title={session.title} onPress={() => setPressedEarly(true)} />}>
        <SessionMenu title={session.title} onRename={onRename} onDelete={onDelete} defaultOpen={pressedEarly} />
      </Suspense>
    </li>
  );
}

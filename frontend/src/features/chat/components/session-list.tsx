import { useState } from 'react';
import type { SessionSummary } from '@luna/contracts';
import { useSessions } from '../api/get-sessions.ts';
import { DeleteSessionDialog } from './delete-session-dialog.tsx';
import { RenameSessionDialog } from './rename-session-dialog.tsx';
import { SessionItem } from './session-item.tsx';

export interface SessionListProps {
  userId: string;
  activeId: string | null;
  /** Polled every 30 seconds while the sidebar is open. */
  poll: boolean;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}

type Editing = { kind: 'rename' | 'delete'; session: SessionSummary } | null;

export function SessionList({ userId, activeId, poll, onOpen, onDeleted }: SessionListProps) {
  const sessions = useSessions(userId, { poll });
  const [editing, setEditing] = useState<Editing>(null);

  if (sessions.isPending)
    return (
      <p className="px-3 py-4 text-sm text-slate-400" role="status">
        Loading conversations...
      </p>
    );
  if (sessions.isError)
    return (
      <p className="px-3 py-4 text-sm text-red-300" role="alert">
        Failed to load conversations
      </p>
    );
  const list = sessions.data.sessions;
  if (list.length === 0)
    return (
      <div className="px-3 py-8 text-center">
        <p className="text-sm font-medium text-slate-200">No conversations yet</p>
        <p className="mt-1 text-xs text-slate-400">Start chatting to see your history</p>
      </div>
    );

  return (
    <>
      <ul className="flex flex-col gap-1">
        {list.map((s) => (
          <SessionItem
            key={s.id}
            session={s}
            active={s.id === activeId}
            onOpen={() => onOpen(s.id)}
            onRename={() => setEditing({ kind: 'rename', session: s })}
            onDelete={() => setEditing({ kind: 'delete', session: s })}
          />
        ))}
      </ul>
      {editing?.kind === 'rename' && <RenameSessionDialog session={editing.session} userId={userId} onClose={() => setEditing(null)} />}
      {editing?.kind === 'delete' && (
        <DeleteSessionDialog session={editing.session} userId={userId} onClose={() => setEditing(null)} onDeleted={onDeleted} />
      )}
    </>
  );
}

import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { SessionSummary } from '@luna/contracts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

const itemClass = 'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-100 outline-none data-[highlighted]:bg-night-700';

export interface SessionItemProps {
  session: SessionSummary;
  active: boolean;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One past conversation: its title and last message; rename and delete from a small menu. */
export function SessionItem({ session, active, onOpen, onRename, onDelete }: SessionItemProps) {
  return (
    <li className={`group flex items-start gap-1 rounded-xl ${active ? 'bg-night-700/80' : 'hover:bg-night-800'}`}>
      <button type="button" onClick={onOpen} aria-current={active ? 'true' : undefined} className="min-w-0 flex-1 rounded-xl px-3 py-2 text-left">
        <span className="block truncate text-sm font-medium text-slate-100">{session.title}</span>
        {session.lastMessage && <span className="block truncate text-xs text-slate-400">{session.lastMessage.content}</span>}
      </button>
      <DropdownMenu.Root modal={false}>
        <Tooltip content="Rename or delete">
          <DropdownMenu.Trigger
            aria-label={`Options for ${session.title}`}
            className="mt-1.5 mr-1 rounded-md p-1.5 text-slate-300 hover:bg-night-600 hover:text-white data-[state=open]:bg-night-600"
          >
            <MoreHorizontal className="h-4 w-4" aria-hidden />
          </DropdownMenu.Trigger>
        </Tooltip>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-36 rounded-lg border border-night-600 bg-night-900 p-1 shadow-xl">
            <DropdownMenu.Item className={itemClass} onSelect={onRename}>
              <Pencil className="h-4 w-4" aria-hidden />
              Rename
            </DropdownMenu.Item>
            <DropdownMenu.Item className={`${itemClass} text-red-300`} onSelect={onDelete}>
              <Trash2 className="h-4 w-4" aria-hidden />
              Delete
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </li>
  );
}

import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { MENU_TRIGGER_CLASS } from './session-menu-trigger.ts';

const itemClass = 'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-100 outline-none data-[highlighted]:bg-night-700';

/** Rename and delete for one conversation (session-item.tsx loads it after the first paint). */
export default function SessionMenu({
  title,
  onRename,
  onDelete,
  defaultOpen = false,
}: {
  title: string;
  onRename: () => void;
  onDelete: () => void;
  /** The trigger was pressed before the menu had loaded. */
  defaultOpen?: boolean;
}) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <Tooltip content="Rename or delete">
        <DropdownMenu.Trigger aria-label={`Options for ${title}`} className={MENU_TRIGGER_CLASS}>
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
  );
}

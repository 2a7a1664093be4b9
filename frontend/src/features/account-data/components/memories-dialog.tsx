import { memoryKindLabels } from '@luna/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { openDialog } from '../../../lib/dialog-store.ts';
import { useUpdateDataSettings } from '../api/data-settings.ts';
import { useDeleteMemory } from '../api/delete-memory.ts';
import { useMemories } from '../api/get-memories.ts';
import { errorText } from './error-text.ts';

/** "What Luna remembers": every remembered item, each deletable, and the switch to stop remembering. */
export function MemoriesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const user = useCurrentUser();
  const userId = user?.id ?? null;
  const query = useMemories(userId, open);
  const remove = useDeleteMemory(userId);
  const settings = useUpdateDataSettings(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (err: unknown) => setFailure(errorText(err));
  const data = query.data;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="What Luna remembers"
      description="Things you shared that Luna keeps in mind across conversations. Nothing about a crisis is ever kept."
      width="max-w-lg"
    >
      {user?.plan !== 'pro' && (
        <div className="mb-3 space-y-2 text-sm text-slate-200">
          <p>Memory is part of Pro's advanced AI features.</p>
          <Button size="sm" onClick={() => openDialog('upgrade')}>
            See Pro
          </Button>
        </div>
      )}
      {data && (
        <>
          <label className="mb-3 flex items-center gap-2 text-sm text-slate-100">
            <input
              type="checkbox"
              checked={data.enabled}
              disabled={settings.isPending}
              onChange={(e) => settings.mutate({ memoryEnabled: e.target.checked }, { onError })}
            />
            Let Luna remember what I share
          </label>
          {data.memories.length === 0 ? (
            <p className="text-sm text-slate-300">
              Nothing yet. When you mention people in your life, what helps you or what you're working on, it will appear here.
            </p>
          ) : (
            <ul aria-label="Remembered items" className="max-h-72 space-y-2 overflow-y-auto">
              {data.memories.map((m) => (
                <li key={m.id} className="flex items-center gap-2 rounded-lg border border-night-600 px-3 py-2">
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm text-slate-100">{m.content}</span>
                    <span className="block text-xs text-slate-400">{memoryKindLabels[m.kind]}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Forget "${m.content}"`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(m.id, { onError })}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {data.memories.length > 0 && (
            <div className="mt-3 flex justify-end">
              <Button variant="secondary" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(null, { onError })}>
                Forget everything
              </Button>
            </div>
          )}
        </>
      )}
      {query.isPending && open && <p className="text-sm text-slate-300">Loading...</p>}
      {(failure || query.isError) && (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {failure ?? errorText(query.error)}
        </p>
      )}
    </Dialog>
  );
}

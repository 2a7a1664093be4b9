import { accountDataMessages, retentionChoices, type DataSettings } from '@luna/contracts';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClass, Label } from '../../../components/ui/input.tsx';
import { HttpError } from '../../../lib/api-errors.ts';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { openDialog } from '../../../lib/dialog-store.ts';
import { useDataSettings, useUpdateDataSettings } from '../api/data-settings.ts';
import { downloadBackup } from '../api/export-backup.ts';
import { useImportBackup } from '../api/import-backup.ts';
import { errorText } from './error-text.ts';

/** Everyone's data rights in one place: backup, restore, retention, the weekly e-mail (Pro), deletion. */
export function YourDataDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const user = useCurrentUser();
  const userId = user?.id ?? null;
  const settings = useDataSettings(userId, open);
  const update = useUpdateDataSettings(userId);
  const restore = useImportBackup();
  const file = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pro = user?.plan === 'pro';

  const report = (ok: string | null, bad: string | null) => (setStatus(ok), setFailure(bad));
  const download = (format: 'json' | 'markdown') =>
    downloadBackup(format).then(
      (name) => report(`Downloaded ${name}.`, null),
      (err) => report(null, errorText(err)),
    );
  const save = (patch: Partial<DataSettings>) =>
    update.mutate(patch, { onSuccess: () => report('Saved.', null), onError: (err) => report(null, errorText(err)) });

  async function restoreFrom(f: File) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await f.text());
    } catch {
      return report(null, accountDataMessages.invalidBackup);
    }
    restore.mutate(parsed, {
      onSuccess: (r) =>
        report(
          `Restored: ${r.conversationsAdded} conversation(s) added, ${r.conversationsMerged} merged, ${r.messagesAdded} message(s) added${r.moodCheckInsAdded ? `, ${r.moodCheckInsAdded} mood check-in(s)` : ''}.`,
          null,
        ),
      onError: (err) => report(null, err instanceof HttpError && err.status === 400 ? accountDataMessages.invalidBackup : errorText(err)),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Your data"
      description="Your conversations are yours: take a copy, bring one back, choose how long they are kept, or delete everything."
      width="max-w-lg"
    >
      <div className="space-y-5 text-sm text-slate-200">
        <section aria-labelledby="backup-heading" className="space-y-2">
          <h3 id="backup-heading" className="font-medium text-slate-100">
            Chat history backup
          </h3>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void download('json')}>
              Download backup (JSON)
            </Button>
            <Button variant="secondary" size="sm" onClick={() => void download('markdown')}>
              Download as Markdown
            </Button>
            <Button variant="secondary" size="sm" disabled={restore.isPending} onClick={() => file.current?.click()}>
              {restore.isPending ? 'Restoring...' : 'Restore a backup'}
            </Button>
            <input
              ref={file}
              type="file"
              accept="application/json,.json"
              aria-label="Backup file to restore"
              className="hidden"
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                if (f) void restoreFrom(f);
              }}
            />
          </div>
          <p className="text-xs text-slate-400">Restoring merges into your conversations; nothing is duplicated.</p>
          {settings.data && (
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={settings.data.weeklyBackup}
                disabled={!pro || update.isPending}
                onChange={(e) => save({ weeklyBackup: e.target.checked })}
              />
              E-mail me a backup every week {!pro && <span className="text-xs text-slate-400">(Pro)</span>}
            </label>
          )}
        </section>
        {settings.data && (
          <section className="space-y-1">
            <Label htmlFor="retention">Keep my conversations</Label>
            <select
              id="retention"
              className={inputClass}
              value={settings.data.retentionDays ?? ''}
              disabled={update.isPending}
              onChange={(e) => save({ retentionDays: e.target.value ? (Number(e.target.value) as 30 | 90 | 365) : null })}
            >
              <option value="">Until I delete them</option>
              {retentionChoices.map((d) => (
                <option key={d} value={d}>
                  For {d} days, then delete them
                </option>
              ))}
            </select>
          </section>
        )}
        {status && (
          <p role="status" className="text-moon-200">
            {status}
          </p>
        )}
        {failure && (
          <p role="alert" className="text-red-300">
            {failure}
          </p>
        )}
        <section className="flex flex-wrap items-center justify-between gap-2 border-t border-night-700 pt-4">
          <a href="/privacy" className="text-moon-300 underline-offset-4 hover:underline">
            How we handle your data
          </a>
          <Button variant="danger" size="sm" onClick={() => openDialog('delete-account')}>
            Delete my account
          </Button>
        </section>
      </div>
    </Dialog>
  );
}

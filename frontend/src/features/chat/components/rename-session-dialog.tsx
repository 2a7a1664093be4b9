import { useState, type FormEvent } from 'react';
import { chatMessages, SESSION_TITLE_MAX, type SessionSummary } from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { useRenameSession } from '../api/rename-session.ts';
import { errorMessage } from '../lib/error-message.ts';

export function RenameSessionDialog({ session, userId, onClose }: { session: SessionSummary; userId: string; onClose: () => void }) {
  const [title, setTitle] = useState(session.title);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameSession(userId);

  function submit(e: FormEvent) {
    e.preventDefault();
    const value = title.trim();
    // The same rules and messages as the server's sessionTitleSchema.
    if (!value) return setError(chatMessages.titleRequired);
    if (value.length > SESSION_TITLE_MAX) return setError(chatMessages.titleTooLong);
    rename.mutate({ id: session.id, title: value }, { onSuccess: onClose, onError: (err) => setError(errorMessage(err)) });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Rename conversation">
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Label htmlFor="session-title">Title</Label>
        <Input
          id="session-title"
          value={title}
          maxLength={SESSION_TITLE_MAX}
          aria-invalid={!!error}
          aria-describedby={error ? 'session-title-error' : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id="session-title-error" role="alert" className="text-sm text-red-300">
            {error}
          </p>
        )}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

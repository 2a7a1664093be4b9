import { useState } from 'react';
import type { SessionSummary } from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useDeleteSession } from '../api/delete-session.ts';
import { errorMessage } from '../lib/error-message.ts';

export interface DeleteSessionDialogProps {
  session: SessionSummary;
  userId: string;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

export function DeleteSessionDialog({ session, userId, onClose, onDeleted }: DeleteSessionDialogProps) {
  const remove = useDeleteSession(userId);
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    remove.mutate(session.id, {
      onSuccess: () => {
        onDeleted(session.id);
        onClose();
      },
      onError: (err) => setError(errorMessage(err)),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete conversation?"
      description={`"${session.title}" and its messages will be deleted. This cannot be undone.`}
    >
      {error && (
        <p role="alert" className="mb-3 text-sm text-red-300">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}

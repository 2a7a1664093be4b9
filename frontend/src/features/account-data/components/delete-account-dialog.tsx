import { accountDataMessages } from '@luna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import { clearLocalSession } from '../../../lib/auth-store.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { errorText } from './error-text.ts';

/** Delete my account: confirmed with the password; afterwards the browser forgets the session too. */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!password) return setFailure('Please enter your password.');
    setFailure(null);
    remove.mutate(password, {
      onSuccess: () => {
        clearLocalSession();
        queryClient.clear();
        onOpenChange(false);
        navigate('/');
        toast({ title: 'Account deleted', description: accountDataMessages.deleted });
      },
      onError: (err) => setFailure(errorText(err)),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setPassword('');
        onOpenChange(o);
      }}
      title="Delete my account"
      description="This deletes your account, every conversation, what Luna remembers, your settings and your personal details. A subscription is cancelled. It cannot be undone; download a backup first if you want a copy."
    >
      <form onSubmit={submit} noValidate className="space-y-3">
        <div>
          <Label htmlFor="delete-password">Your password</Label>
          <Input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={!!failure}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {failure && (
          <p role="alert" className="text-sm text-red-300">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

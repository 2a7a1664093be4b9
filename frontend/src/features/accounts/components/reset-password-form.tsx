import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { PasswordInput } from './password-input.tsx';

/** New Password and Confirm New Password, each with show/hide (spec section 2). */
export function ResetPasswordForm({ busy, onSubmit }: { busy: boolean; onSubmit: (password: string, confirm: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return (
    <form
      noValidate
      aria-busy={busy}
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(password, confirm);
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="reset-password">New Password</Label>
        <PasswordInput
          id="reset-password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          disabled={busy}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="reset-confirm">Confirm New Password</Label>
        <PasswordInput
          id="reset-confirm"
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          disabled={busy}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Updating Password...' : 'Update Password'}
      </Button>
    </form>
  );
}

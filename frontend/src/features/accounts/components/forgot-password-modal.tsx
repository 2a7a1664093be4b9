import { accountMessages } from '@luna/contracts';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { dismissTopic, toast } from '../../../hooks/use-toast.ts';
import { openDialog } from '../../../lib/dialog-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { forgotTexts, useForgotPassword } from '../api/forgot-password.ts';
import { useEmailPrefill } from '../hooks/use-email-prefill.ts';
import { AccountDialog, useReportBusy, type AccountDialogControls } from './account-dialog.tsx';
import { FormError } from './form-error.tsx';

/** The forgot-password modal: idle, sending, sent (spec sections 2, 4 and 8). */
export function ForgotPasswordModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <AccountDialog open={open} onOpenChange={onOpenChange} title="Forgot Password">
      {(controls) => <ForgotPasswordForm {...controls} />}
    </AccountDialog>
  );
}

function ForgotPasswordForm({ close, setBusy }: AccountDialogControls) {
  const config = useRuntimeConfig();
  const forgot = useForgotPassword(config);
  const [email, setEmail] = useEmailPrefill();
  const [error, setError] = useState<string | null>(null);
  const sending = forgot.isPending;
  useReportBusy(sending, setBusy);

  const submit = async () => {
    if (!email.trim()) {
      setError(accountMessages.forgotRequired);
      toast({ title: 'Error', description: accountMessages.forgotRequired, variant: 'destructive', topic: 'forgot-password' });
      return;
    }
    try {
      await forgot.mutateAsync(email);
      dismissTopic('forgot-password');
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : forgotTexts.fallback;
      toast({ title: 'Error', description: message, variant: 'destructive', topic: 'forgot-password' });
    }
  };

  if (forgot.isSuccess) {
    return (
      <div className="grid gap-4">
        <p role="status" className="flex items-center gap-2 text-slate-100">
          <MailCheck className="h-5 w-5 text-emerald-300" aria-hidden />
          Reset link sent to your email.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button onClick={() => openDialog('login')}>Back to Login</Button>
        </div>
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-busy={sending}
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-slate-300">Enter your email address and we&apos;ll send you a link to reset your password.</p>
      <div className="grid gap-1.5">
        <Label htmlFor="forgot-email">Email</Label>
        <Input
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          disabled={sending}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
            dismissTopic('forgot-password');
          }}
        />
      </div>
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => openDialog('login')} disabled={sending}>
          Back
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </div>
    </form>
  );
}

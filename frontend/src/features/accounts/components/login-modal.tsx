import { accountMessages } from '@luna/contracts';
import { useState, type ChangeEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { dismissTopic, toast } from '../../../hooks/use-toast.ts';
import { openDialog } from '../../../lib/dialog-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { loginTexts, useLogin } from '../api/login.ts';
import { useEmailPrefill } from '../hooks/use-email-prefill.ts';
import { startAdminSession, startUserSession } from '../utils/local-session.ts';
import { setEmailPrefill } from '../utils/login-prefill.ts';
import { endSentence } from '../utils/sentence.ts';
import { AccountDialog, useReportBusy, type AccountDialogControls } from './account-dialog.tsx';
import { FormError } from './form-error.tsx';
import { PasswordInput } from './password-input.tsx';

function shownLoginError(e: unknown): string {
  const message = e instanceof Error ? e.message : '';
  if (message.includes('Network error') || message.includes('fetch')) return loginTexts.network;
  return message || loginTexts.fallback;
}

/** A failed login's toast is replaced by the welcome, and cleared when a field is edited. */
const TOAST_TOPIC = 'login';

/** The login modal 'Login to {product}' (spec sections 2, 4 and 8). */
export function LoginModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { productName } = useRuntimeConfig();
  return (
    <AccountDialog open={open} onOpenChange={onOpenChange} title={`Login to ${productName}`}>
      {(controls) => <LoginForm {...controls} />}
    </AccountDialog>
  );
}

/** E-mail and password, the links to the other account modals, and the admin path. */
function LoginForm({ close, setBusy }: AccountDialogControls) {
  const config = useRuntimeConfig();
  const [, navigate] = useLocation();
  const login = useLogin(config);
  const [email, setEmail] = useEmailPrefill();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = login.isPending;
  useReportBusy(busy, setBusy);

  const fail = (message: string) => {
    setError(message);
    toast({ title: loginTexts.failedTitle, description: message, variant: 'destructive', topic: TOAST_TOPIC });
  };
  const toForgotPassword = () => {
    setEmailPrefill(email.trim());
    openDialog('forgot-password');
  };

  const submit = async () => {
    if (!email.trim() || !password) return fail(accountMessages.loginRequired);
    try {
      const { user, isAdmin, expiresAt } = await login.mutateAsync({ email, password });
      close();
      if (isAdmin) {
        startAdminSession(user, expiresAt);
        toast({ topic: TOAST_TOPIC, title: 'Admin Access Granted', description: 'Opening the admin dashboard.' });
        navigate('/admin');
      } else {
        startUserSession(user, expiresAt);
        toast({ topic: TOAST_TOPIC, title: 'Welcome back!', description: endSentence(`Good to see you again, ${user.name}`) });
      }
    } catch (e) {
      fail(shownLoginError(e));
    }
  };

  const edit = (set: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    setError(null);
    dismissTopic(TOAST_TOPIC);
  };
  return (
    <form
      noValidate
      aria-busy={busy}
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="login-email">Email</Label>
        <Input id="login-email" name="email" type="email" autoComplete="email" value={email} disabled={busy} onChange={edit(setEmail)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="login-password">Password</Label>
        <PasswordInput
          id="login-password"
          name="password"
          autoComplete="current-password"
          value={password}
          disabled={busy}
          onChange={edit(setPassword)}
        />
        <Button variant="link" className="justify-self-end text-sm" disabled={busy} onClick={toForgotPassword}>
          Forgot your password?
        </Button>
      </div>
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </div>
      <p className="text-center text-sm text-slate-300">
        New to {config.productName}?{' '}
        <Button variant="link" disabled={busy} onClick={() => openDialog('register')}>
          Create new account
        </Button>
      </p>
    </form>
  );
}

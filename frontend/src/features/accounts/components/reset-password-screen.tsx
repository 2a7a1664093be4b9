import { validateResetPassword } from '@luna/contracts';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import { openDialog } from '../../../lib/dialog-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { resetTexts, useResetPassword } from '../api/reset-password.ts';
import { useRecoveryTokens } from '../hooks/use-recovery-tokens.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';

function ResetSuccess() {
  const [, navigate] = useLocation();
  return (
    <div role="status" className="grid justify-items-center gap-4 text-center">
      <CheckCircle2 className="h-12 w-12 text-emerald-300" aria-hidden />
      <h1 className="text-2xl font-semibold text-moon-200">Password Updated Successfully!</h1>
      <p className="text-slate-300">Your password has been changed. You can now use your new password to log in.</p>
      <p className="rounded-lg border border-emerald-400/30 bg-emerald-950/40 px-3 py-2 text-sm text-emerald-200">
        Ready to login with your new password!
      </p>
      <Button
        size="lg"
        onClick={() => {
          navigate('/');
          openDialog('login');
        }}
      >
        Login with New Password
      </Button>
    </div>
  );
}

/** The /reset-password screen (spec sections 2, 4, 5 and 8). */
export function ResetPasswordScreen() {
  const config = useRuntimeConfig();
  const tokens = useRecoveryTokens();
  const reset = useResetPassword(config, tokens);

  const submit = (password: string, confirm: string) => {
    const problem = validateResetPassword(password, confirm);
    if (problem) return void toast({ ...problem, variant: 'destructive', topic: 'reset-password' });
    reset.mutate(password, {
      onError: (e) => toast({ title: 'Error', description: e.message || resetTexts.fallback, variant: 'destructive', topic: 'reset-password' }),
    });
  };

  return (
    <main className="flex min-h-full flex-col items-center px-4 py-8">
      <div className="w-full max-w-md">
        <Link href="/" className="inline-flex items-center gap-2 text-sm text-moon-300 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Home
        </Link>
        <div className="mt-6 rounded-2xl border border-night-600 bg-night-900/80 p-6 shadow-2xl">
          {reset.isSuccess ? (
            <ResetSuccess />
          ) : (
            <>
              <h1 className="text-2xl font-semibold text-moon-200">Reset Your Password</h1>
              <p className="mb-5 mt-1 text-sm text-slate-300">Enter your new password below</p>
              <ResetPasswordForm busy={reset.isPending} onSubmit={submit} />
              {!tokens && (
                <p className="mt-5 text-sm text-slate-300">
                  Link expired or not working?{' '}
                  <Button variant="link" onClick={() => openDialog('forgot-password')}>
                    Request a new link
                  </Button>
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </main>
  );
}

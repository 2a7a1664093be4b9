import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { openDialog } from '../../../lib/dialog-store.ts';
import { useRegisterForm } from '../hooks/use-register-form.ts';
import { useReportBusy, type AccountDialogControls } from './account-dialog.tsx';
import { FormError } from './form-error.tsx';
import { NameField } from './name-field.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordInput } from './password-input.tsx';
import { PhoneField } from './phone-field.tsx';
import { StateField } from './state-field.tsx';
import { TermsField } from './terms-field.tsx';

/** The registration fields, buttons and loading overlay. */
export function RegisterForm({ close, setBusy }: AccountDialogControls) {
  const { form, update, error, submit, busy } = useRegisterForm(close);
  useReportBusy(busy, setBusy);
  return (
    <form
      noValidate
      aria-busy={busy}
      className="relative grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <NameField value={form.fullName} onChange={(v) => update('fullName', v)} disabled={busy} />
      <div className="grid gap-1.5">
        <Label htmlFor="register-email">Email Address</Label>
        <Input
          id="register-email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          disabled={busy}
          onChange={(e) => update('email', e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="register-password">Password</Label>
        <PasswordInput
          id="register-password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          disabled={busy}
          aria-describedby="register-password-rules"
          onChange={(e) => update('password', e.target.value)}
        />
        <PasswordChecklist id="register-password-rules" password={form.password} />
      </div>
      <PhoneField
        countryCode={form.countryCode}
        phone={form.phone}
        onCountryCodeChange={(v) => update('countryCode', v)}
        onPhoneChange={(v) => update('phone', v)}
        disabled={busy}
      />
      <StateField value={form.state} onChange={(v) => update('state', v)} disabled={busy} />
      <TermsField checked={form.termsAccepted} onChange={(v) => update('termsAccepted', v)} disabled={busy} />
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!form.termsAccepted || busy}>
          {busy ? 'Creating...' : 'Create Account'}
        </Button>
      </div>
      <p className="text-center text-sm text-slate-300">
        Already have an account?{' '}
        <Button variant="link" disabled={busy} onClick={() => openDialog('login')}>
          Sign in instead
        </Button>
      </p>
      {busy && (
        <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-xl bg-night-900/85 text-moon-200">
          <Loader2 className="h-8 w-8 animate-spin" aria-hidden />
          <span>Creating account...</span>
        </div>
      )}
    </form>
  );
}

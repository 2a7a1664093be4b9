import { useState } from 'react';
import { TermsDialog } from './terms-dialog.tsx';

/** The Terms checkbox, which also confirms the person is 18 or older. */
export function TermsField({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <div className="flex items-start gap-2 text-sm text-slate-200">
      <input
        id="register-terms"
        type="checkbox"
        checked={checked}
        aria-label="I am 18 or older and agree to the Terms of Use"
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 accent-moon-300"
      />
      <span>
        <label htmlFor="register-terms">I am 18 or older and agree to the</label>{' '}
        <button type="button" onClick={() => setTermsOpen(true)} className="text-moon-300 underline underline-offset-2 hover:text-moon-200">
          Terms of Use
        </button>
        . Read{' '}
        <a href="/privacy" target="_blank" rel="noopener" className="text-moon-300 underline underline-offset-2 hover:text-moon-200">
          how we handle your data
        </a>
        .
      </span>
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
    </div>
  );
}

import { accountMessages, sanitizeNameInput } from '@luna/contracts';
import { Input, Label } from '../../../components/ui/input.tsx';
import { useTimedFlag } from '../hooks/use-timed-flag.ts';

/** Spec section 5 rule 4: the input keeps only name characters and warns for 2 seconds. */
export const NAME_WARNING_MS = 2000;

export function NameField({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const [warning, raiseWarning] = useTimedFlag(NAME_WARNING_MS);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="register-name">Full Name</Label>
      <Input
        id="register-name"
        name="name"
        autoComplete="name"
        value={value}
        disabled={disabled}
        aria-describedby="register-name-warning"
        onChange={(e) => {
          const { value: kept, stripped } = sanitizeNameInput(e.target.value);
          if (stripped) raiseWarning();
          onChange(kept);
        }}
      />
      <p id="register-name-warning" aria-live="polite" className="min-h-0 text-xs text-amber-300">
        {warning ? accountMessages.nameWarning : ''}
      </p>
    </div>
  );
}

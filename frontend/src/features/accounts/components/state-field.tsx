import { US_STATES } from '@luna/contracts';
import { inputClass, Label } from '../../../components/ui/input.tsx';

/** The US state dropdown, each state shown as name and code (spec section 2). */
export function StateField({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="register-state">State</Label>
      <select id="register-state" name="state" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">Select your state</option>
        {US_STATES.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name} ({s.code})
          </option>
        ))}
      </select>
    </div>
  );
}

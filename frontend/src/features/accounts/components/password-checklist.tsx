import { Check, Circle } from 'lucide-react';
import { passwordChecklist } from '@luna/contracts';

/** The live requirements list under the registration password (spec section 2). */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const items = passwordChecklist(password);
  const strong = items.every((i) => i.met);
  return (
    <div id={id} className="mt-2 text-xs">
      <ul className="grid gap-1" aria-label="Password requirements">
        {items.map((item) => (
          <li key={item.label} className={`flex items-center gap-2 ${item.met ? 'text-emerald-300' : 'text-slate-400'}`}>
            {item.met ? <Check className="h-3.5 w-3.5" aria-hidden /> : <Circle className="h-3 w-3" aria-hidden />}
            <span>
              {item.label}
              <span className="sr-only">{item.met ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="mt-1 font-medium text-emerald-300">
        {strong ? 'Strong password!' : ''}
      </p>
    </div>
  );
}

import { forwardRef, type InputHTMLAttributes, type LabelHTMLAttributes } from 'react';

export const inputClass =
  'h-11 w-full rounded-lg border border-night-600 bg-night-900/80 px-3 text-sm text-slate-100 placeholder:text-slate-400 focus:border-moon-300 focus:outline-none aria-[invalid=true]:border-red-400 disabled:opacity-60';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className = '', ...props }, ref) {
  return <input ref={ref} className={`${inputClass} ${className}`} {...props} />;
});

/** Pass htmlFor (or wrap the control) so the label names its field for screen readers. */
export function Label({ className = '', htmlFor, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label htmlFor={htmlFor} className={`text-sm font-medium text-slate-200 ${className}`} {...props} />;
}

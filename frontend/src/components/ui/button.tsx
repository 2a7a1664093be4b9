import { forwardRef, type ButtonHTMLAttributes } from 'react';

const variants = {
  primary: 'bg-moon-300 text-night-950 hover:bg-moon-200 disabled:bg-moon-300/40',
  secondary: 'border border-night-600 bg-night-800/70 text-slate-100 hover:bg-night-700 disabled:opacity-50',
  ghost: 'text-slate-200 hover:bg-night-700/70 disabled:opacity-50',
  danger: 'bg-red-500 text-white hover:bg-red-400 disabled:opacity-50',
  link: 'text-moon-300 underline-offset-4 hover:underline p-0 h-auto',
} as const;
const sizes = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base', icon: 'h-10 w-10' } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className = '', type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed ${variants[variant]} ${variant === 'link' ? '' : sizes[size]} ${className}`}
      {...props}
    />
  );
});

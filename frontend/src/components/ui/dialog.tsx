import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tooltip } from './tooltip.tsx';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class for the panel. */
  width?: string;
  hideClose?: boolean;
}

/** An accessible modal: focus trapped, Escape closes, title and description announced. */
export function Dialog({ open, onOpenChange, title, description, children, width = 'max-w-md', hideClose }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-night-950/80 backdrop-blur-sm" />
        <RadixDialog.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] ${width} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-night-600 bg-night-900 p-6 shadow-2xl`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="text-xl font-semibold text-moon-200">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="mt-1 text-sm text-slate-300">{description}</RadixDialog.Description>}
          <div className="mt-4">{children}</div>
          {!hideClose && (
            <Tooltip content="Close">
              <RadixDialog.Close aria-label="Close" className="absolute right-3 top-3 rounded p-1 text-slate-300 hover:text-white">
                <X className="h-5 w-5" aria-hidden />
              </RadixDialog.Close>
            </Tooltip>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

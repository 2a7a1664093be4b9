import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { PlainModal } from './plain-modal.tsx';
import { Tooltip } from './tooltip.tsx';
import { useRadixDialog } from './use-radix-dialog.ts';

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

const OVERLAY = 'fixed inset-0 z-50 bg-night-950/80 backdrop-blur-sm';
const panelClass = (width: string) =>
  `fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] ${width} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-night-600 bg-night-900 p-6 shadow-2xl`;
const TITLE = 'text-xl font-semibold text-moon-200';
const DESCRIPTION = 'mt-1 text-sm text-slate-300';
const CLOSE = 'absolute right-3 top-3 rounded p-1 text-slate-300 hover:text-white';

/**
 * An accessible modal: focus trapped, Escape closes, title and description announced. Radix's
 * dialog loads beside the first render (docs/decisions/095); a dialog opened before it is there,
 * or when its chunk failed, is the same panel in plain HTML, so the crisis notice and every error
 * fallback (with the crisis resources) open at once on any network.
 */
export function Dialog({ open, onOpenChange, title, description, children, width = 'max-w-md', hideClose }: DialogProps) {
  const Radix = useRadixDialog(open);
  const titleId = useId();
  const descriptionId = useId();
  if (!Radix) {
    if (!open) return null;
    const close = () => onOpenChange(false);
    return (
      <PlainModal
        onClose={close}
        labelledBy={titleId}
        describedBy={description ? descriptionId : undefined}
        overlayClassName={OVERLAY}
        className={panelClass(width)}
      >
        <h2 id={titleId} className={TITLE}>
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className={DESCRIPTION}>
            {description}
          </p>
        )}
        <div className="mt-4">{children}</div>
        {!hideClose && (
          <Tooltip content="Close">
            <button type="button" aria-label="Close" className={CLOSE} onClick={close}>
              <X className="h-5 w-5" aria-hidden />
            </button>
          </Tooltip>
        )}
      </PlainModal>
    );
  }
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className={OVERLAY} />
        <Radix.Content className={panelClass(width)} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Radix.Title className={TITLE}>{title}</Radix.Title>
          {description && <Radix.Description className={DESCRIPTION}>{description}</Radix.Description>}
          <div className="mt-4">{children}</div>
          {!hideClose && (
            <Tooltip content="Close">
              <Radix.Close aria-label="Close" className={CLOSE}>
                <X className="h-5 w-5" aria-hidden />
              </Radix.Close>
            </Tooltip>
          )}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

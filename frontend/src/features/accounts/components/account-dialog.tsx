import { useEffect, useState, type ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';

export interface AccountDialogControls {
  /** Closes the dialog (the form inside unmounts, so it starts empty next time). */
  close: () => void;
  /** The form reports a request in flight; closing is refused until it settles. */
  setBusy: (busy: boolean) => void;
}

interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  width?: string;
  children: (controls: AccountDialogControls) => ReactNode;
}

/**
 * The frame of the account modals. The form lives inside the dialog content, which Radix
 * unmounts on close, so every opening starts fresh however the dialog was closed (Cancel,
 * Escape, or another modal asked for through the dialog store).
 */
export function AccountDialog({ open, onOpenChange, title, description, width, children }: AccountDialogProps) {
  const [busy, setBusy] = useState(false);
  const change = (value: boolean) => {
    if (!value && busy) return;
    onOpenChange(value);
  };
  return (
    <Dialog open={open} onOpenChange={change} title={title} description={description} width={width}>
      {children({ close: () => change(false), setBusy })}
    </Dialog>
  );
}

/** Mirrors a pending request into the dialog's busy flag, and clears it when the form goes. */
export function useReportBusy(pending: boolean, setBusy: (busy: boolean) => void) {
  useEffect(() => {
    setBusy(pending);
  }, [pending, setBusy]);
  useEffect(() => () => setBusy(false), [setBusy]);
}

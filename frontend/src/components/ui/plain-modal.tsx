import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface PlainModalProps {
  onClose: () => void;
  /** The id of the element that names the modal. */
  labelledBy: string;
  describedBy?: string;
  overlayClassName: string;
  className: string;
  children: ReactNode;
}

/**
 * A modal in plain HTML, for the moments Radix's dialog chunk is not there (still loading, or
 * failed: ./use-radix-dialog.ts). Announced as a modal dialog, focused when it opens; Tab stays
 * inside, Escape and a press outside close it, and focus goes back where it was.
 */
export function PlainModal({ onClose, labelledBy, describedBy, overlayClassName, className, children }: PlainModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return close.current();
      if (e.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return e.preventDefault();
      if (e.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    const onPointerDown = (e: PointerEvent) => {
      if (panel.current && e.target instanceof Node && !panel.current.contains(e.target)) close.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
      before?.focus();
    };
  }, []);

  return createPortal(
    <>
      <div className={overlayClassName} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className}
      >
        {children}
      </div>
    </>,
    document.body,
  );
}

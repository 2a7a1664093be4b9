import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { reportError } from '../../lib/telemetry.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { CrisisResourceList } from './crisis-resource-list.tsx';

/** The parts of the app that fail alone (ADR 078): a crash in one leaves the others working. */
export type Region = 'chat' | 'dialogs' | 'admin' | 'account';

export const regionTexts = {
  title: 'Something went wrong on our side',
  body: 'This part of the page stopped working. Nothing you wrote is lost. If you need someone to talk to right now, these are free and open 24/7:',
  retry: 'Try again',
  close: 'Close',
} as const;

function Fallback({ resetErrorBoundary }: FallbackProps) {
  return (
    <section
      role="alert"
      aria-labelledby="region-error-title"
      className="mx-auto my-6 w-full max-w-xl rounded-2xl border border-night-600 bg-night-900/80 p-5"
    >
      <h2 id="region-error-title" className="text-lg font-semibold text-moon-200">
        {regionTexts.title}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{regionTexts.body}</p>
      <CrisisResourceList className="mt-4" />
      <div className="mt-4 flex justify-end">
        <Button onClick={resetErrorBoundary}>{regionTexts.retry}</Button>
      </div>
    </section>
  );
}

/**
 * A failed modal still reads as a modal, so focus and Escape behave, and Close gets out. It stays
 * failed while closed (re-rendering would only crash again) and tries again when reopened.
 */
function DialogFallback({ resetErrorBoundary, open = true, onClose }: FallbackProps & { open?: boolean; onClose?: () => void }) {
  const close = onClose ?? resetErrorBoundary;
  return (
    <Dialog open={open} onOpenChange={(value) => !value && close()} title={regionTexts.title} description={regionTexts.body} hideClose>
      <CrisisResourceList className="sm:grid-cols-1" />
      <div className="mt-5 flex justify-end">
        <Button variant="secondary" onClick={close}>
          {regionTexts.close}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * An error boundary around one region. Its fallback always carries the crisis resources (988,
 * Crisis Text Line, 911): a person may have come in distress, and a broken screen must not stand
 * between them and help. The error is counted (scrubbed, no content); "Try again" re-renders the
 * region. A dialog's boundary follows its modal: shown while `open`, closed by `onClose`, and
 * reset when the modal opens again.
 */
export function RegionBoundary({ region, children, open, onClose }: { region: Region; children: ReactNode; open?: boolean; onClose?: () => void }) {
  return (
    <ErrorBoundary
      resetKeys={region === 'dialogs' ? [open] : undefined}
      fallbackRender={(props) => (region === 'dialogs' ? <DialogFallback {...props} open={open} onClose={onClose} /> : <Fallback {...props} />)}
      onError={(error) => reportError('error', error)}
    >
      {children}
    </ErrorBoundary>
  );
}

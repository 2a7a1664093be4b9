import { lazy, Suspense, useState, type ComponentType } from 'react';
import { RegionBoundary } from '../components/safety/region-boundary.tsx';
import { CrisisNoticeDialog } from '../features/chat/components/crisis-notice-dialog.tsx';
import { closeDialog, useOpenDialog, type DialogName } from '../lib/dialog-store.ts';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** A modal's module, fetched the first time it opens (docs/decisions/095). */
function onDemand<K extends string>(load: () => Promise<Record<K, ComponentType<DialogProps>>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

/*
 * The crisis notice is in the first bundle: it must open at once, even on a failing network.
 * Every other modal (and supabase-js, Stripe and the forms behind them) loads on first open.
 */
const modals: Record<Exclude<DialogName, 'crisis' | null>, ComponentType<DialogProps>> = {
  register: onDemand(() => import('../features/accounts/components/register-modal.tsx'), 'RegisterModal'),
  login: onDemand(() => import('../features/accounts/components/login-modal.tsx'), 'LoginModal'),
  'forgot-password': onDemand(() => import('../features/accounts/components/forgot-password-modal.tsx'), 'ForgotPasswordModal'),
  upgrade: onDemand(() => import('../features/billing/components/upgrade-modal.tsx'), 'UpgradeModal'),
  billing: onDemand(() => import('../features/billing/components/billing-modal.tsx'), 'BillingModal'),
  personality: onDemand(() => import('../features/account-data/components/personality-dialog.tsx'), 'PersonalityDialog'),
  memories: onDemand(() => import('../features/account-data/components/memories-dialog.tsx'), 'MemoriesDialog'),
  'your-data': onDemand(() => import('../features/account-data/components/your-data-dialog.tsx'), 'YourDataDialog'),
  'delete-account': onDemand(() => import('../features/account-data/components/delete-account-dialog.tsx'), 'DeleteAccountDialog'),
};

/**
 * The app-level modals, one per name in lib/dialog-store.ts. Each feature owns its modal
 * component; this file only binds names to components. A modal stays mounted once opened, so
 * its closing animation and its state between openings behave as before.
 */
export function AppDialogs() {
  const open = useOpenDialog();
  const [opened, setOpened] = useState<ReadonlySet<DialogName>>(new Set());
  if (open && open !== 'crisis' && !opened.has(open)) setOpened(new Set(opened).add(open));
  const onOpenChange = (value: boolean) => !value && closeDialog();
  return (
    <>
      <CrisisNoticeDialog open={open === 'crisis'} onOpenChange={onOpenChange} />
      {/* The crisis notice stays outside: if a modal crashes, help still opens. */}
      {Object.entries(modals).map(([name, Modal]) =>
        opened.has(name as DialogName) ? (
          <RegionBoundary key={name} region="dialogs" open={open === name} onClose={closeDialog}>
            <Suspense fallback={null}>
              <Modal open={open === name} onOpenChange={onOpenChange} />
            </Suspense>
          </RegionBoundary>
        ) : null,
      )}
    </>
  );
}

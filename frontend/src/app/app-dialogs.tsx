import { DeleteAccountDialog } from '../features/account-data/components/delete-account-dialog.tsx';
import { MemoriesDialog } from '../features/account-data/components/memories-dialog.tsx';
import { PersonalityDialog } from '../features/account-data/components/personality-dialog.tsx';
import { YourDataDialog } from '../features/account-data/components/your-data-dialog.tsx';
import { ForgotPasswordModal } from '../features/accounts/components/forgot-password-modal.tsx';
import { LoginModal } from '../features/accounts/components/login-modal.tsx';
import { RegisterModal } from '../features/accounts/components/register-modal.tsx';
import { CrisisNoticeDialog } from '../features/chat/components/crisis-notice-dialog.tsx';
import { BillingModal } from '../features/billing/components/billing-modal.tsx';
import { UpgradeModal } from '../features/billing/components/upgrade-modal.tsx';
import { closeDialog, useOpenDialog } from '../lib/dialog-store.ts';

/**
 * The app-level modals, one per name in lib/dialog-store.ts. Each feature owns its modal
 * component; this file only binds names to components (one line each).
 */
export function AppDialogs() {
  const open = useOpenDialog();
  const onOpenChange = (value: boolean) => !value && closeDialog();
  return (
    <>
      <RegisterModal open={open === 'register'} onOpenChange={onOpenChange} />
      <LoginModal open={open === 'login'} onOpenChange={onOpenChange} />
      <ForgotPasswordModal open={open === 'forgot-password'} onOpenChange={onOpenChange} />
      <CrisisNoticeDialog open={open === 'crisis'} onOpenChange={onOpenChange} />
      <UpgradeModal open={open === 'upgrade'} onOpenChange={onOpenChange} />
      <BillingModal open={open === 'billing'} onOpenChange={onOpenChange} />
      <PersonalityDialog open={open === 'personality'} onOpenChange={onOpenChange} />
      <MemoriesDialog open={open === 'memories'} onOpenChange={onOpenChange} />
      <YourDataDialog open={open === 'your-data'} onOpenChange={onOpenChange} />
      <DeleteAccountDialog open={open === 'delete-account'} onOpenChange={onOpenChange} />
    </>
  );
}

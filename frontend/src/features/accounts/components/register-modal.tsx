import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { AccountDialog } from './account-dialog.tsx';
import { RegisterForm } from './register-form.tsx';

/** The registration modal 'Join {product}' (spec sections 2, 4, 5 and 8). */
export function RegisterModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { productName } = useRuntimeConfig();
  return (
    <AccountDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Join ${productName}`}
      description="Create your account to continue chatting"
      width="max-w-lg"
    >
      {(controls) => <RegisterForm {...controls} />}
    </AccountDialog>
  );
}

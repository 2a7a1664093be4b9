import { ResetPasswordScreen } from '../../features/accounts/components/reset-password-screen.tsx';

/** /reset-password: where the e-mailed recovery link lands (spec section 2). */
export function ResetPasswordPage() {
  return <ResetPasswordScreen />;
}

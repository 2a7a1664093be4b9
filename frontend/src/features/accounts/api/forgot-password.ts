import { useMutation } from '@tanstack/react-query';
import { normalizeEmail, type RuntimeConfig } from '@luna/contracts';
import { postWorkflow, workflowErrorMessage } from './workflow-request.ts';

/** Spec section 8, forgot password. */
export const forgotTexts = {
  fallback: 'Failed to send reset link. Please try again.',
  invalidFormat: 'Invalid response format',
  httpFailure: (status: number) => `Forgot password failed: ${status}`,
} as const;

/** POST /webhook/forgot-password; the e-mailed link lands on this origin's /reset-password. */
export async function requestPasswordReset(config: RuntimeConfig, email: string): Promise<void> {
  const reply = await postWorkflow(config.workflowBaseUrl, 'forgot-password', {
    email: normalizeEmail(email),
    redirectTo: `${window.location.origin}/reset-password`,
  });
  const body = reply.body;
  if (!body) throw new Error(reply.ok ? forgotTexts.invalidFormat : forgotTexts.httpFailure(reply.status));
  // Spec section 7: success is status 'success' or a success flag.
  if (body.status === 'success' || body.success === true || body.result?.success === true) return;
  throw new Error(workflowErrorMessage(body) ?? forgotTexts.fallback);
}

export function useForgotPassword(config: RuntimeConfig) {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(config, email) });
}

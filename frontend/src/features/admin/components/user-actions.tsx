import { MoreHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { AdminUser, AdminUserAction } from '@luna/contracts';
import { toast } from '../../../hooks/use-toast.ts';
import { errorTextFor } from '../../../lib/api-errors.ts';
import { useUserAction } from '../api/post-user-action.ts';

const DONE: Record<AdminUserAction, string> = {
  grant_pro: 'Courtesy Pro granted',
  revoke_pro: 'Courtesy Pro revoked',
  disable_account: 'Account disabled; its sessions have ended',
  enable_account: 'Account re-enabled',
  send_password_reset: 'Password-reset e-mail sent',
};

/** The per-user actions; each is written to the audit log by the server. */
export function UserActions({ user }: { user: AdminUser }) {
  const action = useUserAction();
  const run = (a: AdminUserAction) =>
    action.mutate(
      { userId: user.id, action: a },
      {
        onSuccess: () => toast({ title: DONE[a], description: user.email }),
        onError: (err) => toast({ variant: 'destructive', title: 'Action failed', description: errorTextFor(err, 'Please try again.') }),
      },
    );
  const items: [AdminUserAction, string][] = [
    user.courtesyPro ? ['revoke_pro', 'Revoke courtesy Pro'] : ['grant_pro', 'Grant courtesy Pro'],
    user.disabled ? ['enable_account', 'Re-enable account'] : ['disable_account', 'Disable account'],
    ['send_password_reset', 'Send password-reset e-mail'],
  ];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Actions for ${user.email}`}
        disabled={action.isPending}
        className="rounded-md p-1.5 text-slate-300 hover:bg-night-700 disabled:opacity-50"
      >
        <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          className="z-50 min-w-52 rounded-lg border border-night-600 bg-night-800 p-1 text-sm text-slate-100 shadow-xl"
        >
          {items.map(([a, label]) => (
            <DropdownMenu.Item
              key={a}
              onSelect={() => run(a)}
              className="cursor-pointer rounded px-2 py-1.5 outline-none data-[highlighted]:bg-night-700"
            >
              {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import { openDialog } from '../../../lib/dialog-store.ts';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { UserAvatar } from './avatars.tsx';

const planLabel = { free: 'Free', pro: 'Pro' } as const;

/**
 * Initial, name, email and plan (spec section 2). Everyone can open the Billing & Subscription
 * modal from it: paid users see their details ('Click for details'), free users the free view
 * ('Free Plan: 4 messages per day', 'Upgrade to Premium'), which was unreachable before (issue 13).
 */
export function UserBadge({ user }: { user: LocalUser }) {
  const paid = user.plan === 'pro';
  return (
    <Tooltip content="Billing & Subscription">
      <button
        type="button"
        onClick={() => openDialog('billing')}
        aria-haspopup="dialog"
        className="flex w-full items-center gap-3 rounded-xl p-2 hover:bg-night-700/60"
      >
        <UserAvatar user={user} />
        <span className="min-w-0 flex-1 text-left leading-tight">
          <span className="block truncate text-sm font-medium text-slate-100">{user.name || user.email}</span>
          <span className="block truncate text-xs text-slate-400">{user.email}</span>
          <span className="mt-1 flex items-center gap-2 text-xs">
            <span className={`rounded-full px-2 py-0.5 font-medium ${paid ? 'bg-moon-300 text-night-950' : 'bg-night-700 text-slate-200'}`}>
              {planLabel[user.plan]} plan
            </span>
            {paid && <span className="text-moon-300">Click for details</span>}
          </span>
        </span>
      </button>
    </Tooltip>
  );
}

import { openDialog } from '../../../lib/dialog-store.ts';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { UserAvatar } from './avatars.tsx';

const planLabel = { free: 'Free', pro: 'Pro' } as const;

/** Initial, name, email and plan; paid users can open their billing details (spec section 2). */
export function UserBadge({ user }: { user: LocalUser }) {
  const paid = user.plan === 'pro';
  const body = (
    <>
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
    </>
  );
  if (!paid) return <div className="flex items-center gap-3 rounded-xl p-2">{body}</div>;
  return (
    <button
      type="button"
      onClick={() => openDialog('billing')}
      aria-haspopup="dialog"
      className="flex w-full items-center gap-3 rounded-xl p-2 hover:bg-night-700/60"
    >
      {body}
    </button>
  );
}

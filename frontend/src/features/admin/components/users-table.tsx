import type { AdminUser } from '@luna/contracts';
import { formatDate } from './panel.tsx';
import { UserActions } from './user-actions.tsx';

const STATUS_LABEL: Record<AdminUser['subscriptionStatus'], string> = {
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  unknown: 'Unknown',
  courtesy: 'Courtesy Pro',
  none: '—',
};

/** The accounts, their plan and counts. Deliberately no column can show what anyone wrote. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  if (!users.length) return <p className="py-6 text-center text-sm text-slate-400">No users match this search.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[880px] text-left text-sm">
        <thead className="text-xs uppercase tracking-wide text-slate-400">
          <tr>
            {['Name', 'E-mail', 'Plan', 'Type', 'Today', 'Total', 'Subscription', 'Joined', 'Last active', ''].map((h, i) => (
              <th key={i} scope="col" className="px-2 py-2 font-medium">
                {h === 'Today' || h === 'Total' ? `Messages ${h.toLowerCase()}` : h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-t border-night-700/60 text-slate-200" data-testid="user-row">
              <td className="px-2 py-2">
                {u.name}
                {u.disabled && <span className="ml-2 rounded bg-red-500/20 px-1.5 py-0.5 text-xs text-red-200">Disabled</span>}
              </td>
              <td className="px-2 py-2 text-slate-300">{u.email}</td>
              <td className="px-2 py-2">{u.plan === 'pro' ? 'Pro' : 'Free'}</td>
              <td className="px-2 py-2">{u.userType === 'admin' ? 'Admin' : 'User'}</td>
              <td className="px-2 py-2 tabular-nums">{u.messagesToday}</td>
              <td className="px-2 py-2 tabular-nums">{u.messagesTotal}</td>
              <td className="px-2 py-2">{STATUS_LABEL[u.subscriptionStatus]}</td>
              <td className="px-2 py-2">{formatDate(u.joinedAt)}</td>
              <td className="px-2 py-2">{formatDate(u.lastActiveAt)}</td>
              <td className="px-2 py-2 text-right">
                <UserActions user={u} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

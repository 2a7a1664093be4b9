import { CreditCard, MessageCircle, Users, Wallet } from 'lucide-react';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { formatCents, LoadError } from './panel.tsx';

/** Spec section 2: the four stat cards, with their captions word for word. */
export function StatCards() {
  const { data, isError } = useAdminStats();
  if (isError) return <LoadError what="the figures" />;
  const cards = [
    { title: 'Total Users', caption: 'Registered users', value: data?.totalUsers.toLocaleString('en-US'), Icon: Users },
    { title: 'Active Subscriptions', caption: 'Premium subscribers', value: data?.activeSubscriptions.toLocaleString('en-US'), Icon: CreditCard },
    { title: 'Total Messages', caption: 'Conversations sent', value: data?.totalMessages.toLocaleString('en-US'), Icon: MessageCircle },
    {
      title: 'Payment Revenue',
      caption: 'Monthly recurring revenue',
      value: data ? formatCents(data.monthlyRecurringRevenue) : undefined,
      Icon: Wallet,
    },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ title, caption, value, Icon }) => (
        <section key={title} aria-label={title} className="rounded-2xl border border-night-700/70 bg-night-900/70 p-4">
          <div className="flex items-center justify-between text-sm text-slate-300">
            <h2>{title}</h2>
            <Icon className="h-4 w-4 text-moon-300" aria-hidden="true" />
          </div>
          <p className="mt-2 text-2xl font-semibold text-slate-50" data-testid="stat-value">
            {value ?? '…'}
          </p>
          <p className="text-xs text-slate-400">{caption}</p>
        </section>
      ))}
    </div>
  );
}

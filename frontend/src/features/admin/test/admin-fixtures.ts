import { http, HttpResponse } from 'msw';
import type { AdminUser } from '@luna/contracts';

const person = (name: string, email: string): AdminUser => ({
  id: crypto.randomUUID(),
  name,
  email,
  plan: 'free',
  userType: 'user',
  messagesToday: 1,
  messagesTotal: 7,
  subscriptionStatus: 'none',
  courtesyPro: false,
  disabled: false,
  joinedAt: '2026-11-01T10:00:00.000Z',
  lastActiveAt: null,
});
const PEOPLE = [person('Grace Hopper', 'grace@example.com'), person('Alan Turing', 'alan@example.com'), person('Grace Kelly', 'gk@example.com')];
const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    day: `2026-10-${String(i + 1).padStart(2, '0')}`,
    signups: 1,
    messages: 2,
    activeSubscriptions: 0,
    pageviews: 3,
    errors: 0,
  }));

/** msw handlers for every dashboard call; users are filtered by `search` like the server does. */
export function adminHandlers(searches: string[] = []) {
  return [
    http.get('/api/admin/stats', () => HttpResponse.json({ totalUsers: 3, activeSubscriptions: 1, totalMessages: 21, monthlyRecurringRevenue: 999 })),
    http.get('/api/admin/users', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      const users = PEOPLE.filter((p) => `${p.name} ${p.email}`.toLowerCase().includes(search.toLowerCase()));
      return HttpResponse.json({ users, total: PEOPLE.length, matched: users.length, nextCursor: null });
    }),
    http.get('/api/admin/charts', () => HttpResponse.json({ days: days(30) })),
    http.get('/api/admin/telemetry', () => HttpResponse.json({ days: days(30), topErrors: [] })),
    http.get('/api/admin/coupons', () => HttpResponse.json({ coupons: [] })),
    http.get('/api/admin/safety-report', () => HttpResponse.json({ months: [], referralsByYear: [] })),
    http.get('/api/admin/audit', () => HttpResponse.json({ entries: [] })),
  ];
}

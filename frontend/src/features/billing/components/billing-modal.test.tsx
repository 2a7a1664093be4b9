import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PRO_FEATURES, type BillingState, type Subscription } from '@luna/contracts';
import { openDialog } from '../../../lib/dialog-store.ts';
import { useMswServer as startMswServer } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import {
  billingHandlers,
  BillingDialogs,
  cleanBillingStateEachTest,
  freeUser,
  setupUser,
  signIn,
  subscription,
  type Seen,
} from '../test/billing-fixtures.tsx';

const server = startMswServer();
cleanBillingStateEachTest();

/** GET /api/billing/subscription plus cancel and resume, over one server-side subscription. */
function billingApi(initial: Subscription | null, calls: string[] = []) {
  let current = initial;
  const state = (): BillingState => ({ plan: current ? 'pro' : 'free', subscription: current });
  return [
    http.get('*/api/billing/subscription', () => HttpResponse.json(state())),
    http.post('*/api/billing/:action', ({ params }) => {
      calls.push(String(params.action));
      if (current) current = { ...current, cancelAtPeriodEnd: params.action === 'cancel' };
      return HttpResponse.json(state());
    }),
  ];
}

async function openBilling(sub: Subscription | null, calls: string[] = []) {
  server.use(...billingApi(sub, calls));
  signIn({ ...freeUser, plan: sub ? 'pro' : 'free' });
  const user = setupUser();
  renderWithProviders(<BillingDialogs />);
  act(() => openDialog('billing'));
  const dialog = await screen.findByRole('dialog', { name: 'Billing & Subscription' });
  return { user, dialog };
}

describe('billing & subscription modal', { timeout: 20_000 }, () => {
  it('paid view: plan, active badge, price, period, next billing date, benefits and the card', async () => {
    const { dialog } = await openBilling(subscription);
    expect(await within(dialog).findByText('Luna Pro')).toBeInTheDocument();
    const badge = within(dialog).getByText('Active');
    expect(badge).toHaveAttribute('data-tone', 'green');
    expect(within(dialog).getByText('$9.99 per month')).toBeInTheDocument();
    expect(within(dialog).getByText('Nov 1, 2026 – Dec 1, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Next billing date').nextElementSibling).toHaveTextContent('Dec 1, 2026');
    for (const f of PRO_FEATURES) expect(within(dialog).getByText(f)).toBeInTheDocument();
    expect(within(dialog).getByText('Visa card ending in ••••4242')).toBeInTheDocument();
    expect(within(dialog).getByText(/managed securely by our payment provider/)).toBeInTheDocument();
  });

  it.each([
    ['canceled', 'Canceled', 'red'],
    ['past_due', 'Past due', 'orange'],
    ['unknown', 'Unknown', 'grey'],
  ] as const)('status %s shows a %s badge in %s', async (status, label, tone) => {
    const { dialog } = await openBilling({ ...subscription, status });
    expect(await within(dialog).findByText(label)).toHaveAttribute('data-tone', tone);
  });

  it('shows the price after the discount', async () => {
    const { dialog } = await openBilling({ ...subscription, amount: 799, couponCode: 'WELCOME20' });
    expect(await within(dialog).findByText('$7.99 per month')).toBeInTheDocument();
  });

  it('cancels at the period end after a confirm step, shows the warning, and resumes', async () => {
    const calls: string[] = [];
    const { user, dialog } = await openBilling(subscription, calls);
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel subscription' }));
    expect(within(dialog).getByText(/You keep Pro until Dec 1, 2026/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel at period end' }));
    expect(await within(dialog).findByText(/Your subscription will end on Dec 1, 2026/)).toBeInTheDocument();
    expect(within(dialog).getByText('Next billing date').nextElementSibling).toHaveTextContent('None');
    expect(await screen.findByText('Subscription canceled')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(within(dialog).queryByText(/Your subscription will end on/)).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(calls).toEqual(['cancel', 'resume']);
  });

  it('free view: Free Plan: 4 messages per day, and Upgrade to Premium opens the Upgrade modal', async () => {
    const seen: Seen = {};
    server.use(...billingHandlers(seen));
    const { user, dialog } = await openBilling(null);
    expect(await within(dialog).findByText('Free Plan: 4 messages per day')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Luna Pro' })).toBeInTheDocument();
    expect(screen.getByTestId('open-dialog')).toHaveTextContent('upgrade');
  });

  it('says so when the subscription cannot be read, and Try Again reads it again', async () => {
    server.use(http.get('*/api/billing/subscription', () => HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })));
    signIn({ ...freeUser, plan: 'pro' });
    const user = setupUser();
    renderWithProviders(<BillingDialogs />);
    act(() => openDialog('billing'));
    const dialog = await screen.findByRole('dialog', { name: 'Billing & Subscription' });
    expect(await within(dialog).findByText('Unable to load subscription details')).toBeInTheDocument();
    server.use(...billingApi(subscription));
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('Visa card ending in ••••4242')).toBeInTheDocument();
  });
});

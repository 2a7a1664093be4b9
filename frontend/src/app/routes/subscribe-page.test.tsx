import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '../../lib/auth-store.ts';
import { useOpenDialog } from '../../lib/dialog-store.ts';
import { useMswServer as startMswServer } from '../../test/msw.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { billingHandlers, cleanBillingStateEachTest, setupUser, signIn, type Seen } from '../../features/billing/test/billing-fixtures.tsx';
import { SubscribePage } from './subscribe-page.tsx';

const server = startMswServer();
cleanBillingStateEachTest();

function DialogProbe() {
  return <output data-testid="open-dialog">{useOpenDialog() ?? 'none'}</output>;
}

function renderPage() {
  const seen: Seen = {};
  server.use(...billingHandlers(seen));
  const user = setupUser();
  const view = renderWithProviders(
    <>
      <SubscribePage />
      <DialogProbe />
    </>,
    { path: '/subscribe' },
  );
  return { user, seen, ...view };
}

describe('/subscribe', { timeout: 20_000 }, () => {
  it('shows the title, Back to Chat, and the upgrade offer inline', async () => {
    signIn();
    const { user, location } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribe to Luna Pro' })).toBeInTheDocument();
    const offer = screen.getByRole('region', { name: 'Upgrade to Luna Pro' });
    expect(within(offer).getByText('$9.99')).toBeInTheDocument();
    expect(within(offer).getByLabelText('Have a coupon code?')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to Chat' }));
    expect(location.history.at(-1)).toBe('/');
  });

  it('pays by card in the Card details modal, then goes back to the chat as Pro', async () => {
    signIn();
    const { user, seen, location } = renderPage();
    const offer = screen.getByRole('region', { name: 'Upgrade to Luna Pro' });
    await waitFor(() => expect(seen.products).toHaveLength(1));
    await user.click(within(offer).getByLabelText('I agree to these subscription terms'));
    await user.click(within(offer).getByRole('button', { name: 'Upgrade Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    await user.type(within(dialog).getByLabelText('Card Number'), '4242424242424242');
    await user.type(within(dialog).getByLabelText('Expiry Date'), '1234');
    await user.type(within(dialog).getByLabelText('CVV'), '123');
    await user.type(within(dialog).getByLabelText('Zip Code'), '10001');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(getCurrentUser()?.plan).toBe('pro');
    // Closing the success view early finishes at once.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('asks signed-out visitors to sign up or log in', async () => {
    const { user } = renderPage();
    const prompt = screen.getByRole('region', { name: 'Sign up or log in to subscribe' });
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
    await user.click(within(prompt).getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByTestId('open-dialog')).toHaveTextContent('register');
    await user.click(within(prompt).getByRole('button', { name: 'Login' }));
    expect(screen.getByTestId('open-dialog')).toHaveTextContent('login');
  });
});

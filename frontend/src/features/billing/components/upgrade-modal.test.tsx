import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRO_FEATURES, subscriptionTermsText } from '@luna/contracts';
import { openDialog } from '../../../lib/dialog-store.ts';
// Aliased: the helper's use- name makes the hooks lint rule mistake it for a React hook.
import { useMswServer as startMswServer } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { billingHandlers, BillingDialogs, cleanBillingStateEachTest, setupUser, signIn, type Seen } from '../test/billing-fixtures.tsx';

const server = startMswServer();
cleanBillingStateEachTest();

function renderUpgrade(opts: Parameters<typeof billingHandlers>[1] = {}) {
  const seen: Seen = {};
  server.use(...billingHandlers(seen, opts));
  signIn();
  const user = setupUser();
  const view = renderWithProviders(<BillingDialogs />);
  act(() => openDialog('upgrade'));
  return { user, seen, ...view };
}

const upgradeDialog = () => screen.findByRole('dialog', { name: 'Upgrade to Luna Pro' });

describe('upgrade modal', { timeout: 20_000 }, () => {
  it('shows the product, its price per month, the features, the coupon entry and the terms', async () => {
    const { seen } = renderUpgrade();
    const dialog = await upgradeDialog();
    expect(within(dialog).getByText('$9.99')).toBeInTheDocument();
    expect(within(dialog).getByText('per month')).toBeInTheDocument();
    for (const feature of PRO_FEATURES) expect(within(dialog).getByText(feature)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Have a coupon code?')).toBeInTheDocument();
    expect(within(dialog).getByText(subscriptionTermsText('Luna Pro', '$9.99'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Maybe Later' })).toBeEnabled();
    await waitFor(() => expect(seen.products).toEqual([{ productId: 'luna_pro' }]));
  });

  it('asks for consent to the terms before Upgrade Now works', async () => {
    const { user } = renderUpgrade();
    const dialog = await upgradeDialog();
    const upgrade = within(dialog).getByRole('button', { name: 'Upgrade Now' });
    await waitFor(() => expect(within(dialog).queryByText('Unable to load subscription details')).toBeNull());
    expect(upgrade).toBeDisabled();
    await user.click(within(dialog).getByLabelText('I agree to these subscription terms'));
    expect(upgrade).toBeEnabled();
    await user.click(upgrade);
    expect(await screen.findByRole('dialog', { name: 'Card Details' })).toBeInTheDocument();
  });

  it('falls back to the default details when the catalogue fails, and Try Again reloads it', async () => {
    const { user, seen } = renderUpgrade({ productsFail: true });
    const dialog = await upgradeDialog();
    expect(await within(dialog).findByText('Unable to load subscription details')).toBeInTheDocument();
    expect(within(dialog).getByText('$9.99')).toBeInTheDocument();
    expect(within(dialog).getByText(PRO_FEATURES[0])).toBeInTheDocument();
    server.use(...billingHandlers(seen));
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(dialog).queryByText('Unable to load subscription details')).toBeNull());
    expect(seen.products).toHaveLength(2);
  });

  it('Maybe Later closes the modal', async () => {
    const { user } = renderUpgrade();
    await user.click(within(await upgradeDialog()).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('open-dialog')).toHaveTextContent('none');
  });
});

describe('coupon entry', { timeout: 20_000 }, () => {
  it('upper-cases and trims the code, applies it, shows the discount and final price, and removes it', async () => {
    const { user, seen } = renderUpgrade();
    const dialog = await upgradeDialog();
    const input = within(dialog).getByLabelText('Have a coupon code?');
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(input, '  welcome20 ');
    expect(input).toHaveValue('WELCOME20');
    await user.click(apply);
    expect(await within(dialog).findByText(/WELCOME20: 20% off/)).toBeInTheDocument();
    expect(within(dialog).getByText('Coupon WELCOME20 applied.')).toBeInTheDocument();
    expect(within(dialog).getByText('$7.99')).toBeInTheDocument();
    expect(within(dialog).getByText("With your coupon, today's charge is $7.99.")).toBeInTheDocument();
    expect(seen['validate-coupon']).toEqual([{ couponCode: 'WELCOME20', userId: 'u-1', productId: 'luna_pro' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByLabelText('Have a coupon code?')).toHaveValue('');
    expect(within(dialog).queryByText('$7.99')).toBeNull();
  });

  it("shows the server's message for a refused code, or 'Invalid coupon code' when it gives none", async () => {
    const { user } = renderUpgrade();
    const dialog = await upgradeDialog();
    const input = within(dialog).getByLabelText('Have a coupon code?');
    await user.type(input, 'OLDCODE{Enter}');
    expect(await within(dialog).findByText('This code has expired.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'silent');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Invalid coupon code')).toBeInTheDocument();
  });

  it('forgets the coupon when the modal closes and opens again', async () => {
    const { user } = renderUpgrade();
    let dialog = await upgradeDialog();
    await user.type(within(dialog).getByLabelText('Have a coupon code?'), 'WELCOME20{Enter}');
    await within(dialog).findByText(/WELCOME20: 20% off/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => openDialog('upgrade'));
    dialog = await upgradeDialog();
    expect(within(dialog).getByLabelText('Have a coupon code?')).toHaveValue('');
    expect(within(dialog).queryByText(/WELCOME20: 20% off/)).toBeNull();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { paymentErrorTexts } from '@luna/contracts';
import { getCurrentUser } from '../../../lib/auth-store.ts';
import { openDialog } from '../../../lib/dialog-store.ts';
import { useMswServer as startMswServer } from '../../../test/msw.ts';
import { renderWithProviders, testConfig } from '../../../test/render.tsx';
import { billingHandlers, BillingDialogs, cleanBillingStateEachTest, setupUser, signIn, type Seen } from '../test/billing-fixtures.tsx';

/**
 * Notes D, approach 1: loadStripe returns a fake Stripe object and the real <Elements> runs, so
 * the form's wiring (element types, confirmCardPayment arguments) is what is tested.
 */
const fake = vi.hoisted(() => {
  const created: { type: string; element: Record<string, unknown> }[] = [];
  const makeElement = (type: string) => {
    const element = {
      type,
      mount: () => {},
      destroy: () => {},
      on: () => {},
      off: () => {},
      update: () => {},
      focus: () => {},
      blur: () => {},
      clear: () => {},
    };
    created.push({ type, element });
    return element;
  };
  const state = { confirmCardPayment: null as unknown as Mock };
  const stripe = {
    elements: () => ({
      create: (type: string) => makeElement(type),
      getElement: (component: { __elementType?: string } | string) =>
        created.find((c) => c.type === (typeof component === 'string' ? component : component.__elementType))?.element ?? null,
      update: () => {},
    }),
    createToken: () => {},
    createPaymentMethod: () => {},
    confirmCardPayment: (...args: unknown[]) => state.confirmCardPayment(...args),
    registerAppInfo: () => {},
    _registerWrapper: () => {},
  };
  return { created, stripe, state, loadStripe: null as unknown as Mock };
});

vi.mock('@stripe/stripe-js/pure', async () => {
  const { vi: v } = await import('vitest');
  fake.loadStripe = v.fn(async () => fake.stripe);
  return { loadStripe: (...args: unknown[]) => fake.loadStripe(...args) };
});

const server = startMswServer();
cleanBillingStateEachTest();
const stripeConfig = { ...testConfig, payments: { mode: 'stripe' as const, publishableKey: 'pk_test_real' } };

async function payWithElements(result: unknown) {
  fake.state.confirmCardPayment = vi.fn(async () => result);
  const seen: Seen = {};
  server.use(...billingHandlers(seen));
  signIn();
  const user = setupUser();
  renderWithProviders(<BillingDialogs />, { config: stripeConfig });
  act(() => openDialog('upgrade'));
  const offer = await screen.findByRole('dialog', { name: 'Upgrade to Luna Pro' });
  await waitFor(() => expect(seen.products).toHaveLength(1));
  await user.click(within(offer).getByLabelText('I agree to these subscription terms'));
  await user.click(within(offer).getByRole('button', { name: 'Upgrade Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
  await within(dialog).findByRole('group', { name: 'Card Number' });
  await waitFor(() => expect(fake.created.map((c) => c.type)).toEqual(expect.arrayContaining(['cardNumber', 'cardExpiry', 'cardCvc'])));
  await user.type(within(dialog).getByLabelText('Zip Code'), '94107');
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  return { seen, dialog };
}

describe('card details modal (stripe mode)', { timeout: 20_000 }, () => {
  it('loads Stripe.js with the publishable key and confirms the payment with the card element and the zip code', async () => {
    const { seen } = await payWithElements({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(fake.loadStripe).toHaveBeenCalledWith('pk_test_real');
    const cardNumber = fake.created.find((c) => c.type === 'cardNumber')!.element;
    expect(fake.state.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_abc', {
      payment_method: { card: cardNumber, billing_details: { address: { postal_code: '94107' } } },
    });
    expect(seen['confirm-card']).toBeUndefined();
    expect(seen.confirm).toEqual([{ subscriptionId: 'sub_1' }]);
    expect(getCurrentUser()?.plan).toBe('pro');
  });

  it("maps Stripe.js's card errors to the spec's texts", async () => {
    const { dialog } = await payWithElements({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(paymentErrorTexts.insufficientFunds);
    expect((await screen.findByText('Payment Failed')).closest('li')).toHaveTextContent(paymentErrorTexts.insufficientFunds);
    expect(getCurrentUser()?.plan).toBe('free');
  });

  it('says a known test card cannot be used in live mode', async () => {
    const { dialog } = await payWithElements({
      error: {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined. Your request was in live mode, but used a known test card.',
      },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(paymentErrorTexts.testCardInLiveMode);
  });

  it('when Stripe.js could not load: Payment processing is not properly initialized.', async () => {
    fake.loadStripe.mockResolvedValueOnce(null);
    const seen: Seen = {};
    server.use(...billingHandlers(seen));
    signIn();
    const user = setupUser();
    renderWithProviders(<BillingDialogs />, { config: { ...stripeConfig, payments: { mode: 'stripe', publishableKey: 'pk_test_unreachable' } } });
    act(() => openDialog('upgrade'));
    const offer = await screen.findByRole('dialog', { name: 'Upgrade to Luna Pro' });
    await waitFor(() => expect(seen.products).toHaveLength(1));
    await user.click(within(offer).getByLabelText('I agree to these subscription terms'));
    await user.click(within(offer).getByRole('button', { name: 'Upgrade Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card Details' });
    await user.type(await within(dialog).findByLabelText('Zip Code'), '94107');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect((await screen.findByText('Payment Failed')).closest('li')).toHaveTextContent('Payment processing is not properly initialized.');
    expect(seen.subscribe).toBeUndefined();
  });
});

import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { openDialog } from '../../../lib/dialog-store.ts';
// Aliased: the helper's use- name makes the hooks lint rule mistake it for a React hook.
import { useMswServer as startMswServer } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountDialogs, cleanAccountStateEachTest, setupUser } from '../test/account-fixtures.tsx';

const server = startMswServer();
cleanAccountStateEachTest();

function renderForgot() {
  const user = setupUser();
  renderWithProviders(<AccountDialogs />);
  act(() => openDialog('forgot-password'));
  return { user, dialog: screen.getByRole('dialog', { name: 'Forgot Password' }) };
}

async function expectErrorToast(message: string) {
  expect((await screen.findByText('Error')).closest('li')).toHaveTextContent(message);
}

describe('forgot-password modal', { timeout: 20_000 }, () => {
  it('asks for the e-mail address', async () => {
    const { user, dialog } = renderForgot();
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your email address');
    await expectErrorToast('Please enter your email address');
  });

  it('sends the link to this site and shows the sent state, with Close and Back to Login', async () => {
    const bodies: unknown[] = [];
    let release!: () => void;
    server.use(
      http.post('*/webhook/forgot-password', async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ status: 'success', message: 'sent', result: { success: true, message: 'sent' } });
      }),
    );
    const { user, dialog } = renderForgot();
    await user.type(within(dialog).getByLabelText('Email'), ' Grace@Example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    act(() => release());
    expect(await within(dialog).findByText('Reset link sent to your email.')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'grace@example.com', redirectTo: `${window.location.origin}/reset-password` }]);
    // Besides the corner X, the sent state has its own Close button.
    expect(
      within(dialog)
        .getAllByRole('button', { name: 'Close' })
        .map((b) => b.textContent),
    ).toContain('Close');
    await user.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login to Luna' })).toBeInTheDocument();
  });

  it.each([
    [
      'the server error',
      HttpResponse.json(
        { status: 'error', message: 'Too many requests', result: { success: false, message: 'Too many requests', error: 'Too many requests' } },
        { status: 429 },
      ),
      'Too many requests',
    ],
    ['the fallback', HttpResponse.json({ status: 'error' }), 'Failed to send reset link. Please try again.'],
    ['an HTTP failure', new HttpResponse('down', { status: 503 }), 'Forgot password failed: 503'],
    ['an unparseable answer', HttpResponse.text('sent!'), 'Invalid response format'],
  ])('toasts Error with %s and stays on the form', async (_case, response, message) => {
    server.use(http.post('*/webhook/forgot-password', () => response.clone()));
    const { user, dialog } = renderForgot();
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    await expectErrorToast(message);
    expect(within(dialog).getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it('closes from the sent state and starts idle next time', async () => {
    server.use(http.post('*/webhook/forgot-password', () => HttpResponse.json({ success: true })));
    const { user, dialog } = renderForgot();
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    await within(dialog).findByText('Reset link sent to your email.');
    await user.click(
      within(dialog)
        .getAllByRole('button', { name: 'Close' })
        .find((b) => b.textContent === 'Close')!,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openDialog('forgot-password'));
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('goes back to login with Back', async () => {
    const { user, dialog } = renderForgot();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Login to Luna' })).toBeInTheDocument();
  });
});

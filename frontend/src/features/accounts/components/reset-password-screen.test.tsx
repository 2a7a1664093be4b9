import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser, setCurrentUser } from '../../../lib/auth-store.ts';
import { getSupabase } from '../../../lib/supabase.ts';
// Aliased: the helper's use- name makes the hooks lint rule mistake it for a React hook.
import { useMswServer as startMswServer } from '../../../test/msw.ts';
import { renderWithProviders, testConfig } from '../../../test/render.tsx';
import {
  AccountDialogs,
  AUTH,
  authUserHandler,
  cleanAccountStateEachTest,
  fakeJwt,
  gotrueError,
  gotrueUser,
  setupUser,
} from '../test/account-fixtures.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

const server = startMswServer();
cleanAccountStateEachTest();
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const token = fakeJwt('u-3', 'kay@example.com');
const recoveryHash = `#access_token=${token}&expires_at=1&expires_in=3600&refresh_token=rt-recovery&token_type=bearer&type=recovery`;

function renderReset(hash = '') {
  window.history.replaceState(null, '', `/reset-password${hash}`);
  const user = setupUser();
  const view = renderWithProviders(
    <>
      <ResetPasswordScreen />
      <AccountDialogs />
    </>,
    { path: '/reset-password' },
  );
  return { user, ...view };
}

async function submit(user: ReturnType<typeof setupUser>, password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

async function expectToast(title: string, description: string) {
  expect((await screen.findByText(title)).closest('li')).toHaveTextContent(description);
}

/** The recovery flow's auth calls: GET /user from setSession, PUT /user, POST /logout. */
function recoveryHandlers(calls: string[], put: () => Response = () => HttpResponse.json(gotrueUser('u-3', 'kay@example.com'))) {
  return [
    authUserHandler('u-3', 'kay@example.com', calls),
    http.put(`${AUTH}/user`, async ({ request }) => {
      calls.push(`PUT ${request.headers.get('authorization')} ${JSON.stringify(await request.json())}`);
      return put();
    }),
    http.post(`${AUTH}/logout`, ({ request }) => {
      calls.push(`LOGOUT ${new URL(request.url).searchParams.get('scope')}`);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

describe('reset-password screen', { timeout: 20_000 }, () => {
  it('shows the page texts and hides or shows each password', async () => {
    const { user } = renderReset(recoveryHash);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    expect(screen.getByText('Enter your new password below')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(first!);
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
    await user.click(second!);
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'text');
  });

  it('warns about a link without tokens after 2 seconds and offers a new link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderReset();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Invalid reset link')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    await expectToast('Invalid reset link', 'The reset link is invalid or has expired. For testing, use the test button below.');
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('takes the tokens out of the address bar and does not warn', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderReset(recoveryHash);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Invalid reset link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a new link' })).not.toBeInTheDocument();
  });

  it.each([
    ['', '', 'Missing fields', 'Please fill in both password fields'],
    ['newpass1', '', 'Missing fields', 'Please fill in both password fields'],
    ['newpass1', 'newpass2', "Passwords don't match", 'Please make sure both passwords are identical'],
    ['abc12', 'abc12', 'Password too short', 'Password must be at least 6 characters long'],
    ['newpass1', 'newpass1', 'Weak Password', 'Password must be at least 8 characters with uppercase, lowercase, digit, and special character'],
  ])('refuses %j / %j with the toast %s', async (password, confirm, title, description) => {
    const { user } = renderReset(recoveryHash);
    await submit(user, password, confirm);
    await expectToast(title, description);
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
  });

  it('without tokens shows success and changes nothing', async () => {
    const { user } = renderReset();
    await submit(user, 'N3wpass!1', 'N3wpass!1');
    expect(await screen.findByText('Password Updated Successfully!')).toBeInTheDocument();
  });

  it('sets the recovery session, updates the password, signs out and sends the user to log in', async () => {
    const calls: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(...recoveryHandlers(calls));
    server.use(
      http.get(`${AUTH}/user`, async ({ request }) => {
        calls.push(`GET ${request.headers.get('authorization')}`);
        await gate;
        return HttpResponse.json(gotrueUser('u-3', 'kay@example.com'));
      }),
    );
    setCurrentUser({
      id: 'someone-else',
      name: 'X',
      email: 'x@example.com',
      plan: 'free',
      userType: 'user',
      dailyMessageCount: 0,
      lastMessageDate: null,
    });
    const { user, location } = renderReset(recoveryHash);
    await submit(user, 'Brand!new-pa55', 'Brand!new-pa55');
    expect(await screen.findByRole('button', { name: 'Updating Password...' })).toBeDisabled();
    act(() => release());

    expect(await screen.findByText('Password Updated Successfully!')).toBeInTheDocument();
    expect(screen.getByText('Ready to login with your new password!')).toBeInTheDocument();
    expect(calls).toEqual([
      `GET Bearer ${token}`,
      `PUT Bearer ${token} {"password":"Brand!new-pa55","code_challenge":null,"code_challenge_method":null}`,
      'LOGOUT local',
    ]);
    expect((await (await getSupabase(testConfig)).auth.getSession()).data.session).toBeNull();
    expect(getCurrentUser()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Login with New Password' }));
    expect(location.history.at(-1)).toBe('/');
    expect(await screen.findByRole('dialog', { name: 'Login to Luna' })).toBeInTheDocument();
  });

  it('toasts Error with the server message and keeps the form', async () => {
    const calls: string[] = [];
    server.use(...recoveryHandlers(calls, () => gotrueError(422, 'same_password', 'New password should be different from the old password.')));
    const { user } = renderReset(recoveryHash);
    await submit(user, 'Same!old-pa55', 'Same!old-pa55');
    await expectToast('Error', 'New password should be different from the old password.');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
    expect(calls.some((c) => c.startsWith('LOGOUT'))).toBe(false);
  });

  it('toasts Error with a plain message when the recovery session cannot be set', async () => {
    server.use(http.get(`${AUTH}/user`, () => gotrueError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')));
    const { user } = renderReset(recoveryHash);
    await submit(user, 'Brand!new-pa55', 'Brand!new-pa55');
    await expectToast('Error', 'This reset link is invalid or has expired. Please request a new link.');
    expect(screen.queryByText(/JWT/)).not.toBeInTheDocument();
  });

  it('says a mangled link is invalid instead of "JWT not in base64url format" (issue 13)', async () => {
    const { user } = renderReset('#access_token=not*a*jwt&refresh_token=rt-x&type=recovery');
    await submit(user, 'Brand!new-pa55', 'Brand!new-pa55');
    await expectToast('Error', 'This reset link is invalid or has expired. Please request a new link.');
    expect(screen.queryByText(/JWT|base64/)).not.toBeInTheDocument();
  });

  it("shows success anyway when the auth service answers 'Invalid session'", async () => {
    server.use(...recoveryHandlers([], () => gotrueError(400, 'validation_failed', 'Invalid session for this request')));
    const { user } = renderReset(recoveryHash);
    await submit(user, 'Brand!new-pa55', 'Brand!new-pa55');
    expect(await screen.findByText('Password Updated Successfully!')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Ready to login with your new password!')).toBeInTheDocument();
  });
});

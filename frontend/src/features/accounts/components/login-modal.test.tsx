import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '../../../lib/auth-store.ts';
import { openDialog } from '../../../lib/dialog-store.ts';
import { storageKeys } from '../../../lib/storage.ts';
// Aliased: the helper's use- name makes the hooks lint rule mistake it for a React hook.
import { useMswServer as startMswServer } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountDialogs, authUserHandler, cleanAccountStateEachTest, gotrueSession, setupUser } from '../test/account-fixtures.tsx';

const server = startMswServer();
cleanAccountStateEachTest();

function loginSuccess(userType: 'user' | 'admin' | undefined, bodies: unknown[] = []) {
  return http.post('*/webhook/login', async ({ request }) => {
    bodies.push(await request.json());
    const typeFields = userType ? { app_metadata: { user_type: userType, plan: 'pro' }, raw_user_meta_data: { user_type: userType } } : {};
    const user = {
      id: 'u-2',
      email: 'grace@example.com',
      user_metadata: {
        full_name: 'Grace Hopper',
        plan: 'pro',
        daily_message_count: 2,
        last_message_date: '2026-11-21',
        ...(userType ? { user_type: userType } : {}),
      },
      ...typeFields,
    };
    return HttpResponse.json({
      status: 'success',
      message: 'ok',
      result: { success: true, message: 'ok', user, session: gotrueSession('u-2', 'grace@example.com') },
    });
  });
}

function typeLookup(answer: { userType: 'user' | 'admin'; isAdmin: boolean } | 'fail', bearers: string[] = []) {
  return http.get('*/api/user/:email/type', ({ request, params }) => {
    bearers.push(`${String(params.email)} ${request.headers.get('authorization')}`);
    return answer === 'fail' ? HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 }) : HttpResponse.json(answer);
  });
}

function renderLogin() {
  const user = setupUser();
  const view = renderWithProviders(<AccountDialogs />);
  act(() => openDialog('login'));
  return { user, ...view };
}

async function signIn(user: ReturnType<typeof setupUser>, email = ' Grace@Example.com', password = 'Correct#Horse9') {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

async function expectLoginFailure(message: string) {
  const dialog = screen.getByRole('dialog', { name: 'Login to Luna' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  expect((await screen.findByText('Login Failed')).closest('li')).toHaveTextContent(message);
}

describe('login modal', { timeout: 20_000 }, () => {
  it('asks for both fields', async () => {
    const { user } = renderLogin();
    await signIn(user, 'grace@example.com', '');
    await expectLoginFailure('Please fill in all required fields');
  });

  it('toggles the password visibility', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('signs a user in: looks the type up, stores the user and says Welcome back!', async () => {
    const bodies: unknown[] = [];
    const bearers: string[] = [];
    server.use(loginSuccess('user', bodies), authUserHandler('u-2', 'grace@example.com'), typeLookup({ userType: 'user', isAdmin: false }, bearers));
    localStorage.setItem(storageKeys.chatMessages, '[]');
    const { user, location } = renderLogin();
    await signIn(user);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'grace@example.com', password: 'Correct#Horse9' }]);
    expect(bearers).toEqual([expect.stringMatching(/^grace@example\.com Bearer ey/)]);
    expect(getCurrentUser()).toEqual({
      id: 'u-2',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      plan: 'pro',
      userType: 'user',
      dailyMessageCount: 2,
      lastMessageDate: '2026-11-21',
    });
    expect(localStorage.getItem(storageKeys.admin)).toBeNull();
    expect(localStorage.getItem(storageKeys.chatMessages)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location.history.at(-1)).toBe('/');
  });

  it('takes the admin path straight from the login result', async () => {
    server.use(loginSuccess('admin'), authUserHandler('u-2', 'grace@example.com'));
    const { user, location } = renderLogin();
    await signIn(user);
    expect(await screen.findByText('Admin Access Granted')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKeys.admin)!)).toEqual({ id: 'u-2', email: 'grace@example.com', userType: 'admin' });
    expect(getCurrentUser()).toBeNull();
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
  });

  it('takes the admin path when the type is missing and the lookup says admin', async () => {
    server.use(loginSuccess(undefined), authUserHandler('u-2', 'grace@example.com'), typeLookup({ userType: 'admin', isAdmin: true }));
    const { user, location } = renderLogin();
    await signIn(user);
    expect(await screen.findByText('Admin Access Granted')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
  });

  it('treats a failed type lookup as non-admin', async () => {
    server.use(loginSuccess(undefined), authUserHandler('u-2', 'grace@example.com'), typeLookup('fail'));
    const { user, location } = renderLogin();
    await signIn(user);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(getCurrentUser()?.userType).toBe('user');
    expect(localStorage.getItem(storageKeys.admin)).toBeNull();
    expect(location.history.at(-1)).toBe('/');
  });

  it.each([
    [
      'the server message',
      HttpResponse.json(
        {
          status: 'error',
          message: 'Invalid email or password',
          result: { success: false, message: 'Invalid email or password', error: 'Invalid email or password' },
        },
        { status: 401 },
      ),
      'Invalid email or password',
    ],
    [
      'an account-locked message as-is',
      HttpResponse.json({ status: 'error', message: 'Too many attempts, try later' }, { status: 429 }),
      'Too many attempts, try later',
    ],
    ['the fallback', HttpResponse.json({ status: 'error' }, { status: 401 }), 'Invalid email or password'],
    ['an unparseable answer', HttpResponse.text('<html>'), 'Invalid response format'],
    ['a success without a user', HttpResponse.json({ status: 'success', result: { success: true } }), 'Login failed'],
  ])('shows %s inline and in the Login Failed toast', async (_case, response, message) => {
    server.use(http.post('*/webhook/login', () => response.clone()));
    const { user } = renderLogin();
    await signIn(user);
    await expectLoginFailure(message);
    expect(getCurrentUser()).toBeNull();
  });

  it('shows Signing in... while waiting', async () => {
    let release!: () => void;
    server.use(
      http.post('*/webhook/login', () => new Promise<Response>((r) => (release = () => r(HttpResponse.json({ status: 'error', message: 'Nope' }))))),
    );
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    act(() => release());
    await expectLoginFailure('Nope');
  });

  it('starts empty each time it opens, however it was closed', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    act(() => openDialog('register'));
    act(() => openDialog('login'));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cannot be closed with Escape while signing in', async () => {
    let release!: () => void;
    server.use(
      http.post('*/webhook/login', () => new Promise<Response>((r) => (release = () => r(HttpResponse.json({ status: 'error', message: 'Nope' }))))),
    );
    const { user } = renderLogin();
    await signIn(user);
    await screen.findByRole('button', { name: 'Signing in...' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Login to Luna' })).toBeInTheDocument();
    act(() => release());
    await expectLoginFailure('Nope');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens forgot-password with the typed e-mail, and registration from Create new account', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot Password' });
    expect(within(forgot).getByLabelText('Email')).toHaveValue('grace@example.com');
    await user.click(within(forgot).getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Create new account' }));
    expect(await screen.findByRole('dialog', { name: 'Join Luna' })).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '../../../lib/auth-store.ts';
import { storageKeys } from '../../../lib/storage.ts';
import { getSupabase } from '../../../lib/supabase.ts';
// Aliased: the helper's use- name makes the hooks lint rule mistake it for a React hook.
import { useMswServer as startMswServer } from '../../../test/msw.ts';
import { testConfig } from '../../../test/render.tsx';
import { authUserHandler, cleanAccountStateEachTest } from '../test/account-fixtures.tsx';
import { createButton, expectFailure, fill, registrationError, registrationSuccess, renderRegister } from '../test/register-helpers.tsx';

const server = startMswServer();
cleanAccountStateEachTest();
afterEach(() => vi.useRealTimers());

describe('registration submit', { timeout: 20_000 }, () => {
  it('sends the spec payload, replaces the local data, signs in and welcomes the user', async () => {
    const bodies: unknown[] = [];
    const bearers: string[] = [];
    server.use(registrationSuccess(bodies), authUserHandler('u-1', 'ada@example.com', bearers));
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 'old' }));
    localStorage.setItem(storageKeys.currentSessionId, 'old-session');
    localStorage.setItem(storageKeys.chatMessages, '[]');
    localStorage.setItem(storageKeys.unregisteredCount, '1');
    const { user } = renderRegister();
    await fill(user);
    await user.click(createButton());

    expect(await screen.findByText('Welcome to Luna!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Join Luna' })).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        email: 'ada@example.com',
        password: 'Moonlit#42',
        full_name: 'Ada Lovelace',
        phone: '5551234567',
        country_code: '+1',
        state: 'CA',
        terms_accepted: true,
        user_type: 'user',
        plan: 'free',
        daily_message_count: 0,
        last_message_date: null,
      },
    ]);
    expect(getCurrentUser()).toEqual({
      id: 'u-1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      plan: 'free',
      userType: 'user',
      dailyMessageCount: 1,
      lastMessageDate: '2026-11-22',
    });
    expect(localStorage.getItem(storageKeys.currentSessionId)).toBeNull();
    expect(localStorage.getItem(storageKeys.chatMessages)).toBeNull();
    expect(localStorage.getItem(storageKeys.unregisteredCount)).toBeNull();
    expect(Number(localStorage.getItem(storageKeys.lastRegistration))).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.parse(localStorage.getItem(storageKeys.session)!)).toMatchObject({ userId: 'u-1', email: 'ada@example.com' });
    // supabase-js now holds (and will refresh) the session the API client reads tokens from.
    const { data } = await (await getSupabase(testConfig)).auth.getSession();
    expect(bearers).toEqual([`Bearer ${data.session?.access_token}`]);
    expect(data.session?.refresh_token).toBe('rt-u-1');
  });

  it('shows Creating... and the loading overlay while the account is created', async () => {
    let release!: () => void;
    server.use(
      http.post(
        '*/webhook/registration',
        () => new Promise<Response>((r) => (release = () => r(HttpResponse.json({ status: 'error', message: 'Slow' })))),
      ),
    );
    const { user } = renderRegister();
    await fill(user);
    await user.click(createButton());
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Creating account...');
    act(() => release());
    await expectFailure('Slow', 'Registration Failed');
  });

  it.each([
    ['a server message as-is', registrationError('Phone number is already in use'), 'Phone number is already in use'],
    ['invalid credentials', registrationError('Invalid credentials'), 'Invalid email or password. Please check your credentials and try again.'],
    [
      'a network error',
      http.post('*/webhook/registration', () => HttpResponse.error()),
      'Network error. Please check your connection and try again.',
    ],
    [
      'an HTTP failure',
      http.post('*/webhook/registration', () => new HttpResponse('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
      'Registration failed: 502 Bad Gateway',
    ],
    ['an unparseable answer', http.post('*/webhook/registration', () => HttpResponse.text('OK')), 'Invalid response format from Luna API'],
    [
      'no user in the answer',
      http.post('*/webhook/registration', () => HttpResponse.json({ status: 'success', result: { success: true } })),
      'Registration failed - no valid user data returned from Luna',
    ],
  ])('maps %s to the spec text', async (_case, handler, message) => {
    server.use(handler);
    const { user } = renderRegister();
    await fill(user);
    await user.click(createButton());
    await expectFailure(message, 'Registration Failed');
    expect(getCurrentUser()).toBeNull();
  });

  it('on a duplicate e-mail explains, then after 2 seconds switches to login with the e-mail filled in', async () => {
    server.use(registrationError('Email already exists', 409));
    const { user } = renderRegister();
    await fill(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(createButton());
    await expectFailure('This email is already registered. Please try logging in instead or use a different email.', 'Registration Failed');
    expect(screen.queryByText('Switched to Login Mode')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2000));
    const toastTitle = await screen.findByText('Switched to Login Mode');
    expect(toastTitle.closest('li')).toHaveTextContent('Please enter your password to sign in with this email.');
    const login = await screen.findByRole('dialog', { name: 'Login to Luna' });
    expect(within(login).getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.queryByRole('dialog', { name: 'Join Luna' })).not.toBeInTheDocument();
  });

  it('does not switch to login when the modal is closed before the 2 seconds pass', async () => {
    server.use(registrationError('Email already exists', 409));
    const { user } = renderRegister();
    await fill(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(createButton());
    await expectFailure('This email is already registered. Please try logging in instead or use a different email.', 'Registration Failed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Switched to Login Mode')).not.toBeInTheDocument();
    expect(screen.getByTestId('open-dialog')).toHaveTextContent('none');
  });
});

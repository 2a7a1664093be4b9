import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAuthStore, setCurrentUser } from '../../lib/auth-store.ts';
import { storageKeys, writeJson } from '../../lib/storage.ts';
import { useMswServer } from '../../test/msw.ts';
import { renderWithProviders, testConfig } from '../../test/render.tsx';
import { adminHandlers } from '../../features/admin/test/admin-fixtures.ts';
import { AdminPage } from './admin-page.tsx';

// useMswServer registers vitest hooks; it is not a React hook despite its name.
// eslint-disable-next-line react-hooks/rules-of-hooks
const server = useMswServer();

/** The session supabase-js persists at sign-in (its default storage key for a localhost URL). */
function storeSupabaseSession() {
  writeJson('sb-localhost-auth-token', {
    access_token: 'admin-access-token',
    refresh_token: 'admin-refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: 'a1', email: 'admin@luna.test', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: new Date().toISOString() },
  });
}

afterEach(() => {
  resetAuthStore();
});

describe('AdminPage', () => {
  it('sends a visitor home', async () => {
    const { location } = renderWithProviders(<AdminPage />, { path: '/admin' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('sends a signed-in non-admin home', async () => {
    setCurrentUser({ id: 'u1', name: 'Ada', email: 'ada@example.com', plan: 'pro', userType: 'user', dailyMessageCount: 0, lastMessageDate: null });
    const { location } = renderWithProviders(<AdminPage />, { path: '/admin' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('shows the admin header and dashboard heading for a stored admin', () => {
    server.use(...adminHandlers());
    writeJson(storageKeys.admin, { id: 'a1', email: 'admin@luna.test', userType: 'admin' });
    const { location } = renderWithProviders(<AdminPage />, { path: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('admin@luna.test');
    expect(header).toHaveTextContent('Administrator');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/admin');
  });

  it('Logout revokes the session on the server, clears local storage and goes home', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(`${testConfig.auth.url}/auth/v1/logout`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
      ...adminHandlers(),
    );
    writeJson(storageKeys.admin, { id: 'a1', email: 'admin@luna.test', userType: 'admin' });
    storeSupabaseSession();
    const { location } = renderWithProviders(<AdminPage />, { path: '/admin' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(authorization).toBe('Bearer admin-access-token');
    expect(localStorage.length).toBe(0);
  });

  it('Logout still clears and goes home when the server cannot be reached', async () => {
    let called = false;
    server.use(
      http.post(`${testConfig.auth.url}/auth/v1/logout`, () => {
        called = true;
        return HttpResponse.error();
      }),
      ...adminHandlers(),
    );
    writeJson(storageKeys.admin, { id: 'a1', email: 'admin@luna.test', userType: 'admin' });
    storeSupabaseSession();
    const { location } = renderWithProviders(<AdminPage />, { path: '/admin' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(called).toBe(true);
    expect(localStorage.getItem(storageKeys.admin)).toBeNull();
  });
});

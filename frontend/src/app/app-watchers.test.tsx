import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser, setCurrentUser, type LocalUser } from '../lib/auth-store.ts';
import { REGISTRATION_GRACE_MS } from '../lib/registration-grace.ts';
import { reportSessionEnded } from '../lib/session-ended.ts';
import { storageKeys } from '../lib/storage.ts';
import { renderWithProviders } from '../test/render.tsx';
import { AppWatchers } from './app-watchers.tsx';

const ada: LocalUser = {
  id: 'u-1',
  name: 'Ada',
  email: 'ada@example.com',
  plan: 'free',
  userType: 'user',
  dailyMessageCount: 0,
  lastMessageDate: null,
};

afterEach(() => vi.useRealTimers());

/** Spec section 7's 5-second registration grace check: the timestamp is now read (issue 13). */
describe('a session that ends', () => {
  it('within 5 seconds of registering is not a sign-out; after them it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-24T12:00:00Z') });
    setCurrentUser(ada);
    localStorage.setItem(storageKeys.lastRegistration, String(Date.now()));
    renderWithProviders(<AppWatchers />);

    act(() => vi.advanceTimersByTime(REGISTRATION_GRACE_MS - 100));
    act(() => reportSessionEnded());
    await new Promise((r) => setTimeout(r, 50));
    expect(getCurrentUser()?.id).toBe('u-1');
    expect(screen.queryByText('Signed out')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(200));
    act(() => reportSessionEnded());
    await waitFor(() => expect(getCurrentUser()).toBeNull());
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('without a registration in this browser signs out at once', async () => {
    setCurrentUser(ada);
    renderWithProviders(<AppWatchers />);
    act(() => reportSessionEnded());
    await waitFor(() => expect(getCurrentUser()).toBeNull());
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRadixDialog, resetRadixDialogForTests } from '../../../components/ui/use-radix-dialog.ts';
import { getCurrentUser } from '../../../lib/auth-store.ts';
import { storageKeys, writeJson } from '../../../lib/storage.ts';
import { useMswServer } from '../../../test/msw.ts';
import { testConfig } from '../../../test/render.tsx';
import { acknowledgeDisclosure, freeUser, proUser, renderChat, resetChatTestState, serverMessage } from '../test/chat-test-utils.tsx';

// eslint-disable-next-line react-hooks/rules-of-hooks
const server = useMswServer();

function useDesktop(matches = true) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const session = (id: string, title: string, last: string | null) => ({
  id,
  title,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  lastMessage: last === null ? null : { content: last },
});

function baseHandlers(user = proUser) {
  return [
    http.get(`/api/user/${user.id}/details`, () => HttpResponse.json({ success: true, user: { ...user, subscription: null } })),
    http.get(`/api/users/${user.id}/status`, () =>
      HttpResponse.json({ success: true, dailyMessageCount: 0, canSendMessage: true, remaining: 4, limit: 4, plan: 'free', resetsAt: 'x' }),
    ),
  ];
}

beforeEach(acknowledgeDisclosure);
afterEach(() => {
  vi.useRealTimers();
  resetChatTestState();
});

describe('chat history sidebar', () => {
  it('shows the empty state', async () => {
    useDesktop();
    server.use(
      ...baseHandlers(),
      http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [] })),
    );
    renderChat({ user: proUser });
    const aside = screen.getByRole('complementary', { name: 'Chat history' });
    expect(within(aside).getByRole('heading', { name: 'Conversations' })).toBeInTheDocument();
    expect(await within(aside).findByText('No conversations yet')).toBeInTheDocument();
    expect(within(aside).getByText('Start chatting to see your history')).toBeInTheDocument();
  });

  it("asks for the list with the spec's ?userId= (issue 13)", async () => {
    useDesktop();
    const searches: string[] = [];
    server.use(
      ...baseHandlers(),
      http.get('/api/sessions', ({ request }) => {
        searches.push(new URL(request.url).search);
        return HttpResponse.json({ success: true, sessions: [] });
      }),
    );
    renderChat({ user: proUser });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(searches[0]).toBe(`?userId=${proUser.id}`);
  });

  it('shows the error state', async () => {
    useDesktop();
    server.use(
      ...baseHandlers(),
      http.get('/api/sessions', () => HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })),
    );
    renderChat({ user: proUser });
    expect(await screen.findByText('Failed to load conversations')).toBeInTheDocument();
  });

  it('an answer that breaks the contract shows the same calm error, not a crash', async () => {
    useDesktop();
    server.use(
      ...baseHandlers(),
      http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [{ id: 7, title: null }] })),
      // The mismatch is counted (endpoint only).
      http.post('/api/telemetry', () => new HttpResponse(null, { status: 204 })),
    );
    renderChat({ user: proUser });
    expect(await screen.findByText('Failed to load conversations')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Ask anything...')).toBeInTheDocument();
  });

  it('opens a conversation, renames and deletes it through the menu', async () => {
    useDesktop();
    let sessions = [session('s1', 'Feeling anxious', 'Try a slow breath'), session('s2', 'Work stress', null)];
    const calls: string[] = [];
    server.use(
      ...baseHandlers(),
      http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions })),
      http.get('/api/sessions/s1/messages', () => {
        calls.push('GET messages');
        return HttpResponse.json({ success: true, messages: [serverMessage('s1', 'ai', 'Try a slow breath')], hasMore: false, nextCursor: null });
      }),
      http.patch('/api/sessions/s1', async ({ request }) => {
        const { title } = (await request.json()) as { title: string };
        calls.push(`PATCH ${title}`);
        sessions = sessions.map((s) => (s.id === 's1' ? { ...s, title } : s));
        return HttpResponse.json({ success: true });
      }),
      http.delete('/api/sessions/s1', () => {
        calls.push('DELETE');
        sessions = sessions.filter((s) => s.id !== 's1');
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderChat({ user: proUser });
    const nav = await screen.findByRole('navigation', { name: 'Past conversations' });
    await user.click(await within(nav).findByRole('button', { name: /^Feeling anxious/ }));
    expect(await within(screen.getByRole('log')).findByText('Try a slow breath')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.currentSessionId)).toBe('s1');
    expect(within(nav).getByRole('button', { name: /^Feeling anxious/ })).toHaveAttribute('aria-current', 'true');
    // Opening it again reads it afresh from the server.
    await user.click(within(nav).getByRole('button', { name: /^Feeling anxious/ }));
    await waitFor(() => expect(calls).toEqual(['GET messages', 'GET messages']));
    expect(await within(screen.getByRole('log')).findByText('Try a slow breath')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Options for Feeling anxious' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename conversation' });
    const title = within(rename).getByLabelText('Title');
    await user.clear(title);
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(within(rename).getByRole('alert')).toHaveTextContent('Please enter a title');
    await user.type(title, 'Calmer now');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(nav).findByRole('button', { name: /^Calmer now/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Options for Calmer now' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete conversation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(nav).queryByRole('button', { name: /^Calmer now/ })).not.toBeInTheDocument());
    expect(calls).toEqual(['GET messages', 'GET messages', 'PATCH Calmer now', 'DELETE']);
    // The open conversation was the deleted one: a new chat starts.
    expect(localStorage.getItem(storageKeys.currentSessionId)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your Safe Space Under the Moon' })).toBeInTheDocument();
  });

  it('polls the list every 30 seconds while open, and not when collapsed', async () => {
    useDesktop();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let listCalls = 0;
    server.use(
      ...baseHandlers(),
      http.get('/api/sessions', () => {
        listCalls += 1;
        return HttpResponse.json({ success: true, sessions: [] });
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderChat({ user: proUser });
    await screen.findByText('No conversations yet');
    expect(listCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(listCalls).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Collapse chat history' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(listCalls).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Open Chat History' }));
    expect(await screen.findByRole('complementary', { name: 'Chat history' })).toBeInTheDocument();
  });

  it('on phones it is a drawer that closes after starting a new chat', async () => {
    server.use(
      ...baseHandlers(),
      http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [] })),
    );
    const user = userEvent.setup();
    renderChat({ user: proUser });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Chat History' }));
    const drawer = await screen.findByRole('dialog', { name: 'Chat history' });
    await user.click(within(drawer).getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("on phones the drawer opens without Radix's dialog chunk too (plain HTML), and Escape closes it", async () => {
    resetRadixDialogForTests(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await loadRadixDialog();
    server.use(
      ...baseHandlers(),
      http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [session('s1', 'Late night', 'Hi')] })),
    );
    const user = userEvent.setup();
    renderChat({ user: proUser });
    await user.click(screen.getByRole('button', { name: 'Open Chat History' }));
    const drawer = screen.getByRole('dialog', { name: 'Chat history' });
    expect(drawer).not.toHaveAttribute('data-state');
    expect(await within(drawer).findByText('Late night')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    resetRadixDialogForTests();
    await loadRadixDialog();
  });

  it('visitors have no history sidebar', () => {
    useDesktop();
    renderChat();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Chat History' })).not.toBeInTheDocument();
  });

  it('the user badge shows initial, name, email and plan; paid users open billing', async () => {
    useDesktop();
    server.use(
      ...baseHandlers(),
      http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [] })),
    );
    const user = userEvent.setup();
    renderChat({ user: proUser });
    const badge = screen.getByRole('button', { name: /Click for details/ });
    expect(badge).toHaveTextContent('G');
    expect(badge).toHaveTextContent('Grace');
    expect(badge).toHaveTextContent('grace@example.com');
    expect(badge).toHaveTextContent('Pro plan');
    await user.click(badge);
    expect(screen.getByTestId('open-dialog')).toHaveTextContent('billing');
  });

  it("free users open the billing modal's free view from their badge (issue 13)", async () => {
    useDesktop();
    server.use(
      ...baseHandlers(freeUser),
      http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [] })),
    );
    const user = userEvent.setup();
    renderChat({ user: freeUser });
    expect(screen.queryByText('Click for details')).not.toBeInTheDocument();
    const badge = screen.getByRole('button', { name: /Free plan/ });
    await user.click(badge);
    expect(screen.getByTestId('open-dialog')).toHaveTextContent('billing');
  });

  it('Logout clears local storage and goes home', async () => {
    useDesktop();
    server.use(
      ...baseHandlers(),
      http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [] })),
      http.post(`${testConfig.auth.url}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    localStorage.setItem(storageKeys.currentSessionId, 'gone');
    server.use(http.get('/api/sessions/gone/messages', () => HttpResponse.json({ success: true, messages: [], hasMore: false, nextCursor: null })));
    const user = userEvent.setup();
    const { location } = renderChat({ user: proUser, path: '/' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getCurrentUser()).toBeNull());
    expect(localStorage.getItem(storageKeys.currentSessionId)).toBeNull();
    expect(location.history.at(-1)).toBe('/');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('admin users', () => {
  it('an admin-type user is redirected to /admin on load', async () => {
    const { location } = renderChat({ user: { ...proUser, userType: 'admin' } });
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
  });

  it('a stored admin record also redirects', async () => {
    writeJson(storageKeys.admin, { id: 'a1', email: 'admin@luna.test', userType: 'admin' });
    const { location } = renderChat();
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys, writeJson } from '../../../lib/storage.ts';
import { useMswServer } from '../../../test/msw.ts';
import {
  acknowledgeDisclosure,
  deferred,
  freeUser,
  proUser,
  renderChat,
  replyEvents,
  resetChatTestState,
  serverMessage,
  sseHeaders,
  sseStream,
} from '../test/chat-test-utils.tsx';

// eslint-disable-next-line react-hooks/rules-of-hooks
const server = useMswServer();

const accountHandlers = [
  http.get(`/api/user/${proUser.id}/details`, () => HttpResponse.json({ success: true, user: { ...proUser, subscription: null } })),
];

beforeEach(acknowledgeDisclosure);
afterEach(resetChatTestState);

describe('chat history', () => {
  it('restores the stored conversation from the server and loads previous pages of 10', async () => {
    localStorage.setItem(storageKeys.currentSessionId, 's1');
    const older = [serverMessage('s1', 'user', 'older question'), serverMessage('s1', 'ai', 'older answer')];
    const newer = [serverMessage('s1', 'user', 'newer question'), serverMessage('s1', 'ai', 'newer answer')];
    const gate = deferred();
    const requests: string[] = [];
    server.use(
      ...accountHandlers,
      http.get('/api/sessions/s1/messages', async ({ request }) => {
        const url = new URL(request.url);
        requests.push(url.search);
        if (url.searchParams.get('before') === 'c1') {
          await gate.promise;
          return HttpResponse.json({ success: true, messages: older, hasMore: false, nextCursor: null });
        }
        return HttpResponse.json({ success: true, messages: newer, hasMore: true, nextCursor: 'c1' });
      }),
    );
    const user = userEvent.setup();
    renderChat({ user: proUser });
    expect(screen.getByText('Loading your chat history...')).toBeInTheDocument();
    const log = await screen.findByRole('log');
    expect(within(log).getByText('newer answer')).toBeInTheDocument();
    expect(within(log).queryByText('older answer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load Previous Messages' }));
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    gate.resolve();
    await waitFor(() => expect(within(log).getByText('older answer')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Load Previous Messages' })).not.toBeInTheDocument();
    expect(requests).toEqual(['?limit=10', '?limit=10&before=c1']);
    const texts = within(log)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p:not(.sr-only)')?.textContent);
    expect(texts).toEqual(['older question', 'older answer', 'newer question', 'newer answer']);
  });

  it("reads the spec's bare array of messages too, as one page with nothing before it (issue 13)", async () => {
    localStorage.setItem(storageKeys.currentSessionId, 's1');
    server.use(
      ...accountHandlers,
      http.get('/api/sessions/s1/messages', () =>
        HttpResponse.json([serverMessage('s1', 'user', 'array question'), serverMessage('s1', 'ai', 'array answer')]),
      ),
    );
    renderChat({ user: proUser });
    const log = await screen.findByRole('log');
    expect(within(log).getByText('array question')).toBeInTheDocument();
    expect(within(log).getByText('array answer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load Previous Messages' })).not.toBeInTheDocument();
  });

  it('continues the restored conversation: the next message carries its session id', async () => {
    localStorage.setItem(storageKeys.currentSessionId, 's1');
    let body: Record<string, unknown> | null = null;
    server.use(
      ...accountHandlers,
      http.get('/api/sessions/s1/messages', () =>
        HttpResponse.json({ success: true, messages: [serverMessage('s1', 'ai', 'welcome back')], hasMore: false, nextCursor: null }),
      ),
      http.post('/api/chat', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return new HttpResponse(sseStream(replyEvents('glad you came back', { sessionId: 's1' })), { headers: sseHeaders() });
      }),
    );
    const user = userEvent.setup();
    renderChat({ user: proUser });
    await screen.findByText('welcome back');
    await user.type(screen.getByRole('textbox', { name: 'Message Luna' }), 'hi again{Enter}');
    await screen.findByText('glad you came back');
    expect(body).toMatchObject({ sessionId: 's1', user_query: 'hi again', history: 'AI: welcome back', userId: proUser.id });
    // Pro: no counter.
    expect(screen.queryByText(/free messages left today/)).not.toBeInTheDocument();
  });

  it('falls back to a greeting when the history cannot be loaded', async () => {
    localStorage.setItem(storageKeys.currentSessionId, 's404');
    server.use(
      ...accountHandlers,
      http.get('/api/sessions/s404/messages', () =>
        HttpResponse.json({ error: { code: 'not_found:session', message: 'Not found' } }, { status: 404 }),
      ),
    );
    renderChat({ user: proUser });
    const log = await screen.findByRole('log');
    expect(within(log).getByText(/I'm Luna\. I'm here to listen/)).toBeInTheDocument();
  });

  it('a visitor reload restores the stored messages without calling the server', () => {
    localStorage.setItem(storageKeys.currentSessionId, 'sv');
    writeJson(storageKeys.chatMessages, [
      { id: 'a', sender: 'user', message: 'stored question', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'b', sender: 'ai', message: 'stored answer', createdAt: '2026-01-01T00:00:01Z' },
    ]);
    renderChat();
    const log = screen.getByRole('log');
    expect(within(log).getByText('stored question')).toBeInTheDocument();
    expect(within(log).getByText('stored answer')).toBeInTheDocument();
  });

  it('the user avatar shows the initial of the name, else the email', async () => {
    writeJson(storageKeys.chatMessages, [{ id: 'a', sender: 'user', message: 'hi', createdAt: '2026-01-01T00:00:00Z' }]);
    server.use(
      http.get(`/api/user/${freeUser.id}/details`, () => HttpResponse.json({ success: true, user: { ...freeUser, name: '', subscription: null } })),
      http.get(`/api/users/${freeUser.id}/status`, () =>
        HttpResponse.json({ success: true, dailyMessageCount: 0, canSendMessage: true, remaining: 4, limit: 4, plan: 'free', resetsAt: 'x' }),
      ),
    );
    renderChat({ user: { ...freeUser, name: 'zoe' } });
    const item = within(screen.getByRole('log')).getByText('hi').closest('li')!;
    expect(item).toHaveTextContent(/^You said: hiZ$/);
    // The details poll brings an empty name: the initial falls back to the email.
    await waitFor(() => expect(item).toHaveTextContent(/hiA$/));
  });
});

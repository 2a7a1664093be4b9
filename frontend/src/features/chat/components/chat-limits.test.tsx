import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '../../../lib/auth-store.ts';
import { useMswServer } from '../../../test/msw.ts';
import {
  acknowledgeDisclosure,
  freeUser,
  proUser,
  renderChat,
  replyEvents,
  resetChatTestState,
  sseHeaders,
  sseStream,
} from '../test/chat-test-utils.tsx';

// eslint-disable-next-line react-hooks/rules-of-hooks
const server = useMswServer();

function status(used: number, plan: 'free' | 'pro' = 'free') {
  const limit = plan === 'free' ? 4 : null;
  return {
    success: true,
    dailyMessageCount: used,
    canSendMessage: plan === 'pro' || used < 4,
    remaining: limit === null ? null : Math.max(0, limit - used),
    limit,
    plan,
    resetsAt: '2026-01-02T00:00:00.000Z',
  };
}

function accountHandlers(user: typeof freeUser, getUsed: () => number) {
  return [
    http.get(`/api/users/${user.id}/status`, () => HttpResponse.json(status(getUsed(), user.plan))),
    http.get(`/api/user/${user.id}/details`, () =>
      HttpResponse.json({ success: true, user: { ...user, dailyMessageCount: getUsed(), subscription: null } }),
    ),
    http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [] })),
  ];
}

beforeEach(acknowledgeDisclosure);
afterEach(() => {
  vi.useRealTimers();
  resetChatTestState();
});

const input = () => screen.getByRole('textbox', { name: 'Message Luna' });

describe('free plan limits', () => {
  it('shows the messages left today and counts down after a reply', async () => {
    let used = 2;
    server.use(
      ...accountHandlers(freeUser, () => used),
      http.post('/api/chat', () => {
        used += 1;
        return new HttpResponse(sseStream(replyEvents('I hear you.')), { headers: sseHeaders() });
      }),
    );
    const user = userEvent.setup();
    renderChat({ user: freeUser });
    expect(await screen.findByText('2 of 4 free messages left today')).toBeInTheDocument();
    await user.type(input(), 'hello{Enter}');
    expect(await screen.findByText('1 of 4 free messages left today')).toBeInTheDocument();
  });

  it('a 402 from the server shows the upgrade prompt, which opens the upgrade modal; the text stays', async () => {
    server.use(
      ...accountHandlers(freeUser, () => 3),
      http.post('/api/chat', () =>
        HttpResponse.json(
          {
            success: false,
            status: 'error',
            statusCode: 402,
            requiresUpgrade: true,
            requiresSignup: false,
            message: 'limit',
            error: { code: 'payment_required:chat', message: 'limit' },
          },
          { status: 402 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderChat({ user: freeUser });
    await screen.findByText('1 of 4 free messages left today');
    await user.type(input(), 'one more please{Enter}');
    const prompt = await screen.findByText("You've used your 4 free messages for today. Upgrade to Pro for unlimited conversations.");
    expect(input()).toHaveValue('one more please');
    // Even at the limit, help is one line away (issue 8).
    const card = prompt.parentElement!.parentElement!;
    expect(card).toHaveTextContent('call or text 988 or text HOME to 741741');
    await user.click(within(card).getByRole('button', { name: 'Upgrade' }));
    expect(screen.getByTestId('open-dialog')).toHaveTextContent('upgrade');
  });

  it('shows the upgrade prompt on load when the server says canSendMessage is false', async () => {
    server.use(...accountHandlers(freeUser, () => 4));
    renderChat({ user: freeUser });
    expect(await screen.findByText("You've used your 4 free messages for today. Upgrade to Pro for unlimited conversations.")).toBeInTheDocument();
    expect(screen.queryByText(/free messages left today/)).not.toBeInTheDocument();
  });

  it('falls back to the local count of 4 when the status cannot be loaded', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const user = { ...freeUser, dailyMessageCount: 4, lastMessageDate: today };
    server.use(
      http.get(`/api/users/${user.id}/status`, () => HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })),
      http.get(`/api/user/${user.id}/details`, () => HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })),
      http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [] })),
    );
    renderChat({ user });
    expect(await screen.findByText("You've used your 4 free messages for today. Upgrade to Pro for unlimited conversations.")).toBeInTheDocument();
  });

  it('Pro users have no counter and no prompt', async () => {
    let statusCalls = 0;
    let detailsCalls = 0;
    server.use(
      http.get(`/api/user/${proUser.id}/details`, () => {
        detailsCalls += 1;
        return HttpResponse.json({ success: true, user: { ...proUser, subscription: null } });
      }),
      http.get(`/api/users/${proUser.id}/status`, () => {
        statusCalls += 1;
        return HttpResponse.json(status(40, 'pro'));
      }),
      ...accountHandlers(proUser, () => 40),
    );
    renderChat({ user: proUser });
    await waitFor(() => expect(detailsCalls).toBe(1));
    expect(screen.queryByText(/free messages left today/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
    expect(statusCalls).toBe(0);
  });
});

describe('user details', () => {
  it('refreshes every 30 seconds: an upgrade made elsewhere removes the counter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let plan: 'free' | 'pro' = 'free';
    let detailsCalls = 0;
    server.use(
      http.get(`/api/user/${freeUser.id}/details`, () => {
        detailsCalls += 1;
        return HttpResponse.json({ success: true, user: { ...freeUser, plan, subscription: null } });
      }),
      ...accountHandlers(freeUser, () => 1),
    );
    renderChat({ user: freeUser });
    expect(await screen.findByText('3 of 4 free messages left today')).toBeInTheDocument();
    await waitFor(() => expect(detailsCalls).toBe(1));
    plan = 'pro';
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(detailsCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(detailsCalls).toBe(2));
    await waitFor(() => expect(screen.queryByText(/free messages left today/)).not.toBeInTheDocument());
    expect(getCurrentUser()?.plan).toBe('pro');
    vi.useRealTimers();
  });
});

describe('crisis and disclosure', () => {
  it('a crisis reply opens the Mental Health Crisis Notice with tap-to-call links', async () => {
    server.use(
      http.post(
        '/api/chat',
        () =>
          new HttpResponse(sseStream(replyEvents('You deserve support right now.', { crisis: true, disclosure: 'I am an AI, not a human.' })), {
            headers: sseHeaders(),
          }),
      ),
    );
    const user = userEvent.setup();
    renderChat();
    await user.type(input(), 'I do not want to be here anymore{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Mental Health Crisis Notice' });
    expect(within(dialog).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(dialog).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(within(dialog).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
    expect(within(dialog).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(dialog).toHaveTextContent('988lifeline.org');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('I am an AI, not a human.')).toBeInTheDocument();
  });

  it('the crisis note link is always there and opens the notice', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByRole('button', { name: 'Mental Health Crisis note' }));
    expect(await screen.findByRole('dialog', { name: 'Mental Health Crisis Notice' })).toBeInTheDocument();
  });

  it('shows the AI disclosure at first use until acknowledged, and at the start of each conversation', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const { unmount } = renderChat();
    const banner = screen.getByRole('region', { name: 'About this chat' });
    expect(banner).toHaveTextContent('not a human or a licensed professional');
    await user.click(within(banner).getByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('region', { name: 'About this chat' })).not.toBeInTheDocument();
    unmount();
    renderChat();
    expect(screen.queryByRole('region', { name: 'About this chat' })).not.toBeInTheDocument();
    expect(screen.getByText("You're chatting with Luna, an AI companion — not a human or a licensed professional.")).toBeInTheDocument();
  });

  it('renders Markdown without raw HTML; links open safely in a new tab', async () => {
    const reply =
      '**Breathe** slowly.\n\n<img src=x onerror="alert(1)"><script>alert(1)</script>\n\n[Learn more](https://example.org) [bad](javascript:alert(1))';
    server.use(http.post('/api/chat', () => new HttpResponse(sseStream(replyEvents(reply)), { headers: sseHeaders() })));
    const user = userEvent.setup();
    const { container } = renderChat();
    await user.type(input(), 'help{Enter}');
    const strong = await screen.findByText('Breathe');
    expect(strong.tagName).toBe('STRONG');
    expect(container.querySelector('img, script')).toBeNull();
    expect(document.querySelector('img[src="x"], script')).toBeNull();
    // Dropped, not shown as text either.
    expect(screen.getByRole('log')).not.toHaveTextContent('onerror');
    const link = screen.getByRole('link', { name: 'Learn more' });
    expect(link).toHaveAttribute('href', 'https://example.org');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });
});

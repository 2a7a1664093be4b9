import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMswServer } from '../../../test/msw.ts';
import { browserTimeZone } from '../lib/quota-day.ts';
import { acknowledgeDisclosure, freeUser, renderChat, replyEvents, resetChatTestState, sseHeaders, sseStream } from '../test/chat-test-utils.tsx';

// eslint-disable-next-line react-hooks/rules-of-hooks
const server = useMswServer();

beforeEach(acknowledgeDisclosure);
afterEach(() => {
  vi.useRealTimers();
  resetChatTestState();
});

const timeText = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** Issue 13: the count's day is the person's own; the page says when it resets and refreshes then. */
describe("the free count's own day", () => {
  it('says when the count resets, sends the browser zone, and refreshes when the day turns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-24T22:58:00Z') });
    const resetsAt = '2026-11-24T23:00:00.000Z';
    const zones: (string | null)[] = [];
    let used = 4;
    server.use(
      http.get(`/api/users/${freeUser.id}/status`, ({ request }) => {
        zones.push(request.headers.get('x-time-zone'));
        const next = Date.now() >= Date.parse(resetsAt);
        if (next) used = 0;
        return HttpResponse.json({
          success: true,
          dailyMessageCount: used,
          canSendMessage: used < 4,
          remaining: 4 - used,
          limit: 4,
          plan: 'free',
          resetsAt: next ? '2026-11-25T23:00:00.000Z' : resetsAt,
        });
      }),
      http.get(`/api/user/${freeUser.id}/details`, () =>
        HttpResponse.json({ success: true, user: { ...freeUser, dailyMessageCount: used, subscription: null } }),
      ),
      http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [] })),
    );
    renderChat({ user: freeUser });
    expect(await screen.findByText(`Your free count resets at ${timeText(resetsAt)}.`)).toBeInTheDocument();
    expect(zones[0]).toBe(browserTimeZone());

    // The page stays open past the reset: it asks again by itself and the upgrade prompt goes.
    await act(async () => {
      vi.advanceTimersByTime(2 * 60 * 1000 + 1500);
    });
    expect(await screen.findByText('4 of 4 free messages left today')).toBeInTheDocument();
    expect(screen.getByText(`· resets at ${timeText('2026-11-25T23:00:00.000Z')}`)).toBeInTheDocument();
    expect(zones.length).toBeGreaterThanOrEqual(2);
  });

  it('sends the browser zone with each chat turn', async () => {
    let zone: string | null = null;
    server.use(
      http.get(`/api/users/${freeUser.id}/status`, () =>
        HttpResponse.json({
          success: true,
          dailyMessageCount: 0,
          canSendMessage: true,
          remaining: 4,
          limit: 4,
          plan: 'free',
          resetsAt: '2026-11-25T05:00:00.000Z',
        }),
      ),
      http.get(`/api/user/${freeUser.id}/details`, () => HttpResponse.json({ success: true, user: { ...freeUser, subscription: null } })),
      http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [] })),
      http.post('/api/chat', ({ request }) => {
        zone = request.headers.get('x-time-zone');
        return new HttpResponse(sseStream(replyEvents('I hear you.')), { headers: sseHeaders() });
      }),
    );
    const user = userEvent.setup();
    renderChat({ user: freeUser });
    await user.type(screen.getByRole('textbox', { name: 'Message Luna' }), 'hello{Enter}');
    await screen.findByText('I hear you.');
    expect(zone).toBe(browserTimeZone());
  });
});

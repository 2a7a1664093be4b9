import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMswServer } from '../../../test/msw.ts';
import { acknowledgeDisclosure, freeUser, renderChat, resetChatTestState } from '../test/chat-test-utils.tsx';

// eslint-disable-next-line react-hooks/rules-of-hooks
const server = useMswServer();

beforeEach(acknowledgeDisclosure);
afterEach(resetChatTestState);

const message = (id: string, sender: 'user' | 'ai', text: string) => ({
  id,
  message: text,
  sender,
  messageType: 'text',
  conversationId: 's-1',
  createdAt: '2026-11-24T22:00:00.000Z',
  crisis: false,
  disclosure: null,
});

const signedIn = [
  http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [] })),
  http.get(`/api/user/${freeUser.id}/details`, () => HttpResponse.json({ success: true, user: { ...freeUser, subscription: null } })),
  http.get(`/api/users/${freeUser.id}/status`, () =>
    HttpResponse.json({ success: true, dailyMessageCount: 0, canSendMessage: true, remaining: 4, limit: 4, plan: 'free', resetsAt: 'x' }),
  ),
];

describe('the mood check-in at the start of a conversation', () => {
  it('sends a score and a word, then shows the check-in and the reply as the conversation', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      ...signedIn,
      http.post('/api/mood', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            success: true,
            sessionId: 's-1',
            checkIn: { id: '1', score: 2, word: 'tired', sessionId: 's-1', createdAt: '2026-11-24T22:00:00.000Z' },
            userMessage: message('1', 'user', 'Mood check-in: 2 out of 5 (low), "tired"'),
            reply: message('2', 'ai', 'Thanks for checking in tonight: 2 out of 5, "tired".'),
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderChat({ user: freeUser });
    const form = await screen.findByTestId('mood-check-in');
    await user.click(within(form).getByRole('button', { name: 'Check in' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a number from 1 to 5.');
    await user.click(within(form).getByRole('radio', { name: '2, Low' }));
    await user.type(within(form).getByLabelText('One word for it (optional)'), 'tired');
    await user.click(within(form).getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(screen.getByText(/Thanks for checking in tonight/)).toBeInTheDocument());
    expect(body).toMatchObject({ score: 2, word: 'tired' });
    expect(typeof body!.localHour).toBe('number');
    expect(screen.queryByTestId('mood-check-in')).not.toBeInTheDocument();
  });

  it('checks the word with the same rule as the server, and can be skipped', async () => {
    server.use(...signedIn);
    const user = userEvent.setup();
    renderChat({ user: freeUser });
    const form = await screen.findByTestId('mood-check-in');
    await user.click(within(form).getByRole('radio', { name: '4, Good' }));
    await user.type(within(form).getByLabelText('One word for it (optional)'), 'ok 100%');
    await user.click(within(form).getByRole('button', { name: 'Check in' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Use one to three words, letters only.');
    await user.click(within(form).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByTestId('mood-check-in')).not.toBeInTheDocument();
  });

  it('is not offered to visitors', () => {
    renderChat();
    expect(screen.queryByTestId('mood-check-in')).not.toBeInTheDocument();
  });
});

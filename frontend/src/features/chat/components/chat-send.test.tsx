import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage.ts';
import { useMswServer } from '../../../test/msw.ts';
import { acknowledgeDisclosure, deferred, renderChat, replyEvents, resetChatTestState, sseHeaders, sseStream } from '../test/chat-test-utils.tsx';

// useMswServer registers vitest hooks; it is not a React hook despite its name.
// eslint-disable-next-line react-hooks/rules-of-hooks
const server = useMswServer();

beforeEach(acknowledgeDisclosure);
afterEach(resetChatTestState);

function input() {
  return screen.getByRole('textbox', { name: 'Message Luna' });
}

describe('chat send (visitor)', () => {
  it('streams the reply progressively, then asks the visitor to sign up', async () => {
    const gates = [deferred(), deferred(), deferred(), deferred()];
    let body: Record<string, unknown> | null = null;
    let accept: string | null = null;
    server.use(
      http.post('/api/chat', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        accept = request.headers.get('accept');
        return new HttpResponse(sseStream(replyEvents('Hello there friend'), [Promise.resolve(), ...gates.map((g) => g.promise)]), {
          headers: sseHeaders(),
        });
      }),
    );
    const user = userEvent.setup();
    renderChat();
    expect(screen.getByRole('heading', { name: 'Your Safe Space Under the Moon' })).toBeInTheDocument();

    await user.type(input(), 'I feel low today{Enter}');
    const log = await screen.findByRole('log');
    expect(within(log).getByText('I feel low today')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(input()).toHaveAttribute('placeholder', 'Luna is crafting your response...');
    expect(screen.getByText('Let me take time to understand you and respond with care...')).toBeInTheDocument();

    gates[0]!.resolve();
    await waitFor(() => expect(within(log).getByText('Hello')).toBeInTheDocument());
    expect(screen.queryByText('Let me take time to understand you and respond with care...')).not.toBeInTheDocument();
    gates[1]!.resolve();
    await waitFor(() => expect(within(log).getByText('Hello there')).toBeInTheDocument());
    gates[2]!.resolve();
    gates[3]!.resolve();
    await waitFor(() => expect(input()).toBeEnabled());
    expect(within(log).getByText('Hello there friend')).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', 'Ask anything...');

    expect(accept).toBe('text/event-stream');
    expect(body).toMatchObject({ user_query: 'I feel low today', history: '', userId: null, attachment: false });
    expect(localStorage.getItem(storageKeys.unregisteredCount)).toBe('1');
    expect(localStorage.getItem(storageKeys.currentSessionId)).toBe('s-new');
    expect(screen.getByText('Please sign up to keep chatting. It is free and takes a minute.')).toBeInTheDocument();
    expect(screen.getByText(/call or text 988 or text HOME to 741741/)).toBeInTheDocument();

    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByTestId('open-dialog')).toHaveTextContent('register');
    await user.click(within(main).getByRole('button', { name: 'Login' }));
    expect(screen.getByTestId('open-dialog')).toHaveTextContent('login');
  });

  it('a visitor over the server limit gets the sign-up prompt and keeps the text', async () => {
    localStorage.setItem(storageKeys.unregisteredCount, '1');
    server.use(
      http.post('/api/chat', () =>
        HttpResponse.json(
          { success: false, status: 'error', statusCode: 402, requiresUpgrade: false, requiresSignup: true, message: 'x' },
          { status: 402 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderChat();
    expect(screen.getByText('Please sign up to keep chatting. It is free and takes a minute.')).toBeInTheDocument();
    await user.type(input(), 'one more{Enter}');
    await waitFor(() => expect(input()).toHaveValue('one more'));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it('resets a stored visitor count of 2 or more to 0 on load', () => {
    localStorage.setItem(storageKeys.unregisteredCount, '2');
    renderChat();
    expect(localStorage.getItem(storageKeys.unregisteredCount)).toBe('0');
    expect(screen.queryByText('Please sign up to keep chatting. It is free and takes a minute.')).not.toBeInTheDocument();
  });
});

describe('chat input', () => {
  it('Shift+Enter adds a new line, Enter sends, empty text is not sent', async () => {
    let calls = 0;
    server.use(
      http.post('/api/chat', () => {
        calls += 1;
        return new HttpResponse(sseStream(replyEvents('ok')), { headers: sseHeaders() });
      }),
    );
    const user = userEvent.setup();
    renderChat();
    await user.type(input(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(calls).toBe(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await user.clear(input());
    await user.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('line one\nline two');
    expect(calls).toBe(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls).toBe(1));
    expect(input()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record voice message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attach file' })).toBeInTheDocument();
  });
});

describe('chat failures keep what the user typed', () => {
  const cases: [string, () => Response, string][] = [
    ['HTTP failure', () => HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong' } }, { status: 500 }), 'HTTP Error'],
    ['a body error', () => HttpResponse.json({ success: false, status: 'error', message: 'The AI is resting' }), 'The AI is resting'],
    ['an unparseable body', () => new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'text/html' } }), 'Invalid AI response format'],
    [
      'a stream error event',
      () =>
        new HttpResponse(
          sseStream([
            { event: 'meta', data: { sessionId: null, crisis: false } },
            { event: 'error', data: { message: 'Stream broke' } },
          ]),
          { headers: sseHeaders() },
        ),
      'Stream broke',
    ],
  ];
  it.each(cases)('%s', async (_name, respond, text) => {
    server.use(http.post('/api/chat', respond));
    const user = userEvent.setup();
    renderChat();
    await user.type(input(), 'please keep me{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(input()).toHaveValue('please keep me');
    expect(input()).toBeEnabled();
    expect(localStorage.getItem(storageKeys.unregisteredCount)).toBeNull();
  });
});

describe('a retried send', () => {
  it('sends the same message id again when the person retries the failed text, and a new id for a new message', async () => {
    const ids: unknown[] = [];
    let fail = true;
    server.use(
      http.post('/api/chat', async ({ request }) => {
        ids.push(((await request.json()) as Record<string, unknown>).clientMessageId);
        if (fail) return HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong' } }, { status: 500 });
        return new HttpResponse(sseStream(replyEvents('Here with you')), { headers: sseHeaders() });
      }),
    );
    const user = userEvent.setup();
    renderChat();
    await user.type(input(), 'the first try{Enter}');
    await screen.findByRole('alert');
    expect(input()).toHaveValue('the first try');
    fail = false;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(input()).toHaveValue(''));
    await user.type(input(), 'something new{Enter}');
    await waitFor(() => expect(ids).toHaveLength(3));
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});

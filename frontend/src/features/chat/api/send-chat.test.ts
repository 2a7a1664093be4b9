import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMswServer } from '../../../test/msw.ts';
import { ChatError, ChatLimitError, sendChat } from './send-chat.ts';
import { readSse } from '../../../lib/sse.ts';

// eslint-disable-next-line react-hooks/rules-of-hooks
const server = useMswServer();

const body = { user_query: 'hi', history: '', userId: null, attachment: false as const };

function chunks(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      parts.forEach((p) => controller.enqueue(encoder.encode(p)));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const e of readSse(stream)) events.push(e);
  return events;
}

describe('readSse', () => {
  it('reassembles events split across chunks, skips comments and handles CRLF', async () => {
    const events = await collect(
      chunks(['event: to', 'ken\ndata: {"t":"a', 'b"}\n', '\n: keep-alive\n\nevent: done\r\n', 'data: {}\r\n\r\n', 'data: last']),
    );
    expect(events).toEqual([
      { event: 'token', data: '{"t":"ab"}' },
      { event: 'done', data: '{}' },
      { event: 'message', data: 'last' },
    ]);
  });
});

describe('sendChat', () => {
  it('reads the JSON envelope, including result.response', async () => {
    server.use(
      http.post('/api/chat', () => HttpResponse.json({ success: true, status: 'success', result: { response: 'from result' }, crisis: true })),
    );
    await expect(sendChat(body)).resolves.toMatchObject({ response: 'from result', crisis: true, sessionId: null });
  });

  it('treats statusCode 402 or requiresUpgrade in a 200 body as the upgrade prompt', async () => {
    server.use(http.post('/api/chat', () => HttpResponse.json({ success: false, statusCode: 402 })));
    await expect(sendChat(body)).rejects.toEqual(new ChatLimitError('upgrade'));
    server.use(http.post('/api/chat', () => HttpResponse.json({ success: true, response: 'x', requiresUpgrade: true })));
    await expect(sendChat(body)).rejects.toBeInstanceOf(ChatLimitError);
  });

  it('passes the streamed meta and tokens to the handlers; done has the final text', async () => {
    const stream = chunks([
      'event: meta\ndata: {"sessionId":"s9","crisis":false,"disclosure":"AI here"}\n\n',
      'event: token\ndata: {"t":"Hel"}\n\nevent: token\ndata: {"t":"lo"}\n\n',
      'event: done\ndata: {"response":"Hello (screened)","sessionId":"s9","messageId":"m1","replaced":true}\n\n',
    ]);
    server.use(http.post('/api/chat', () => new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } })));
    const tokens: string[] = [];
    const metas: unknown[] = [];
    const reply = await sendChat(body, { onToken: (t) => tokens.push(t), onMeta: (m) => metas.push(m) });
    expect(tokens).toEqual(['Hel', 'lo']);
    expect(metas).toEqual([{ sessionId: 's9', crisis: false, disclosure: 'AI here' }]);
    expect(reply).toMatchObject({ response: 'Hello (screened)', sessionId: 's9', messageId: 'm1', disclosure: 'AI here' });
  });

  it('a stream that ends before done is an invalid response', async () => {
    server.use(
      http.post(
        '/api/chat',
        () => new HttpResponse(chunks(['event: token\ndata: {"t":"Hel"}\n\n']), { headers: { 'content-type': 'text/event-stream' } }),
      ),
    );
    await expect(sendChat(body)).rejects.toEqual(new ChatError('Invalid AI response format'));
  });

  it('an event the contract describes with the wrong shape is an invalid response, not a blank reply', async () => {
    const stream = chunks([
      'event: meta\ndata: {"sessionId":null,"crisis":false}\n\n',
      'event: done\ndata: {"response":"Hello","sessionId":7,"messageId":null,"replaced":false}\n\n',
    ]);
    server.use(http.post('/api/chat', () => new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } })));
    await expect(sendChat(body)).rejects.toEqual(new ChatError('Invalid AI response format'));
  });

  it('skips an event the contract does not know, so a newer server can add one', async () => {
    const stream = chunks([
      'event: meta\ndata: {"sessionId":null,"crisis":false}\n\n',
      'event: progress\ndata: {"stage":"screen"}\n\n',
      'event: done\ndata: {"response":"Hi","sessionId":null,"messageId":null,"replaced":false}\n\n',
    ]);
    server.use(http.post('/api/chat', () => new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } })));
    await expect(sendChat(body)).resolves.toMatchObject({ response: 'Hi' });
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnthropicProvider } from '../../src/features/chat/providers/anthropic-provider.ts';

/** A local stand-in for the Messages streaming API: the event sequence the SDK parses. */
function sse(event: string, data: unknown) {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

describe('Anthropic provider against a local fake Messages API', () => {
  let server: http.Server;
  let baseURL: string;
  let lastBody: { model: string; system: string; messages: unknown[]; stream: boolean } | null = null;
  let status = 200;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        lastBody = JSON.parse(raw);
        if (status !== 200) {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'fake failure' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(
          sse('message_start', {
            type: 'message_start',
            message: {
              id: 'msg_fake',
              type: 'message',
              role: 'assistant',
              model: 'fake',
              content: [],
              stop_reason: null,
              stop_sequence: null,
              usage: { input_tokens: 1, output_tokens: 0 },
            },
          }),
        );
        res.write(sse('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }));
        const words = ['I am ', 'here ', 'with you.'];
        let i = 0;
        const tick = () => {
          if (res.destroyed) return;
          if (i < words.length) {
            res.write(sse('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: words[i++] } }));
            setTimeout(tick, 5);
            return;
          }
          res.write(sse('content_block_stop', { type: 'content_block_stop', index: 0 }));
          res.write(
            sse('message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 3 } }),
          );
          res.write(sse('message_stop', { type: 'message_stop' }));
          res.end();
        };
        tick();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const provider = () => new AnthropicProvider({ apiKey: 'test', baseURL, model: 'fake-claude' });
  const request = (signal = new AbortController().signal) => ({
    system: 'Be kind.',
    messages: [
      { role: 'assistant' as const, content: 'dropped: conversations open with the user' },
      { role: 'user' as const, content: 'Hi' },
    ],
    signal,
  });

  it('streams the text deltas and sends system, model and alternating messages', async () => {
    status = 200;
    let text = '';
    for await (const piece of provider().stream(request())) text += piece;
    expect(text).toBe('I am here with you.');
    expect(lastBody).toMatchObject({ model: 'fake-claude', system: 'Be kind.', stream: true, messages: [{ role: 'user', content: 'Hi' }] });
  });

  it('surfaces an upstream error', async () => {
    status = 500;
    const run = async () => {
      for await (const _ of provider().stream(request()));
    };
    await expect(run()).rejects.toMatchObject({ status: 500 });
  });

  it('sends an attached image as a base64 image block before the text', async () => {
    status = 200;
    const images = [{ mimetype: 'image/jpeg', base64: Buffer.from('not really a jpeg').toString('base64') }];
    const req = { ...request(), messages: [{ role: 'user' as const, content: 'Look at this', images }] };
    for await (const _ of provider().stream(req));
    expect(lastBody!.messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'image', source: { type: 'base64', media_type: 'image/jpeg', data: images[0]!.base64 } },
          { type: 'text', text: 'Look at this' },
        ],
      },
    ]);
  });
});

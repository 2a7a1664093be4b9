import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMswServer } from '../test/msw.ts';
import { apiRequest, HttpError, loadSchemas, ResponseShapeError } from './api-client.ts';
import { errorTextFor, errorTexts } from './api-errors.ts';
import { flushTelemetry, resetTelemetryForTests } from './telemetry.ts';

// eslint-disable-next-line react-hooks/rules-of-hooks
const server = useMswServer();
const schema = z.object({ title: z.string(), count: z.number() });

afterEach(() => {
  resetTelemetryForTests();
  vi.unstubAllGlobals();
});

describe('the one API client', () => {
  it('returns the answer parsed with its contract schema', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ title: 'Evening', count: 2, extra: 'dropped' })));
    await expect(apiRequest('GET', '/api/thing', schema)).resolves.toEqual({ title: 'Evening', count: 2 });
  });

  it('an answer that does not match its schema is a typed error, counted by endpoint without its content', async () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    server.use(http.get('/api/sessions/:id/messages', () => HttpResponse.json({ title: 'I feel so alone tonight', count: 'two' })));
    const err = await apiRequest('GET', '/api/sessions/0b8f3c1e-6a1f-4c9e-9b7a-3d2e1f0a9c8b/messages?limit=10', schema).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseShapeError);
    expect(errorTextFor(err)).toBe(errorTexts.shape);
    flushTelemetry();
    const sent = beacon.mock.calls.map(([, body]) => body).join('');
    expect(sent).toContain('ResponseShapeError: /api/sessions/:id/messages');
    expect(sent).not.toContain('alone');
    expect(sent).not.toContain('0b8f3c1e');
  });

  it('a body that is not JSON at all is the same typed error', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.text('<html>proxy error</html>')));
    await expect(apiRequest('GET', '/api/thing', schema)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it("a refusal keeps the spec's '{status}: {text}' and the server's own words for the user", async () => {
    server.use(
      http.post('/api/thing', () => HttpResponse.json({ error: { code: 'bad_request:thing', message: 'Please enter a title' } }, { status: 400 })),
    );
    const err = await apiRequest('POST', '/api/thing', schema, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toMatch(/^400: /);
    expect(errorTextFor(err)).toBe('Please enter a title');
  });
});

describe('schemas from the chunk loaded after the first paint', () => {
  it('a call may pick its contract schema from the chunk: the answer is parsed with it', async () => {
    server.use(http.delete('/api/sessions/1', () => HttpResponse.json({ success: true, extra: 'dropped' })));
    await expect(apiRequest('DELETE', '/api/sessions/1', (s) => s.okResponseSchema)).resolves.toEqual({ success: true });
    server.use(http.delete('/api/sessions/2', () => HttpResponse.json({ success: 'yes' })));
    await expect(apiRequest('DELETE', '/api/sessions/2', (s) => s.okResponseSchema)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('the chunk is the contracts: every schema the chat home picks is there', async () => {
    const schemas = await loadSchemas();
    expect(schemas).toBe(await loadSchemas());
    for (const name of ['apiErrorSchema', 'chatStreamEventSchema', 'chatReplyEnvelopeSchema', 'messagesAnswerSchema', 'moodWordSchema'] as const) {
      expect(typeof schemas[name].safeParse).toBe('function');
    }
  });
});

describe('error codes in the user’s words', () => {
  it('maps a code without a message by its type, and a dropped network to the spec’s text', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ error: { code: 'rate_limit:chat', message: '' } }, { status: 429 })));
    const limited = await apiRequest('GET', '/api/thing', schema).catch((e: unknown) => e);
    expect((limited as HttpError).apiError).toEqual({ code: 'rate_limit:chat', message: '' });
    expect(errorTextFor(limited)).toBe('That was a lot at once. Please wait a moment and try again.');
    expect(errorTextFor(new TypeError('Failed to fetch'))).toBe('Network error. Please check your connection and try again.');
    expect(errorTextFor(new HttpError(500, '', 'Internal Server Error'))).toBe(errorTexts.generic);
    // An error body that is not the contract's shape is no API error: the fallback words.
    expect(errorTextFor(new HttpError(502, '<html>bad gateway</html>', 'Bad Gateway'))).toBe(errorTexts.generic);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowError, workflowMessages } from '@luna/contracts';
import { buildTestApp, type TestApp } from '../helpers.ts';

interface Seen {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Stands in for n8n: answers each path the way n8n can, and remembers what it was sent. */
async function fakeEngine(): Promise<{ url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const answers: Record<string, [number, string]> = {
    '/webhook/registration': [409, JSON.stringify(workflowError('Email already exists'))],
    '/webhook/login': [200, JSON.stringify(JSON.stringify({ status: 'success', result: { success: true } }))],
    '/webhook/create-customer': [200, JSON.stringify([{ status: 'success', result: { success: true } }])],
    // n8n's own answers, not a workflow's: the workflow is not active / failed without an error branch.
    '/webhook/products': [404, '{"code":404,"message":"The requested webhook \\"POST products\\" is not registered."}'],
    '/webhook/forgot-password': [500, '{"message":"Error in workflow"}'],
    '/webhook/subscribe': [502, '<html>Bad gateway</html>'],
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      const [status, text] = answers[req.url ?? ''] ?? [404, 'Cannot POST'];
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-security-policy': 'sandbox' }).end(text);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, seen, close: () => new Promise((r) => server.close(() => r())) };
}

describe('Luna forwards /webhook/* to n8n when WORKFLOW_BASE_URL is set', () => {
  let engine: Awaited<ReturnType<typeof fakeEngine>>;
  let t: TestApp;
  beforeAll(async () => {
    engine = await fakeEngine();
    t = await buildTestApp({ WORKFLOW_BASE_URL: engine.url });
  });
  afterAll(async () => {
    await t.close();
    await engine.close();
  });
  const post = (name: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/webhook/${name}`,
      payload: payload as object,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it("passes a workflow's status and body through, and sends the caller's token, agent and address", async () => {
    const res = await post(
      'registration',
      { email: 'a@example.com' },
      { authorization: 'Bearer tok', 'user-agent': 'Journey/1', 'x-forwarded-for': '203.0.113.9' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(workflowError('Email already exists'));
    expect(res.headers['content-security-policy']).not.toBe('sandbox');
    const sent = engine.seen.at(-1)!;
    expect(sent.path).toBe('/webhook/registration');
    expect(JSON.parse(sent.body)).toEqual({ email: 'a@example.com' });
    expect(sent.headers).toMatchObject({ authorization: 'Bearer tok', 'user-agent': 'Journey/1', 'content-type': 'application/json' });
    // Luna's own view of the caller (the socket here; TRUST_PROXY is off), not the header the browser sent.
    expect(sent.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(sent.headers.cookie).toBeUndefined();
  });

  it('passes envelopes encoded twice or wrapped in a one-item array through as they are', async () => {
    const login = await post('login', { email: 'a@example.com', password: 'x' });
    expect(login.statusCode).toBe(200);
    expect(JSON.parse(JSON.parse(login.body))).toEqual({ status: 'success', result: { success: true } });
    const customer = await post('create-customer', { email: 'a@example.com' });
    expect(customer.json()).toEqual([{ status: 'success', result: { success: true } }]);
  });

  it.each(['products', 'forgot-password', 'subscribe'])("turns n8n's own failure on %s into the calm 503", async (name) => {
    const res = await post(name, {});
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(workflowError(workflowMessages.unavailable));
  });

  it('refuses malformed JSON itself, without calling n8n', async () => {
    const before = engine.seen.length;
    const res = await t.app.inject({ method: 'POST', url: '/webhook/login', payload: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(workflowError('The request body must be valid JSON.'));
    expect(engine.seen.length).toBe(before);
  });

  it('tells the browser to call its own origin', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json().workflowBaseUrl).toBe('');
  });
});

describe('with n8n unreachable', () => {
  it('every contract answers the calm 503 at once', async () => {
    const engine = await fakeEngine();
    const url = engine.url;
    await engine.close(); // nothing listens there any more
    const t = await buildTestApp({ WORKFLOW_BASE_URL: url });
    try {
      for (const name of ['registration', 'login', 'forgot-password', 'products', 'create-customer', 'subscribe']) {
        const started = Date.now();
        const res = await t.app.inject({ method: 'POST', url: `/webhook/${name}`, payload: {}, headers: { 'content-type': 'application/json' } });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual(workflowError(workflowMessages.unavailable));
        expect(Date.now() - started).toBeLessThan(5000);
      }
    } finally {
      await t.close();
    }
  });
});

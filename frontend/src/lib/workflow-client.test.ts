import { afterEach, describe, expect, it, vi } from 'vitest';
import recorded from './fixtures/n8n-responses.json';
import { callWorkflow, parseWorkflowJson } from './workflow-client.ts';

type Recording = { status: number; contentType: string | null; body: string };
const responses = recorded.responses as Record<string, Recording>;

function serve(r: Recording) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(r.body, { status: r.status, headers: r.contentType ? { 'content-type': r.contentType } : {} })),
  );
}
afterEach(() => vi.unstubAllGlobals());

/** Answers recorded from a running n8n by api/test/n8n (re-recorded when n8n changes what it sends). */
describe(`the workflow client reads what n8n ${recorded.n8n} really sends`, () => {
  const envelope = {
    status: 'error',
    message: 'Invalid email or password',
    result: { success: false, message: 'Invalid email or password', error: 'Invalid email or password' },
  };

  it.each(['object', 'string parsed twice', 'one-item array'])('%s: the same envelope', async (label) => {
    const r = responses[label]!;
    expect(parseWorkflowJson(r.body)).toEqual(envelope);
    serve(r);
    await expect(callWorkflow('', 'login', { email: 'nobody@example.com', password: 'x' })).resolves.toEqual(envelope);
  });

  it("reads another contract's answer too", async () => {
    serve(responses['object, another contract']!);
    await expect(callWorkflow('', 'products', { productId: 'luna_gold' })).resolves.toMatchObject({ status: 'error', message: 'Unknown product.' });
  });

  it('still refuses what is not JSON at all', async () => {
    serve({ status: 200, contentType: 'text/html', body: '<html>n8n is starting up. Please wait</html>' });
    await expect(callWorkflow('', 'login', {})).rejects.toThrow('Invalid response format');
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMswServer as startMswServer } from '../../../test/msw.ts';
import { testConfig } from '../../../test/render.tsx';
import { createCustomer, customerTexts } from './create-customer.ts';

const server = startMswServer();

function answer(body: unknown, init?: ResponseInit) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/webhook/create-customer', async ({ request }) => {
      bodies.push({ body: await request.json(), auth: request.headers.get('authorization') });
      return typeof body === 'string'
        ? new HttpResponse(body, { ...init, headers: { 'content-type': 'application/json' } })
        : HttpResponse.json(body as object, init);
    }),
  );
  return bodies;
}

describe('create-customer workflow (spec 7.4, 8)', () => {
  it('reads result.stripeCustomerId and sends {email} with the bearer token', async () => {
    const bodies = answer({ status: 'success', result: { success: true, stripeCustomerId: 'cus_A1', customer: { id: 'cus_B2' } } });
    await expect(createCustomer(testConfig, 'ada@example.com', 'tok')).resolves.toBe('cus_A1');
    expect(bodies).toEqual([{ body: { email: 'ada@example.com' }, auth: 'Bearer tok' }]);
  });

  it('falls back to result.customer.id, then to a quoted cus_ string anywhere, in double-encoded JSON too', async () => {
    answer(JSON.stringify(JSON.stringify({ result: { success: true, customer: { id: 'cus_B2' } } })));
    await expect(createCustomer(testConfig, 'a@b.co', null)).resolves.toBe('cus_B2');
    answer({ result: { success: true, data: { stripe: { customer: 'cus_C3x' } } } });
    await expect(createCustomer(testConfig, 'a@b.co', null)).resolves.toBe('cus_C3x');
  });

  it('fails with the server message, the default text, a missing id or invalid JSON', async () => {
    answer(
      { status: 'error', result: { success: false, message: 'You can only create a payment customer for your own email address.' } },
      { status: 403 },
    );
    await expect(createCustomer(testConfig, 'x@y.co', null)).rejects.toThrow('You can only create a payment customer for your own email address.');
    answer({ result: { success: false } });
    await expect(createCustomer(testConfig, 'x@y.co', null)).rejects.toThrow(customerTexts.failed);
    answer({ result: { success: true, message: 'ok' } });
    await expect(createCustomer(testConfig, 'x@y.co', null)).rejects.toThrow(customerTexts.notFound);
    answer('not json');
    await expect(createCustomer(testConfig, 'x@y.co', null)).rejects.toThrow(customerTexts.invalidJson);
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../../src/infra/errors.ts';
import { clientAddress, perPerson, rateLimitPlugin } from '../../src/infra/rate-limit.ts';

/**
 * One IPv6 subscriber gets a /64: a per-IP limit that counts each address apart gives anyone on
 * IPv6 an endless allowance by rotating through it. Limits with their own key (perPerson's visitor
 * fallback, the auth limits) count `clientAddress`, the /64.
 */
describe('per-IP limits and IPv6', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(rateLimitPlugin, {});
    app.post('/visitor', { config: { rateLimit: perPerson(2) } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('clientAddress is the IPv4 address, or the IPv6 /64', () => {
    const at = (ip: string) => clientAddress({ ip } as Parameters<typeof clientAddress>[0]);
    expect(at('10.1.2.3')).toBe('10.1.2.3');
    expect(at('2001:db8:1:2:aaaa::1')).toBe(at('2001:db8:1:2:bbbb::9'));
    expect(at('2001:db8:1:2::1')).not.toBe(at('2001:db8:1:3::1'));
    expect(at('::ffff:10.1.2.3')).toBe('10.1.2.3');
  });

  it("perPerson counts a visitor's IPv6 /64 as one client", async () => {
    const post = (ip: string) => app.inject({ method: 'POST', url: '/visitor', remoteAddress: ip }).then((r) => r.statusCode);
    expect([await post('2001:db8:90:1::1'), await post('2001:db8:90:1::2'), await post('2001:db8:90:1::3')]).toEqual([200, 200, 429]);
    expect(await post('2001:db8:90:2::1')).toBe(200);
  });
});

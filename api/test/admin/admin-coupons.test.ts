import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../helpers.ts';
import { auditRows } from './admin-fixture.ts';

describe('admin coupons through the stripe client (emulator)', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { userType: 'admin' });
    user = await createTestUser(t);
  });
  afterAll(async () => t?.close());

  it('creates a percent coupon that checkout accepts, lists it, and deactivates it so checkout refuses it', async () => {
    const created = await call('POST', '/api/admin/coupons', {
      code: 'spring25',
      name: 'Spring',
      percentOff: 25,
      duration: 'repeating',
      durationInMonths: 3,
    });
    expect(created.statusCode).toBe(201);
    const coupon = created.json();
    expect(coupon).toMatchObject({
      code: 'SPRING25',
      name: 'Spring',
      percentOff: 25,
      amountOff: null,
      duration: 'repeating',
      durationInMonths: 3,
      active: true,
    });

    const check = () => t.app.inject({ method: 'POST', url: '/api/validate-coupon', headers: user.auth, payload: { couponCode: 'SPRING25' } });
    expect((await check()).json()).toMatchObject({ success: true, coupon: { code: 'SPRING25', discount: { type: 'percentage', value: 25 } } });

    const list = (await call('GET', '/api/admin/coupons')).json().coupons;
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ id: coupon.id, code: 'SPRING25', active: true })]));

    const off = await call('POST', `/api/admin/coupons/${coupon.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await check()).json().success).toBe(false);

    expect((await auditRows(t, 'create_coupon')).map((r) => [r.admin_email, r.target])).toEqual([[admin.email, 'SPRING25']]);
    expect((await auditRows(t, 'deactivate_coupon')).map((r) => [r.admin_email, r.target])).toEqual([[admin.email, 'SPRING25']]);
  });

  it('creates a fixed-amount coupon in cents', async () => {
    const res = await call('POST', '/api/admin/coupons', { code: 'FIVEOFF', amountOff: 500 });
    expect(res.json()).toMatchObject({ code: 'FIVEOFF', amountOff: 500, percentOff: null, duration: 'once' });
  });

  it('refuses a duplicate active code (409) and bad input (400), logging neither', async () => {
    await call('POST', '/api/admin/coupons', { code: 'TWICE', percentOff: 10 });
    const before = (await auditRows(t, 'create_coupon')).length;
    const dup = await call('POST', '/api/admin/coupons', { code: 'twice', percentOff: 20 });
    expect(dup.statusCode).toBe(409);
    for (const bad of [
      { code: 'x', percentOff: 10 },
      { code: 'BOTH', percentOff: 10, amountOff: 100 },
      { code: 'NEITHER' },
      { code: 'PCT', percentOff: 101 },
      { code: 'REPEAT', percentOff: 10, duration: 'repeating' },
      { code: 'BAD CODE!', percentOff: 10 },
    ]) {
      const res = await call('POST', '/api/admin/coupons', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await auditRows(t, 'create_coupon')).length).toBe(before);
    expect((await call('POST', '/api/admin/coupons/promo_missing/deactivate')).statusCode).toBe(404);
    expect((await auditRows(t, 'deactivate_coupon')).length).toBe(1);
  });
});

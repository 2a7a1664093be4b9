import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, loginResponseSchema, registrationResponseSchema } from '@luna/contracts';
import { buildTestApp, dbKind, type TestApp } from '../helpers.ts';
import { bearer, latestMailLink, PASSWORD, registration, RELAXED_LIMITS, uniqueEmail } from './auth-fixtures.ts';

describe(`account workflows /webhook/* (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(RELAXED_LIMITS);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as string, headers: { 'content-type': 'application/json', ...headers } });
  const userCount = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`)).rows[0]!.n;
  const expectError = (res: { statusCode: number; json: () => unknown }, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status: 'error', message, result: { success: false, message, error: message } });
  };

  describe('registration', () => {
    it('creates a free user, records the Terms, and returns authUser, customUser and a usable session', async () => {
      const body = registration({ email: `  ${uniqueEmail('New').toUpperCase()} ` });
      const res = await post('/webhook/registration', body);
      expect(res.statusCode).toBe(200);
      const json = registrationResponseSchema.parse(res.json());
      const email = (body.email as string).trim().toLowerCase();
      expect(json).toMatchObject({
        status: 'success',
        result: {
          success: true,
          authUser: { email, user_metadata: { full_name: "Mary-Jane O'Neil" } },
          customUser: {
            email,
            name: "Mary-Jane O'Neil",
            plan: 'free',
            userType: 'user',
            dailyMessageCount: 0,
            lastMessageDate: null,
            subscription: null,
          },
          session: { token_type: 'bearer', user: { email, app_metadata: { plan: 'free', user_type: 'user' } } },
        },
      });
      const me = await t.app.inject({ url: '/auth/v1/user', headers: bearer(json.result.session.access_token) });
      expect(me.json().user_metadata).toMatchObject({ phone: '5551234567', state: 'CA', country_code: '+1' });
      const { rows } = await t.db.query(`SELECT terms_accepted_at, user_type, plan FROM users WHERE email = $1`, [email]);
      expect(rows[0]).toMatchObject({ user_type: 'user', plan: 'free' });
      expect(rows[0]!.terms_accepted_at).toBeInstanceOf(Date);
    });

    it("answers a taken address with 'Email already exists'", async () => {
      const body = registration();
      expect((await post('/webhook/registration', body)).statusCode).toBe(200);
      const before = await userCount();
      expectError(await post('/webhook/registration', { ...body, email: (body.email as string).toUpperCase() }), 409, 'Email already exists');
      expect(await userCount()).toBe(before);
    });

    // Spec section 5, rule by rule, with the client's own messages.
    it.each([
      ['missing name', { full_name: '' }, accountMessages.required],
      ['missing email', { email: '   ' }, accountMessages.required],
      ['missing password', { password: '' }, accountMessages.required],
      ['missing phone', { phone: '' }, accountMessages.required],
      ['missing state', { state: '' }, accountMessages.required],
      ['phone with dashes', { phone: '555-123-4567' }, 'Phone number should contain only digits'],
      ['phone too short', { phone: '123456' }, 'Phone number should be between 7-15 digits'],
      ['phone too long', { phone: '1234567890123456' }, 'Phone number should be between 7-15 digits'],
      ['digits in name', { full_name: 'R2D2' }, 'Name should only contain letters, spaces, hyphens, apostrophes, and periods'],
      ['SQL in name', { full_name: "Robert'); DROP TABLE users;--" }, 'Name should only contain letters, spaces, hyphens, apostrophes, and periods'],
      ['10,000-char name', { full_name: 'a'.repeat(10_000) }, accountMessages.nameTooLong],
      ['no domain', { email: 'mary@localhost' }, 'Please enter a valid email address with a proper domain (e.g., name@example.com)'],
      ['SQL in email', { email: "x@example.com' OR '1'='1" }, accountMessages.email],
      ['weak password', { password: 'password1' }, 'Password must be at least 8 characters with uppercase, lowercase, digit, and special character'],
      ['no special character', { password: 'Passw0rdd' }, accountMessages.password],
      ['unknown country code', { country_code: '+7' }, accountMessages.countryCode],
      ['unknown state', { state: 'XX' }, accountMessages.state],
      ['terms not accepted', { terms_accepted: false }, accountMessages.terms],
    ])('%s -> 400 with the rule message, nothing stored', async (_name, patch, message) => {
      const before = await userCount();
      expectError(await post('/webhook/registration', registration(patch)), 400, message);
      expect(await userCount()).toBe(before);
    });

    it.each([
      [
        'a missing field',
        (() => {
          const b = registration();
          delete (b as Record<string, unknown>).phone;
          return b;
        })(),
        accountMessages.required,
      ],
      ['an unknown field', registration({ is_admin: true }), 'Invalid request: Unrecognized key: "is_admin"'],
      ['user_type admin', registration({ user_type: 'admin' }), /^Invalid request: user_type:/],
      ['plan pro', registration({ plan: 'pro' }), /^Invalid request: plan:/],
      ['a number as email', registration({ email: 42 }), /^Invalid request: email:/],
      ['a 10,001-char name', registration({ full_name: 'a'.repeat(10_001) }), /^Invalid request: full_name:/],
      ['an array body', [registration()], /^Invalid request/],
    ])('refuses %s with a clear 400', async (_name, body, message) => {
      const before = await userCount();
      const res = await post('/webhook/registration', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', result: { success: false } });
      expect(res.json().message).toMatch(message);
      expect(await userCount()).toBe(before);
    });

    it('refuses malformed JSON and bodies over 1 MB in the same envelope', async () => {
      const bad = await post('/webhook/registration', '{"email": ');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().status).toBe('error');
      const huge = await post('/webhook/registration', JSON.stringify(registration({ full_name: 'a'.repeat(1_100_000) })));
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ status: 'error', result: { success: false, error: 'That request is too large.' } });
    });
  });

  describe('login', () => {
    it('signs in and returns the spec user shape with the session', async () => {
      const body = registration();
      const created = (await post('/webhook/registration', body)).json();
      const today = new Date().toISOString().slice(0, 10);
      await t.db.query(`INSERT INTO daily_usage (user_id, day, count) VALUES ($1, $2, 3)`, [created.result.authUser.id, today]);
      const res = await post('/webhook/login', { email: ` ${(body.email as string).toUpperCase()}`, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const json = loginResponseSchema.parse(res.json());
      expect(json.result.user).toEqual({
        id: created.result.authUser.id,
        email: body.email,
        user_metadata: { full_name: "Mary-Jane O'Neil", plan: 'free', daily_message_count: 3, last_message_date: today, user_type: 'user' },
        app_metadata: { user_type: 'user', plan: 'free' },
        raw_user_meta_data: { user_type: 'user' },
      });
      expect((await t.app.inject({ url: '/auth/v1/user', headers: bearer(json.result.session.access_token) })).statusCode).toBe(200);
    });

    it('reports yesterday as 0 messages today', async () => {
      const body = registration();
      const created = (await post('/webhook/registration', body)).json();
      await t.db.query(`INSERT INTO daily_usage (user_id, day, count) VALUES ($1, '2020-01-01', 4)`, [created.result.authUser.id]);
      const json = (await post('/webhook/login', { email: body.email, password: PASSWORD })).json();
      expect(json.result.user.user_metadata).toMatchObject({ daily_message_count: 0, last_message_date: '2020-01-01' });
    });

    it.each([
      [{ email: '', password: '' }, 400, accountMessages.loginRequired],
      [{ email: 'a@example.com' }, 400, accountMessages.loginRequired],
      [{ email: 'nobody@example.com', password: PASSWORD }, 401, 'Invalid email or password'],
      [{ email: "' OR 1=1 --", password: "' OR 1=1 --" }, 401, 'Invalid email or password'],
    ])('%o -> %i %s', async (body, status, message) => {
      expectError(await post('/webhook/login', body), status, message);
    });

    it('gives a wrong password the same answer as an unknown address', async () => {
      const body = registration();
      await post('/webhook/registration', body);
      expectError(await post('/webhook/login', { email: body.email, password: 'Wr0ng!pass' }), 401, 'Invalid email or password');
    });

    it('admins are told apart by user_type', async () => {
      const body = registration();
      const created = (await post('/webhook/registration', body)).json();
      await t.db.query(`UPDATE users SET user_type = 'admin' WHERE id = $1`, [created.result.authUser.id]);
      const json = (await post('/webhook/login', { email: body.email, password: PASSWORD })).json();
      expect(json.result.user.app_metadata.user_type).toBe('admin');
      expect(json.result.user.raw_user_meta_data.user_type).toBe('admin');
    });
  });

  describe('forgot-password', () => {
    it('mails a recovery link to a known address and answers the same for an unknown one', async () => {
      const body = registration();
      await post('/webhook/registration', body);
      const known = await post('/webhook/forgot-password', { email: body.email, redirectTo: 'http://localhost:3000/reset-password' });
      const unknown = await post('/webhook/forgot-password', { email: uniqueEmail() });
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(known.json()).toMatchObject({ status: 'success', result: { success: true } });
      const link = await latestMailLink(t, body.email as string);
      expect(link).toContain('/auth/v1/verify?token=');
      expect(link).toContain(`redirect_to=${encodeURIComponent('http://localhost:3000/reset-password')}`);
    });

    it.each([
      [{ email: '' }, 400, accountMessages.forgotRequired],
      [{}, 400, accountMessages.forgotRequired],
      [{ email: 'nope' }, 400, accountMessages.email],
      [{ email: 'a@example.com', extra: 1 }, 400, 'Invalid request: Unrecognized key: "extra"'],
    ])('%o -> %i %s', async (body, status, message) => {
      expectError(await post('/webhook/forgot-password', body), status, message);
    });
  });
});

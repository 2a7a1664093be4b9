import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, dbKind, type TestApp } from '../helpers.ts';
import { ANON, bearer, latestMailLink, PASSWORD, RELAXED_LIMITS, signUp, uniqueEmail } from './auth-fixtures.ts';

describe(`/auth/v1 (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(RELAXED_LIMITS);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = ANON) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });

  describe('signup', () => {
    it('creates a free user and returns a GoTrue session', async () => {
      const email = uniqueEmail();
      const res = await post('/auth/v1/signup', {
        email: ` ${email.toUpperCase()} `,
        password: PASSWORD,
        data: { full_name: 'Sam Rivers', terms_accepted: true, favourite: 'tea' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-supabase-api-version']).toBe('2024-01-01');
      const s = res.json();
      expect(s).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
      expect(s.refresh_token.length).toBeGreaterThanOrEqual(22);
      expect(s.expires_at).toBeGreaterThan(Date.now() / 1000);
      expect(s.user).toMatchObject({
        email,
        aud: 'authenticated',
        app_metadata: { provider: 'email', plan: 'free', user_type: 'user' },
        user_metadata: { full_name: 'Sam Rivers', favourite: 'tea', plan: 'free', user_type: 'user' },
      });
      const claims = JSON.parse(Buffer.from(s.access_token.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({
        sub: s.user.id,
        role: 'authenticated',
        aud: 'authenticated',
        app_metadata: { plan: 'free', user_type: 'user' },
      });
      const { rows } = await t.db.query(`SELECT terms_accepted_at, encrypted_password FROM users WHERE id = $1`, [s.user.id]);
      expect(rows[0]!.terms_accepted_at).not.toBeNull();
      expect(rows[0]!.encrypted_password).toMatch(/^\$argon2id\$v=19\$(?=[^$]*m=19456)(?=[^$]*t=2)(?=[^$]*p=1)/);
    });

    it('refuses a duplicate address (any case) with user_already_exists', async () => {
      const { email } = await signUp(t);
      const res = await post('/auth/v1/signup', { email: email.toUpperCase(), password: PASSWORD, data: { terms_accepted: true } });
      expect(res.statusCode).toBe(422);
      expect(res.headers['x-sb-error-code']).toBe('user_already_exists');
      expect(res.json()).toMatchObject({
        code: 'user_already_exists',
        error_code: 'user_already_exists',
        msg: 'User already registered',
        message: 'User already registered',
      });
    });

    it('never lets the client choose plan or user type', async () => {
      const res = await post('/auth/v1/signup', {
        email: uniqueEmail(),
        password: PASSWORD,
        data: { terms_accepted: true, plan: 'pro', user_type: 'admin' },
        app_metadata: { user_type: 'admin' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.app_metadata).toMatchObject({ plan: 'free', user_type: 'user' });
      expect(res.json().user.user_metadata).toMatchObject({ plan: 'free', user_type: 'user' });
    });

    it.each([
      [
        { password: 'weakpass' },
        422,
        'weak_password',
        'Password must be at least 8 characters with uppercase, lowercase, digit, and special character',
      ],
      [{ email: 'nobody@localhost' }, 422, 'validation_failed', 'Please enter a valid email address with a proper domain (e.g., name@example.com)'],
      [{ email: '' }, 422, 'validation_failed', 'Please fill all required fields'],
      [{ data: {} }, 422, 'validation_failed', 'Please accept the Terms of Use and confirm you are 18 or older'],
      [
        { data: { terms_accepted: true, full_name: 'R2D2', phone: '5551234567', state: 'CA' } },
        422,
        'validation_failed',
        'Name should only contain letters, spaces, hyphens, apostrophes, and periods',
      ],
      [{ data: { terms_accepted: true, full_name: 'Sam', phone: '5551234567', state: 'ZZ' } }, 422, 'validation_failed', 'Please choose a US state'],
    ])('validates %o', async (patch, status, code, message) => {
      const before = await t.db.query(`SELECT count(*)::int AS n FROM users`);
      const res = await post('/auth/v1/signup', { email: uniqueEmail(), password: PASSWORD, data: { terms_accepted: true }, ...patch });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, message });
      if (code === 'weak_password') expect(res.json().weak_password.reasons).toEqual(['characters']);
      const after = await t.db.query(`SELECT count(*)::int AS n FROM users`);
      expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    });

    it('requires the public API key', async () => {
      const none = await post('/auth/v1/signup', { email: uniqueEmail(), password: PASSWORD }, {});
      expect(none.statusCode).toBe(401);
      const wrong = await post('/auth/v1/signup', { email: uniqueEmail(), password: PASSWORD }, { apikey: 'nope' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('invalid_api_key');
    });
  });

  describe('token', () => {
    it('signs in with the password grant and refuses a wrong password the same way as an unknown address', async () => {
      const { email } = await signUp(t);
      const ok = await post('/auth/v1/token?grant_type=password', { email, password: PASSWORD });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.email).toBe(email);
      expect(ok.json().user.last_sign_in_at).not.toBeNull();
      const bad = await post('/auth/v1/token?grant_type=password', { email, password: 'Wr0ng!pass' });
      const unknown = await post('/auth/v1/token?grant_type=password', { email: uniqueEmail(), password: PASSWORD });
      for (const r of [bad, unknown]) {
        expect(r.statusCode).toBe(400);
        expect(r.json()).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
      }
    });

    it('rotates refresh tokens, serves a racing tab within the grace, and ends the session on later reuse', async () => {
      const { session } = await signUp(t);
      const first = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
      expect(first.statusCode).toBe(200);
      const child = first.json().refresh_token;
      expect(child).not.toBe(session.refresh_token);
      // A second tab presents the same (now rotated) token within the grace: it gets the same child.
      const racing = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
      expect(racing.statusCode).toBe(200);
      expect(racing.json().refresh_token).toBe(child);
      // After the grace, the rotated token is a leak: the whole session ends.
      await t.db.query(`UPDATE auth_refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL`);
      const reuse = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().code).toBe('refresh_token_already_used');
      const childToo = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: child });
      expect(childToo.statusCode).toBe(400);
      expect(childToo.json().code).toBe('refresh_token_not_found');
      const me = await t.app.inject({ url: '/auth/v1/user', headers: bearer(first.json().access_token) });
      expect(me.statusCode).toBe(403);
      expect(me.json().code).toBe('session_not_found');
    });

    it('gives two tabs refreshing at the same moment the same new token', async () => {
      const { session } = await signUp(t);
      const [a, b] = await Promise.all([
        post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token }),
        post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().refresh_token).toBe(b.json().refresh_token);
      const live = await t.db.query(
        `SELECT count(*)::int AS n FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE s.user_id = $1 AND NOT t.revoked`,
        [session.user.id],
      );
      expect(live.rows[0]!.n).toBe(1);
    });

    it('stores refresh tokens only as hashes', async () => {
      const { session } = await signUp(t);
      const { rows } = await t.db.query(`SELECT token_hash FROM auth_refresh_tokens`);
      expect(rows.map((r) => r.token_hash)).not.toContain(session.refresh_token);
    });

    it('answers a database failure during refresh with a retryable 5xx, never a sign-out 4xx', async () => {
      const { session } = await signUp(t);
      vi.spyOn(t.db, 'tx').mockRejectedValueOnce(Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' }));
      const res = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'unexpected_failure' });
      expect(res.body).not.toContain('Connection terminated');
      // The token was not spent: the retry works.
      expect((await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token })).statusCode).toBe(200);
    });

    it('answers unknown refresh tokens and bad grants with 4xx', async () => {
      const r = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'made-up' });
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('refresh_token_not_found');
      const g = await post('/auth/v1/token?grant_type=pkce', {});
      expect(g.statusCode).toBe(400);
      expect(g.json().code).toBe('validation_failed');
    });
  });

  describe('user', () => {
    it('returns the user for a valid token and GoTrue codes otherwise', async () => {
      const { session } = await signUp(t);
      const ok = await t.app.inject({ url: '/auth/v1/user', headers: bearer(session.access_token) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().id).toBe(session.user.id);
      const anon = await t.app.inject({ url: '/auth/v1/user', headers: ANON });
      expect(anon.statusCode).toBe(401);
      expect(anon.json().code).toBe('no_authorization');
      const forged = await t.app.inject({ url: '/auth/v1/user', headers: bearer(`${session.access_token}x`) });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().code).toBe('bad_jwt');
    });

    it('merges data into user_metadata, checks profile fields, and keeps plan and type server-owned', async () => {
      const { session } = await signUp(t);
      const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(session.access_token), payload });
      const ok = await put({ data: { full_name: 'Samuel Rivers', mood: 'calm', plan: 'pro', user_type: 'admin' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user_metadata).toMatchObject({ full_name: 'Samuel Rivers', mood: 'calm', plan: 'free', user_type: 'user' });
      expect(ok.json().app_metadata).toMatchObject({ plan: 'free', user_type: 'user' });
      const badName = await put({ data: { full_name: 'Sam <script>' } });
      expect(badName.statusCode).toBe(422);
      expect(badName.json().message).toBe('Name should only contain letters, spaces, hyphens, apostrophes, and periods');
      const appMeta = await put({ app_metadata: { user_type: 'admin' } });
      expect(appMeta.statusCode).toBe(403);
      expect(appMeta.json().code).toBe('not_admin');
      const { rows } = await t.db.query(`SELECT user_type, plan, full_name FROM users WHERE id = $1`, [session.user.id]);
      expect(rows[0]).toEqual({ user_type: 'user', plan: 'free', full_name: 'Samuel Rivers' });
    });

    it('changes the password with the current one and the registration rules, ending the other sessions but not this one', async () => {
      const { email, session } = await signUp(t);
      const other = (await post('/auth/v1/token?grant_type=password', { email, password: PASSWORD })).json();
      const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(session.access_token), payload });
      // Outside a recovery session a stolen access token alone must not take the account over.
      const bare = await put({ password: 'N3w!passw0rd' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().code).toBe('reauthentication_needed');
      const wrong = await put({ password: 'N3w!passw0rd', current_password: 'not-it' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('invalid_credentials');
      const short = await put({ password: '12345', current_password: PASSWORD });
      expect(short.statusCode).toBe(422);
      expect(short.json()).toMatchObject({
        code: 'weak_password',
        message: 'Password must be at least 6 characters long',
        weak_password: { reasons: ['length'] },
      });
      const weak = await put({ password: 'simple', current_password: PASSWORD });
      expect(weak.statusCode).toBe(422);
      expect(weak.json()).toMatchObject({
        code: 'weak_password',
        message: 'Password must be at least 8 characters with uppercase, lowercase, digit, and special character',
      });
      const same = await put({ password: PASSWORD, current_password: PASSWORD });
      expect(same.json().code).toBe('same_password');
      expect((await put({ password: 'N3w!passw0rd', current_password: PASSWORD })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/auth/v1/user', headers: bearer(session.access_token) })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/auth/v1/user', headers: bearer(other.access_token) })).json().code).toBe('session_not_found');
      expect((await post('/auth/v1/token?grant_type=password', { email, password: PASSWORD })).statusCode).toBe(400);
      expect((await post('/auth/v1/token?grant_type=password', { email, password: 'N3w!passw0rd' })).statusCode).toBe(200);
    });
  });

  describe('logout', () => {
    it.each([
      ['local', [false, true]],
      ['others', [true, false]],
      ['global', [false, false]],
    ] as const)('scope=%s', async (scope, [thisAlive, otherAlive]) => {
      const { email, session } = await signUp(t);
      const other = (await post('/auth/v1/token?grant_type=password', { email, password: PASSWORD })).json();
      const res = await post(`/auth/v1/logout?scope=${scope}`, undefined, bearer(session.access_token));
      expect(res.statusCode).toBe(204);
      const alive = async (token: string) => (await t.app.inject({ url: '/auth/v1/user', headers: bearer(token) })).statusCode === 200;
      expect([await alive(session.access_token), await alive(other.access_token)]).toEqual([thisAlive, otherAlive]);
    });

    it('is idempotent for a session that is already gone', async () => {
      const { session } = await signUp(t);
      expect((await post('/auth/v1/logout', undefined, bearer(session.access_token))).statusCode).toBe(204);
      expect((await post('/auth/v1/logout', undefined, bearer(session.access_token))).statusCode).toBe(204);
    });
  });

  describe('recover and verify', () => {
    it('answers {} for known and unknown addresses, mailing only the known one', async () => {
      const { email } = await signUp(t);
      const known = await post('/auth/v1/recover', { email });
      const unknownEmail = uniqueEmail();
      const unknown = await post('/auth/v1/recover', { email: unknownEmail });
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.json()).toEqual({});
      expect(unknown.json()).toEqual({});
      const link = await latestMailLink(t, email);
      expect(link).toMatch(
        /^http:\/\/localhost:3000\/auth\/v1\/verify\?token=[\w-]{43}&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A3000%2Freset-password$/,
      );
      await expect(latestMailLink(t, unknownEmail)).rejects.toThrow();
    });

    it('redirects with the full GoTrue hash, once, with a recovery session', async () => {
      const { email } = await signUp(t);
      await post('/auth/v1/recover?redirect_to=http%3A%2F%2Flocalhost%3A3000%2Freset-password', { email });
      const link = new URL(await latestMailLink(t, email));
      const res = await t.app.inject({ url: link.pathname + link.search });
      expect(res.statusCode).toBe(303);
      const [target, hash] = String(res.headers.location).split('#');
      expect(target).toBe('http://localhost:3000/reset-password');
      const params = new URLSearchParams(hash);
      expect(params.get('type')).toBe('recovery');
      expect(params.get('token_type')).toBe('bearer');
      for (const k of ['access_token', 'refresh_token', 'expires_in', 'expires_at']) expect(params.get(k)).toBeTruthy();
      const claims = JSON.parse(Buffer.from(params.get('access_token')!.split('.')[1]!, 'base64url').toString());
      expect(claims.amr[0].method).toBe('recovery');
      const again = await t.app.inject({ url: link.pathname + link.search });
      expect(String(again.headers.location)).toMatch(/#error=access_denied&error_code=otp_expired&error_description=/);
    });

    it('expires links after an hour and only redirects to this app', async () => {
      const { email } = await signUp(t);
      await post('/auth/v1/recover?redirect_to=https%3A%2F%2Fevil.example%2Fsteal', { email });
      const link = new URL(await latestMailLink(t, email));
      expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/reset-password');
      const token = link.searchParams.get('token')!;
      const evil = await t.app.inject({ url: `/auth/v1/verify?token=x&type=recovery&redirect_to=${encodeURIComponent('//evil.example/x')}` });
      expect(String(evil.headers.location)).toMatch(/^http:\/\/localhost:3000\/reset-password#error=/);
      await t.db.query(`UPDATE auth_one_time_tokens SET expires_at = now() - interval '1 second'`);
      const late = await t.app.inject({
        url: `/auth/v1/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent('http://localhost:3000/reset-password')}`,
      });
      expect(String(late.headers.location)).toMatch(/^http:\/\/localhost:3000\/reset-password#error=access_denied&error_code=otp_expired/);
    });

    it('rejects a malformed address', async () => {
      const res = await post('/auth/v1/recover', { email: 'not-an-email' });
      expect(res.statusCode).toBe(422);
    });
  });
});

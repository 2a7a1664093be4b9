import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, type TestApp } from '../helpers.ts';
import { latestMailLink, PASSWORD, RELAXED_LIMITS, uniqueEmail } from './auth-fixtures.ts';

/** The unmodified supabase-js 2.119.1 client, over real HTTP, against /auth/v1. */
describe(`@supabase/supabase-js against /auth/v1 (${dbKind})`, () => {
  let t: TestApp;
  let base: string;
  const client = (): SupabaseClient =>
    createClient(base, 'luna-anon-key', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // Node 20 has no native WebSocket; realtime is never used here.
      realtime: { transport: class {} as never },
    });

  beforeAll(async () => {
    t = await buildTestApp(RELAXED_LIMITS);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => t.close());

  it('signs up, signs in, refreshes, reads and updates the user, and signs out', async () => {
    const email = uniqueEmail('sb');
    const sb = client();
    const up = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Ada Moon', terms_accepted: true } } });
    expect(up.error).toBeNull();
    expect(up.data.session?.user.email).toBe(email);

    const dup = await client().auth.signUp({ email, password: PASSWORD, options: { data: { terms_accepted: true } } });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe('user_already_exists');

    const weak = await client().auth.signUp({ email: uniqueEmail(), password: 'weakpass', options: { data: { terms_accepted: true } } });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');

    const wrong = await sb.auth.signInWithPassword({ email, password: 'Wr0ng!pass' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.status).toBe(400);

    const signIn = await sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const firstRefresh = signIn.data.session!.refresh_token;

    const refreshed = await sb.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(firstRefresh);

    const got = await sb.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({
      email,
      user_metadata: { full_name: 'Ada Moon', user_type: 'user', plan: 'free' },
      app_metadata: { user_type: 'user', plan: 'free' },
    });

    const updated = await sb.auth.updateUser({ data: { full_name: 'Ada Lune', plan: 'pro' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Ada Lune', plan: 'free' });

    // A refresh token used after its rotation grace: the session ends, and the client says so.
    await t.db.query(`UPDATE auth_refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL`);
    const thief = client();
    const reused = await thief.auth.refreshSession({ refresh_token: firstRefresh });
    expect(reused.error?.code).toBe('refresh_token_already_used');
    const after = await sb.auth.getUser();
    expect(after.error?.name).toBe('AuthSessionMissingError');

    const again = await sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(again.error).toBeNull();
    const out = await sb.auth.signOut();
    expect(out.error).toBeNull();
    const gone = await fetch(`${base}/auth/v1/user`, {
      headers: { apikey: 'luna-anon-key', authorization: `Bearer ${again.data.session!.access_token}` },
    });
    expect(gone.status).toBe(403);
  });

  it('changes a password from a signed-in session only with current_password (supabase-js sends it as is)', async () => {
    const email = uniqueEmail('change');
    const sb = client();
    expect((await sb.auth.signUp({ email, password: PASSWORD, options: { data: { terms_accepted: true } } })).error).toBeNull();
    expect((await sb.auth.updateUser({ password: 'N3w!secret' })).error?.code).toBe('reauthentication_needed');
    expect((await sb.auth.updateUser({ password: 'N3w!secret', current_password: PASSWORD })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: 'N3w!secret' })).error).toBeNull();
  });

  it('recovers a password: e-mailed link -> verify -> setSession -> updateUser -> sign in with the new password', async () => {
    const email = uniqueEmail('reset');
    expect((await client().auth.signUp({ email, password: PASSWORD, options: { data: { terms_accepted: true } } })).error).toBeNull();

    const sb = client();
    const sent = await sb.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset-password' });
    expect(sent.error).toBeNull();
    expect((await client().auth.resetPasswordForEmail(uniqueEmail('nobody'))).error).toBeNull();

    const link = new URL(await latestMailLink(t, email));
    const res = await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/reset-password');
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('type')).toBe('recovery');

    const set = await sb.auth.setSession({ access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! });
    expect(set.error).toBeNull();
    const changed = await sb.auth.updateUser({ password: 'N3w!secret' });
    expect(changed.error).toBeNull();

    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    const fresh = await client().auth.signInWithPassword({ email, password: 'N3w!secret' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.user?.email).toBe(email);

    // The link was spent.
    const reuse = await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(reuse.headers.get('location')).toContain('#error=access_denied&error_code=otp_expired');
  });
});

import { randomUUID } from 'node:crypto';
import type { TestApp } from '../helpers.ts';

/** Limits high enough that only the rate-limit tests meet them. */
export const RELAXED_LIMITS = {
  AUTH_RATE_LIMIT_LOGIN_PER_IP: '1000',
  AUTH_RATE_LIMIT_LOGIN_PER_EMAIL: '1000',
  AUTH_RATE_LIMIT_SIGNUP_PER_IP: '1000',
  AUTH_RATE_LIMIT_SIGNUP_PER_EMAIL: '1000',
  AUTH_RATE_LIMIT_RECOVER_PER_IP: '1000',
  AUTH_RATE_LIMIT_RECOVER_PER_EMAIL: '1000',
  AUTH_RATE_LIMIT_VERIFY_PER_IP: '1000',
};

export const ANON = { apikey: 'luna-anon-key', authorization: 'Bearer luna-anon-key' };
export const PASSWORD = 'Str0ng!pass';

export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('reg'),
    password: PASSWORD,
    full_name: "Mary-Jane O'Neil",
    phone: '5551234567',
    country_code: '+1',
    state: 'CA',
    terms_accepted: true,
    user_type: 'user',
    plan: 'free',
    daily_message_count: 0,
    last_message_date: null,
    ...overrides,
  };
}

export async function signUp(t: TestApp, email = uniqueEmail(), password = PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    headers: ANON,
    payload: { email, password, data: { full_name: 'Sam Rivers', terms_accepted: true } },
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return { email, password, session: res.json() as { access_token: string; refresh_token: string; user: { id: string } } };
}

export const bearer = (token: string) => ({ apikey: ANON.apikey, authorization: `Bearer ${token}` });

export async function latestMailLink(t: TestApp, to: string): Promise<string> {
  const { rows } = await t.db.query<{ text_body: string }>(
    `SELECT text_body FROM outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1`,
    [to],
  );
  const link = rows[0]?.text_body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no mail to ${to}`);
  return link;
}

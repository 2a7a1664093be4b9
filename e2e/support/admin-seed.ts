/**
 * Seeds a fresh Luna through its public API, as people would: sign-ups, chat messages and a
 * paid subscription (emulator card confirmation, as the browser's card form does).
 */
const ANON_KEY = 'luna-anon-key';
export const SEED_PASSWORD = 'Moonl1ght!sky';

async function call<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: ANON_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

export interface SeededPerson {
  name: string;
  email: string;
  token: string;
}

export async function signUp(baseUrl: string, name: string, email: string): Promise<SeededPerson> {
  const s = await call<{ access_token: string }>(baseUrl, '/auth/v1/signup', {
    email,
    password: SEED_PASSWORD,
    data: { full_name: name, terms_accepted: true },
  });
  return { name, email, token: s.access_token };
}

export async function sendMessages(baseUrl: string, person: SeededPerson, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await call(baseUrl, '/api/chat', { user_query: `Seed message ${i + 1}: a calm evening walk` }, person.token);
}

/** Pro at the list price, paid with Stripe's test Visa on the emulator. */
export async function subscribe(baseUrl: string, person: SeededPerson): Promise<void> {
  const sub = await call<{ result: { clientSecret: string | null; subscriptionId: string } }>(
    baseUrl,
    '/webhook/subscribe',
    { consent: true },
    person.token,
  );
  const secret = sub.result.clientSecret;
  if (secret) {
    const intent = secret.split('_secret_')[0]!;
    await call(baseUrl, `/stripe-emulator/v1/payment_intents/${intent}/confirm`, {
      client_secret: secret,
      payment_method: 'pm_card_visa',
      key: 'pk_test_emulator',
    });
  }
  await call(baseUrl, '/api/billing/confirm', { subscriptionId: sub.result.subscriptionId }, person.token);
}

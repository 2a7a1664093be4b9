/**
 * The admin users search at 100,000 accounts: GET /api/admin/users?search=... through the API
 * (auth, the page query with each row's figures, total and matched counts), sequentially, on a
 * freshly seeded database. Target: p50 under 20 ms on PostgreSQL (issue 11).
 */
import { createTestUser, buildTestApp, dbKind } from '../test/helpers.ts';
import { fmt, pct } from './bench-client.ts';

const USERS = 100_000;
const FIRST = ['Ada', 'Grace', 'Alan', 'Maya', 'Omar', 'Lena', 'Ravi', 'Sofia', 'Noah', 'Zara', 'Ivan', 'Chloe', 'Kenji', 'Amara', 'Liam', 'Priya'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Angelou',
  'Khan',
  'Fischer',
  'Patel',
  'Rossi',
  'Smith',
  'Okafor',
  'Petrov',
  'Martin',
  'Sato',
  'Diallo',
  'Murphy',
  'Iyer',
];

export async function benchAdminSearch(): Promise<void> {
  const t = await buildTestApp({ LOG_LEVEL: 'silent' });
  try {
    const seeded = performance.now();
    // One statement: names cycle through the lists, e-mails are unique, sign-ups spread over a year.
    await t.db.query(
      `INSERT INTO users (email, encrypted_password, full_name, created_at)
       SELECT lower(f.name || '.' || l.name || i || '@example' || (i % 97) || '.com'), 'not-a-hash', f.name || ' ' || l.name,
              now() - make_interval(secs => (i * 317) % 31536000)
         FROM generate_series(1, $1::int) AS i
         JOIN unnest($2::text[]) WITH ORDINALITY AS f(name, n) ON f.n = i % $3 + 1
         JOIN unnest($4::text[]) WITH ORDINALITY AS l(name, n) ON l.n = (i / $3) % $5 + 1`,
      [USERS, FIRST, FIRST.length, LAST, LAST.length],
    );
    // The steady state autovacuum keeps: GIN pending lists merged, the visibility map set.
    await t.db.query('VACUUM ANALYZE users');
    const { rows } = await t.db.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
    console.log(
      `  seeded ${USERS} users in ${((performance.now() - seeded) / 1000).toFixed(1)} s (${dbKind}; pg_trgm ${rows.length ? 'on' : 'off'})`,
    );
    const admin = await createTestUser(t, { userType: 'admin' });

    const cases: [string, string][] = [
      ['no search (first page, counts)', ''],
      ['rare e-mail fragment "lovelace4352"', 'lovelace4352'],
      ['name fragment "hopper" (1 in 16)', 'hopper'],
      ['domain "example42.com" (1 in 97)', 'example42.com'],
      ['two letters "ka"', 'ka'],
    ];
    for (const [label, search] of cases) {
      const url = `/api/admin/users?limit=25&search=${encodeURIComponent(search)}`;
      const once = async () => {
        const started = performance.now();
        const res = await t.app.inject({ method: 'GET', url, headers: admin.auth });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        return { ms: performance.now() - started, matched: res.json().matched as number };
      };
      for (let i = 0; i < 5; i++) await once(); // warm-up
      const runs = [];
      for (let i = 0; i < 100; i++) runs.push(await once());
      const ms = runs.map((r) => r.ms);
      console.log(`  ${label.padEnd(40)} p50 ${fmt(pct(ms, 0.5))} ms   p99 ${fmt(pct(ms, 0.99))} ms   (${runs[0]!.matched} match)`);
    }
  } finally {
    await t.close();
  }
}

#!/usr/bin/env bash
# The README's test command (`npm test`): everything CI checks, fastest failures first.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

# Every suite also writes a JSON report, so the run ends with one plain total.
REPORTS="$(mktemp -d)"
trap 'rm -rf "$REPORTS"' EXIT
vt() { local name="$1" ws="$2"; shift 2; npm run test --silent -w "$ws" -- --reporter=default --reporter=json --outputFile.json="$REPORTS/$name.json" "$@"; }

# In CI (CI=true) the PostgreSQL and Redis suites must run, not be skipped quietly: fail first
# thing when either server does not answer (docs/decisions/074).
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
REDIS_TEST_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
pg_up() { node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$PG_URL" 2>/dev/null; }
redis_up() { node -e "const R=require('ioredis');const r=new R(process.argv[1],{lazyConnect:true,maxRetriesPerRequest:0,retryStrategy:()=>null});r.connect().then(()=>r.ping()).then(()=>{r.disconnect();process.exit(0)},()=>process.exit(1))" "$REDIS_TEST_URL" 2>/dev/null; }
if [ "${CI:-}" = "true" ]; then
  pg_up || { echo "CI: no PostgreSQL at $PG_URL: its suite would be skipped. Start one or set TEST_DATABASE_URL." >&2; exit 1; }
  redis_up || { echo "CI: no Redis at $REDIS_TEST_URL: the shared rate-limit suite would be skipped. Start one or set TEST_REDIS_URL." >&2; exit 1; }
fi

step "contracts"
vt contracts packages/contracts

step "docker-compose.yml (validated with Debian's docker-compose: there is no Docker engine here)"
bash scripts/ensure-docker-compose.sh
# The compose file requires real secrets from .env (it refuses placeholders); validate its shape with throw-away ones.
JWT_SECRET=validate-only-jwt-secret-0123456789abcdef COOKIE_SECRET=validate-only-cookie-secret-0123456789ab \
  SERVICE_ROLE_KEY=validate-only-service-key-0123456789abcd docker-compose -f docker-compose.yml config -q

step "stripe emulator"
vt stripe-emulator packages/stripe-emulator

step "api on embedded PGlite"
vt api-pglite api

# The same suites against a real PostgreSQL server when one answers (CI has one).
if pg_up; then
  step "api on PostgreSQL ($PG_URL)"
  TEST_DATABASE_URL="$PG_URL" vt api-postgres api
else
  step "api on PostgreSQL: SKIPPED, no server at $PG_URL"
fi

step "frontend"
vt frontend frontend

step "browser journeys"
bash scripts/ensure-chromium.sh
npm run build --silent
# The JavaScript `/` loads before its first paint (docs/decisions/095): issue 13 sets 120 kB gzip.
node scripts/check-bundle-budget.mjs --budget-kb 120
vt e2e e2e

# The workflows in real n8n: installed once by the project's script into ~/.cache/luna-n8n
# (LUNA_N8N_HOME), kept between runs; a cold install takes about 6 minutes.
step "n8n $(. scripts/n8n/versions.sh; echo "$N8N_VERSION"): install (cached)"
bash scripts/n8n/install.sh

step "workflow contracts through real n8n"
vt api-n8n api --config vitest.n8n.config.ts

step "browser journeys through n8n (WORKFLOW_BASE_URL set)"
vt e2e-n8n e2e --config vitest.n8n.config.ts

node -e '
const fs = require("fs"), path = require("path");
let passed = 0, failed = 0, skipped = 0;
for (const f of fs.readdirSync(process.argv[1])) {
  const r = JSON.parse(fs.readFileSync(path.join(process.argv[1], f), "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + r.numTodoTests;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$REPORTS"

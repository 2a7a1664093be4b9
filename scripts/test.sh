#!/usr/bin/env bash
# The README's test command (`npm test`): everything CI checks, fastest failures first.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "contracts"
npm run test --silent -w packages/contracts

step "api on embedded PGlite"
npm run test --silent -w api

# The same suites against a real PostgreSQL server when one answers (CI has one).
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$PG_URL" 2>/dev/null; then
  step "api on PostgreSQL ($PG_URL)"
  TEST_DATABASE_URL="$PG_URL" npm run test --silent -w api
else
  step "api on PostgreSQL: SKIPPED, no server at $PG_URL"
fi

step "frontend"
npm run test --silent -w frontend

step "browser journeys"
bash scripts/ensure-chromium.sh
npm run build --silent
npm run test --silent -w e2e

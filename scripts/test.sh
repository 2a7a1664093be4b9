#!/usr/bin/env bash
# The README's test command (`npm test`): everything CI checks, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== contracts"
npm run test --silent -w packages/contracts -- --passWithNoTests

echo "== api on embedded PGlite"
npm run test --silent -w api

# The same suite against a real PostgreSQL server when one is reachable (CI has one).
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$PG_URL" 2>/dev/null; then
  echo "== api on PostgreSQL ($PG_URL)"
  TEST_DATABASE_URL="$PG_URL" npm run test --silent -w api
else
  echo "== api on PostgreSQL: skipped (no server at $PG_URL)"
fi

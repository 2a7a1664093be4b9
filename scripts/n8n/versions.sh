# The n8n release and the Node it runs on (docs/decisions/050). docker-compose.yml pins the same
# n8n image tag, and scripts/n8n/runtime.package.json the same package (a test checks all three).
N8N_VERSION=2.41.1
N8N_NODE_VERSION=24.21.0
# Where the install lives: outside the workspaces, kept between runs (CI on this machine too).
LUNA_N8N_HOME="${LUNA_N8N_HOME:-$HOME/.cache/luna-n8n}"
N8N_RUNTIME_DIR="$LUNA_N8N_HOME/n8n-$N8N_VERSION-node-$N8N_NODE_VERSION"

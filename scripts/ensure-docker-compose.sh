#!/usr/bin/env bash
# The compose file is validated with `docker-compose config` (Debian's docker-compose package: this
# machine has no Docker engine or compose plugin). Install it when missing and we are allowed to.
set -euo pipefail
if command -v docker-compose >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's docker-compose to validate docker-compose.yml..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker-compose >/dev/null
else
  echo "docker-compose is missing: run 'sudo apt-get install -y docker-compose'." >&2
  exit 1
fi

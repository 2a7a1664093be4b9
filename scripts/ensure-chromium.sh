#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium; install it when missing and we are allowed to.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] || command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' or set CHROMIUM_PATH." >&2
  exit 1
fi

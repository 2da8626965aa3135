#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; install it when missing (never a downloaded build).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium (apt-get install -y chromium)…"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi
/usr/bin/chromium --version 2>/dev/null | head -n 1 || true

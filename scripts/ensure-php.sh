#!/usr/bin/env bash
# The embed test runs the README's PHP snippet under Debian's php-cli: install it when missing.
set -euo pipefail
if ! command -v php >/dev/null 2>&1; then
  echo "Installing Debian's php-cli (apt-get install -y php-cli)…"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq php-cli >/dev/null
fi
php --version | head -n 1

#!/usr/bin/env bash
# `npm run bench`: production build, then every benchmark in Chromium; prints a table and
# writes bench/results.json.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh >/dev/null
if [ -z "${TRYBUNA_DIST:-}" ]; then NODE_ENV=production npx vite build --logLevel warn; fi
node --import tsx bench/run.ts

#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit tests, production build, browser tests; ends with one line
# "N passed, N failed" summing every suite (scripts/test-summary.mjs).
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NO_COLOR=1 FORCE_COLOR=0
rm -rf reports && mkdir -p reports

check() { # name command… — records a pass/fail line for a step that is not a test runner
  local name=$1; shift
  echo "── $name"
  if "$@"; then echo "$name passed" >> reports/checks.txt; else echo "$name failed" >> reports/checks.txt; fi
}

check chromium bash scripts/ensure-chromium.sh
check php bash scripts/ensure-php.sh
check typecheck npx tsc --noEmit -p tsconfig.json
check lint npx oxlint --deny-warnings main.ts src islands dev-server tests bench scripts
echo "── unit tests"
npx vitest run
check build env NODE_ENV=production npx vite build --logLevel warn
if grep -q "^build passed" reports/checks.txt; then
  # Two shards at once, each with its own fixture server (its own port and visitors' state) and Chromium:
  # most tests wait on the page, not the CPU, so two halves side by side take little more than one.
  # The halves are of equal measured time (scripts/e2e-shards.mjs), not of equal test count.
  echo "── browser tests (2 shards)"
  for shard in 1 2; do
    mapfile -t files < <(node scripts/e2e-shards.mjs "$shard" 2)
    E2E_REPORT="reports/playwright-$shard.json" E2E_OUTPUT="test-results/shard-$shard" \
      npx playwright test "${files[@]}" 2>&1 | sed -u "s/^/[shard $shard] /" &
  done
  wait
fi
node scripts/test-summary.mjs

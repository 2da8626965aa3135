// Sums the checks, vitest's and Playwright's JSON reports into one closing line.
import { existsSync, readFileSync } from "node:fs";

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
const lines = [];
let passed = 0, failed = 0, skipped = 0;
const add = (name, p, f, s) => {
  passed += p; failed += f; skipped += s;
  lines.push(`${name}: ${p} passed, ${f} failed, ${s} skipped`);
};

const checks = existsSync("reports/checks.txt") ? readFileSync("reports/checks.txt", "utf8").trim().split("\n").filter(Boolean) : [];
add("checks", checks.filter((line) => line.endsWith(" passed")).length, checks.filter((line) => line.endsWith(" failed")).length, 0);
for (const line of checks.filter((item) => item.endsWith(" failed"))) lines.push(`  failed: ${line.replace(/ failed$/, "")}`);

const unit = read("reports/vitest.json");
if (unit) add("unit", unit.numPassedTests, unit.numFailedTests + (unit.numFailedTestSuites ?? 0), (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0));
else add("unit (no report: the runner died)", 0, 1, 0);

// scripts/test.sh runs the browser tests in two shards, one report each.
for (const shard of [1, 2]) {
  const e2e = read(`reports/playwright-${shard}.json`);
  if (e2e) add(`e2e shard ${shard}/2`, (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0), (e2e.stats.unexpected ?? 0) + (e2e.errors?.length ?? 0), e2e.stats.skipped ?? 0);
  else add(`e2e shard ${shard}/2 (no report: not run or the runner died)`, 0, 1, 0);
}

console.log(lines.join("\n"));
// CI reads the last line: exactly "N passed, N failed" (skipped tests are counted in the lines above).
console.log(`skipped in all: ${skipped}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

// Sums the checks, vitest's and Playwright's JSON reports into one closing line.
import { existsSync, readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

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

// A failure's first lines, repeated at the end: CI keeps only the tail of the output, and a failing test's
// own report scrolls past long before the run ends.
const firstLines = (text) => stripVTControlCharacters(text ?? "").split("\n").filter((line) => line.trim()).slice(0, 12).map((line) => `      ${line}`);
for (const file of unit?.testResults ?? []) {
  for (const result of file.assertionResults ?? []) {
    if (result.status === "failed") lines.push(`  failed: ${file.name} › ${result.fullName}`, ...firstLines(result.failureMessages?.[0]));
  }
  if (file.status === "failed" && !file.assertionResults?.length) lines.push(`  failed: ${file.name}`, ...firstLines(file.message));
}

// scripts/test.sh runs the browser tests in two shards, one report each.
const e2eFailures = (suite, titles = []) =>
  [...(suite.suites ?? []).flatMap((child) => e2eFailures(child, [...titles, child.title])),
    ...(suite.specs ?? []).flatMap((spec) => spec.tests
      .filter((run) => run.status === "unexpected")
      .map((run) => ({ title: [...titles, spec.title].filter(Boolean).join(" › "), error: run.results.at(-1)?.error?.message })))];
for (const shard of [1, 2]) {
  const e2e = read(`reports/playwright-${shard}.json`);
  if (!e2e) { add(`e2e shard ${shard}/2 (no report: not run or the runner died)`, 0, 1, 0); continue; }
  add(`e2e shard ${shard}/2`, (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0), (e2e.stats.unexpected ?? 0) + (e2e.errors?.length ?? 0), e2e.stats.skipped ?? 0);
  for (const failure of e2eFailures(e2e)) lines.push(`  failed: ${failure.title}`, ...firstLines(failure.error));
  for (const error of e2e.errors ?? []) lines.push("  failed outside a test:", ...firstLines(error.message));
}

console.log(lines.join("\n"));
// CI reads the last line: exactly "N passed, N failed" (skipped tests are counted in the lines above).
console.log(`skipped in all: ${skipped}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

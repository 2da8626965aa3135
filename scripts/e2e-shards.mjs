// Splits the browser test files into shards of about equal time, by each file's measured time in
// tests/e2e/durations.json (Playwright's own --shard splits by test count, which left one shard three
// minutes longer than the other). A file not measured yet counts as the median file.
//
//   node scripts/e2e-shards.mjs 1 2            the files of shard 1 of 2, one per line
//   node scripts/e2e-shards.mjs --record F…    writes durations.json from Playwright JSON reports F…
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const DIR = "tests/e2e";
const TIMES = `${DIR}/durations.json`;

if (process.argv[2] === "--record" && process.argv.length > 3) {
  const seconds = {};
  for (const report of process.argv.slice(3)) {
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) for (const test of spec.tests) for (const result of test.results) seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
      for (const child of suite.suites ?? []) walk(child, file);
    };
    for (const suite of JSON.parse(readFileSync(report, "utf8")).suites) walk(suite, suite.file);
  }
  const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)).map(([file, time]) => [file, Math.round(time)]));
  writeFileSync(TIMES, `${JSON.stringify(sorted, null, 2)}\n`);
  process.exit(0);
}

const [shard, shards, ...extra] = process.argv.slice(2).map(Number);
// --help, no arguments or a shard that is not one: the usage line, exit 2 (not a stack).
if (!(Number.isInteger(shard) && Number.isInteger(shards) && shard >= 1 && shard <= shards) || extra.length > 0) {
  console.error("usage: node scripts/e2e-shards.mjs <shard> <shards> | --record <report.json>…");
  process.exit(2);
}
const files = readdirSync(DIR).filter((file) => file.endsWith(".spec.ts")).sort();
const known = JSON.parse(readFileSync(TIMES, "utf8"));
const measured = Object.values(known).sort((a, b) => a - b);
const median = measured[Math.floor(measured.length / 2)] ?? 1;
// Longest first, each to the shard with the least time so far.
const load = Array.from({ length: shards }, () => ({ time: 0, files: [] }));
for (const file of files.sort((a, b) => (known[b] ?? median) - (known[a] ?? median) || a.localeCompare(b))) {
  const lightest = load.reduce((least, candidate) => (candidate.time < least.time ? candidate : least));
  lightest.time += known[file] ?? median;
  lightest.files.push(`${DIR}/${file}`);
}
console.log(load[shard - 1].files.sort().join("\n"));

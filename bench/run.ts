/**
 * `npm run bench`: every figure of every issue, measured on a production build in Debian's
 * Chromium (perf.md protocol); prints a table and writes bench/results.json
 * ({"name": {"value": n, "unit": "…", "target": n}}).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dateInputFigures } from "./date-input.ts";
import { formFigures } from "./forms.ts";
import { pageBytesFigures } from "./pageBytes.ts";
import { ttiFigures } from "./tti.ts";
import { bundleFigures, heapFigures, mountFigures } from "./runtime.ts";
import { measureSales } from "./sales.ts";
import { launch, ROOT, startServer, type Figure } from "./lib.ts";

/** `BENCH_ONLY=kit,stadium npm run bench`: the bundle sizes and only those parts (by the first word of their label); their figures replace the same names in results.json. */
const only = process.env.BENCH_ONLY?.split(",").map((part) => part.trim()).filter(Boolean);
const distDir = process.env.TRYBUNA_DIST ? `${process.env.TRYBUNA_DIST.replace(/\/$/, "")}/` : `${ROOT}dist/`;
const figures: Figure[] = [...bundleFigures(distDir)]; // file sizes: cheap, always
const server = await startServer(distDir);
const browser = await launch();
try {
  for (const [label, measure] of [
    ["mount", () => mountFigures(browser, server.baseUrl)],
    ["heap", () => heapFigures(browser, server.baseUrl)],
    ["sales (tribune map, seat panel)", () => measureSales()],
    ["forms", () => formFigures(browser, server.baseUrl, distDir)],
    ["date inputs", () => dateInputFigures(browser, server.baseUrl)],
    ["stadium (57,816 seats)", async () => (await import("./stadium.ts")).measureStadium()],
    ["kit (alert box, data grid)", () => import("./kit.ts").then((kit) => kit.kitFigures(browser, server.baseUrl))],
    ["page bytes", () => pageBytesFigures(server.baseUrl, distDir)],
    ["time to interactive (CPU 4×)", () => ttiFigures(browser, server.baseUrl)],
  ] as const) {
    if (only && !only.includes(label.split(" ")[0]!)) continue;
    process.stderr.write(`measuring ${label}…\n`);
    figures.push(...(await measure()));
  }
} finally {
  await browser.close();
  await server.close();
}

const verdict = (figure: Figure): string =>
  figure.target === undefined ? "" : (figure.goal === "min" ? figure.value >= figure.target : figure.value <= figure.target) ? "ok" : "MISSED";
const rows = figures.map((figure) => [figure.name, `${figure.value} ${figure.unit}`, figure.target === undefined ? "" : `${figure.goal === "min" ? "≥" : "≤"} ${figure.target} ${figure.unit}`, verdict(figure), figure.detail ?? ""]);
const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]!.length), 6));
console.log(["figure", "value", "target", "", "detail"].map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
const resultsFile = `${ROOT}bench/results.json`;
const earlier: Record<string, unknown> = only && existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, "utf8")) : {};
writeFileSync(
  resultsFile,
  `${JSON.stringify({ ...earlier, ...Object.fromEntries(figures.map((figure) => [figure.name, { value: figure.value, unit: figure.unit, ...(figure.target === undefined ? {} : { target: figure.target }) }])) }, null, 2)}\n`,
);
const missed = figures.filter((figure) => verdict(figure) === "MISSED").length;
console.log(`\n${figures.length} figures, ${missed} missed their target; written to bench/results.json`);

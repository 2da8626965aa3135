// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, PLAYWRIGHT_DISABLED_FEATURES } from "../../scripts/chromiumFlags.ts";

/** The features the installed Playwright disables when it starts Chromium, read from its bundle. */
function playwrightsOwnList(): string[] {
  const core = dirname(createRequire(import.meta.url).resolve("playwright-core/package.json"));
  const bundle = readFileSync(join(core, "lib", "coreBundle.js"), "utf8");
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle);
  if (!list) throw new Error("Playwright's list of disabled Chromium features was not found in its bundle: read chromiumFlags.ts");
  return [...list[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

describe("the project's Chromium flags", () => {
  it("repeat every feature Playwright disables itself (Chromium reads only the last --disable-features)", () => {
    const own = playwrightsOwnList();
    expect(own.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES.toSorted()).toEqual(own.toSorted());
  });

  it("carry one --disable-features, with Playwright's features and Chromium's address-bar pages", () => {
    const lists = CHROMIUM_FLAGS.filter((flag) => flag.startsWith("--disable-features="));
    expect(lists).toHaveLength(1);
    const features = lists[0]!.slice("--disable-features=".length).split(",");
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]));
  });
});

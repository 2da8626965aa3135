import { describe, expect, it } from "vitest";
import { failedModuleUrl } from "./chunkRetry.ts";

describe("failedModuleUrl", () => {
  it("reads the module URL from Chromium's and Firefox's messages", () => {
    expect(failedModuleUrl(new TypeError("Failed to fetch dynamically imported module: http://127.0.0.1:5173/static/chunks/seat-panel-AbC.js"))).toBe("http://127.0.0.1:5173/static/chunks/seat-panel-AbC.js");
    expect(failedModuleUrl(new TypeError("error loading dynamically imported module: https://shop.pl/static/chunks/x-1.js?retry=1"))).toBe("https://shop.pl/static/chunks/x-1.js");
  });
  it("gives nothing when the message names no module", () => {
    expect(failedModuleUrl(new TypeError("Importing a module script failed."))).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { isWebAddress } from "./webAddress.ts";

describe("isWebAddress", () => {
  it("takes relative, http and https addresses", () => {
    for (const address of ["/zaplecze/szybkie-dodawanie.html?pole=nazwa", "krok-5", "?id=3", "#top", "", "https://sklep.example.pl/", "HTTP://example.com/", "//cdn.example.pl/a.html"]) {
      expect(isWebAddress(address), address).toBe(true);
    }
  });

  it("refuses addresses that run or embed script, however they are spelt", () => {
    for (const address of ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "\u0000javascript:x", "data:text/html,<script>alert(1)</script>", "vbscript:x", "blob:https://sklep.example.pl/1", "file:///etc/passwd", "http://[bad"]) {
      expect(isWebAddress(address), JSON.stringify(address)).toBe(false);
    }
  });
});

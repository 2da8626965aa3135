import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { sentFrom } from "./sentFrom.ts";

const request = (headers: Record<string, string>) => ({ get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

describe("sentFrom", () => {
  it("is the sending page's path and query on this host", () => {
    expect(sentFrom(request({ host: "shop.test:5173", referer: "http://shop.test:5173/profil.html?js=0&lang=en" }), "/logowanie.html")).toBe("/profil.html?js=0&lang=en");
  });

  it("falls back without a referrer, with another site's or with an unreadable one", () => {
    expect(sentFrom(request({ host: "shop.test" }), "/logowanie.html")).toBe("/logowanie.html");
    expect(sentFrom(request({ host: "shop.test", referer: "https://elsewhere.example/profil.html" }), "/")).toBe("/");
    expect(sentFrom(request({ host: "shop.test", referer: "not an address" }), "/")).toBe("/");
  });

  it("with onlyFrom, returns only to that page of this host", () => {
    const form = "/zaplecze/wydarzenie.html";
    expect(sentFrom(request({ host: "shop.test", referer: "http://shop.test/zaplecze/wydarzenie.html?lang=en" }), form, form)).toBe("/zaplecze/wydarzenie.html?lang=en");
    expect(sentFrom(request({ host: "shop.test", referer: "http://shop.test/profil.html?lang=en" }), form, form)).toBe(form);
    expect(sentFrom(request({ host: "shop.test", referer: "https://elsewhere.example/zaplecze/wydarzenie.html?x=1" }), form, form)).toBe(form);
  });
});

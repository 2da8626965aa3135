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
});

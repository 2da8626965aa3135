import { describe, expect, it } from "vitest";
import { pageAddresses, pageFromLink } from "./paging.ts";

const base = "https://shop.test/wydarzenia/lista";

describe("pageFromLink", () => {
  it("reads the page number from the anchor in the legacy forms", () => {
    expect(pageFromLink("#3", base)).toBe(3);
    expect(pageFromLink("#page-12", base)).toBe(12);
    expect(pageFromLink("?x=1#page_no=4", base)).toBe(4);
  });
  it("falls back to page_no in the query (links that work without the script)", () => {
    expect(pageFromLink("/wydarzenia/lista?page_no=2", base)).toBe(2);
  });
  it("refuses links that name no page", () => {
    expect(pageFromLink("/regulamin.html", base)).toBeNull();
    expect(pageFromLink("#top", base)).toBeNull();
    expect(pageFromLink("?page_no=0", base)).toBeNull();
    expect(pageFromLink("?page_no=abc", base)).toBeNull();
  });
});

describe("pageAddresses", () => {
  it("asks a link to this page at its own query, the page number left to the payload; the address carries it", () => {
    expect(pageAddresses("/wydarzenia/lista?sort=nazwa&page_no=3#page-3", 3, base)).toEqual({
      request: "https://shop.test/wydarzenia/lista?sort=nazwa",
      address: "https://shop.test/wydarzenia/lista?sort=nazwa&page_no=3",
    });
    expect(pageAddresses("?page_no=2", 2, `${base}?q=mecz&page_no=5`)).toEqual({ request: "https://shop.test/wydarzenia/lista", address: "https://shop.test/wydarzenia/lista?page_no=2" });
  });
  it("asks an anchor-only link, and a link elsewhere, at the page's own address (a stale page_no dropped)", () => {
    expect(pageAddresses("#4", 4, `${base}?q=mecz&page_no=2`)).toEqual({ request: "https://shop.test/wydarzenia/lista?q=mecz", address: "https://shop.test/wydarzenia/lista?q=mecz&page_no=4" });
    expect(pageAddresses("/wydarzenia/lista/strona/3#page-3", 3, base)).toEqual({ request: base, address: `${base}?page_no=3` });
    expect(pageAddresses("https://inny.example/wydarzenia/lista?page_no=2", 2, base)).toEqual({ request: base, address: `${base}?page_no=2` });
  });
});

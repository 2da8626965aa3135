import { describe, expect, it } from "vitest";
import { pageFromLink } from "./paging.ts";

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

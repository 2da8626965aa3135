import { describe, expect, it } from "vitest";
import { isExhausted, limitEdit, limitText, remaining } from "./textLimit.ts";

describe("text limit", () => {
  it("cuts to the limit unless exceeding is allowed or there is no limit", () => {
    expect(limitText("abcdef", { maxLength: 4, mayExceed: false })).toBe("abcd");
    expect(limitText("abcdef", { maxLength: 4, mayExceed: true })).toBe("abcdef");
    expect(limitText("abcdef", { maxLength: 0, mayExceed: false })).toBe("abcdef");
  });

  it("never leaves half of a surrogate pair", () => {
    expect(limitText("ab😀", { maxLength: 3, mayExceed: false })).toBe("ab");
  });

  it("never cuts a text that was already over the limit: an edit may keep its length or shorten it", () => {
    const limit = { maxLength: 4, mayExceed: false };
    expect(limitEdit("abcdef", "abcdef!", limit)).toBe("abcdef"); // growth of an over-long text is cut at its length
    expect(limitEdit("abcdef", "abcde", limit)).toBe("abcde"); // shortening always works
    expect(limitEdit("abc", "abcdef", limit)).toBe("abcd"); // a text within the limit is cut at the limit
    expect(limitEdit("", "abcdef", { maxLength: 0, mayExceed: false })).toBe("abcdef");
  });

  it("counts what is left and turns red at zero or below", () => {
    expect(remaining("abc", { maxLength: 5, mayExceed: false })).toBe(2);
    expect(remaining("abcdefg", { maxLength: 5, mayExceed: true })).toBe(-2);
    expect(remaining("abc", { maxLength: 0, mayExceed: false })).toBeNull();
    expect(isExhausted(1)).toBe(false);
    expect(isExhausted(0)).toBe(true);
    expect(isExhausted(-2)).toBe(true);
    expect(isExhausted(null)).toBe(false);
  });
});

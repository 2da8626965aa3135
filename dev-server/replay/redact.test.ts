import { describe, expect, it } from "vitest";
import { looksLikePesel, Redactor } from "./redact.ts";

describe("redaction", () => {
  it("gives each PESEL one valid-looking fake of the same birth year and sex, everywhere", () => {
    const redactor = new Redactor();
    const fake = redactor.text("PESEL 44051401359.");
    const pesel = /\d{11}/.exec(fake)![0];
    expect(pesel).not.toBe("44051401359");
    expect(looksLikePesel(pesel)).toBe(true);
    expect(pesel.slice(0, 2)).toBe("44");
    expect(Number(pesel[9]) % 2).toBe(1);
    expect(redactor.form(new URLSearchParams({ json: JSON.stringify({ pesel: "44051401359" }) }).toString())).toContain(pesel);
    // A number that is no PESEL (bad checksum) stays.
    expect(redactor.text("zamówienie 44051401358")).toBe("zamówienie 44051401358");
  });

  it("finds secrets by field name in forms, JSON, inputs and cookies, and by shape in text", () => {
    const redactor = new Redactor();
    const html = redactor.text('<input type="password" name="p" value="sekret123"><input name="document_number" value="X-1"><meta name="csrf-token" content="tok123456"> tel. 601 234 567, ABC123456, jan@example.pl');
    for (const secret of ["sekret123", "X-1", "tok123456", "601 234 567", "ABC123456", "jan@example.pl"]) expect(html).not.toContain(secret);
    expect(redactor.cookieHeader("front_session_id=0123456789abcdef0123456789abcdef; cookies_accepted=1")).toMatch(/^front_session_id=[0-9a-f]{32}; cookies_accepted=1$/);
    expect(redactor.setCookieHeader("PHPSESSID=abc123def456; Path=/; HttpOnly")).toMatch(/^PHPSESSID=(?!abc123def456)[0-9a-f]{12}; Path=\/; HttpOnly$/);
    expect(redactor.header("sec-ch-ua-mobile", "?0")).toBe("?0");
  });

  it("applies a rule file's fields and patterns, and the last pass catches copies in any encoding", () => {
    const redactor = new Redactor({ fields: { loyalty: "loyalty" }, patterns: { card: "LOY-\\d{8}" } });
    const body = redactor.form("loyalty_no=4410-77&note=karta+LOY-12345678");
    expect(body).not.toContain("4410-77");
    expect(body).not.toContain("LOY-12345678");
    const leftover = redactor.finish(`"4410-77" 4410-77 ${encodeURIComponent("LOY-12345678")}`);
    expect(leftover).not.toContain("4410-77");
    expect(leftover).not.toContain("LOY-12345678");
  });
});

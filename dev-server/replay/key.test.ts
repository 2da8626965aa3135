import { describe, expect, it } from "vitest";
import { diffPayloads, missMessage, replayKey } from "./key.ts";

const post = (json: unknown, url = "/ajax/Sales/addToCart/?__ajax_request=1") => ({
  method: "POST",
  url,
  body: new URLSearchParams({ json: JSON.stringify(json) }).toString(),
  mimeType: "application/x-www-form-urlencoded;charset=UTF-8",
});

describe("replay key", () => {
  it("is method + path + the decoded json field with its keys sorted at every depth", () => {
    const a = replayKey(post({ seat: 12, cart: { b: 1, a: [2, 3] }, __deform_form_id__: "summary" }));
    const b = replayKey(post({ __deform_form_id__: "summary", cart: { a: [2, 3], b: 1 }, seat: 12 }));
    expect(a.text).toBe(b.text);
    expect(a.text).toBe('POST /ajax/Sales/addToCart/ {"json":{"__deform_form_id__":"summary","cart":{"a":[2,3],"b":1},"seat":12}}');
  });

  it("drops volatile fields and the AJAX marker, keeps __deform_form_id__, compares secrets by kind", () => {
    const a = replayKey(post({ seat: 1, timestamp: 1700000000, token: "abc", pesel: "44051401359", email: "a@b.pl" }));
    const b = replayKey(post({ seat: 1, timestamp: 1800000000, token: "xyz", pesel: "90090515829", email: "c@d.com" }, "/ajax/Sales/addToCart/?__ajax_request=1&v=3"));
    expect(a.text).toBe(b.text);
    expect(a.text).toContain('"pesel":"‹pesel›"');
    expect(replayKey(post({ __deform_form_id__: "a" })).text).not.toBe(replayKey(post({ __deform_form_id__: "b" })).text);
  });

  it("keeps the query of a page (other than cache busters) and the endpoint rules drop whole payloads", () => {
    expect(replayKey({ method: "GET", url: "/sprzedaz/krok-4?id_tribune=8&v=2" }).text).toBe('GET /sprzedaz/krok-4 {"query":{"id_tribune":"8"}}');
    expect(replayKey(post({ stalled: 1 }, "/ajax/Dejax/DeBug/")).text).toBe("POST /ajax/Dejax/DeBug/");
  });
});

describe("a miss", () => {
  it("names the nearest recorded key of the same endpoint and each differing field", () => {
    const recorded = [replayKey(post({ seat: 12, variant: "Normalny" })), replayKey(post({ id: 3 }, "/ajax/Sales/removeFromCart/"))];
    const asked = replayKey(post({ seat: 13, variant: "Normalny", extra: true }));
    const message = missMessage(asked, recorded, "zakup");
    expect(message).toBe(
      [
        'Replay miss in fixture set "zakup": no recorded answer for',
        '  POST /ajax/Sales/addToCart/ {"json":{"extra":true,"seat":13,"variant":"Normalny"}}',
        "Nearest recorded key:",
        '  POST /ajax/Sales/addToCart/ {"json":{"seat":12,"variant":"Normalny"}}',
        "Differences:",
        "  json.seat: recorded 12, sent 13",
        "  json.extra: not recorded, sent true",
      ].join("\n"),
    );
  });

  it("falls back to the closest path when the endpoint was never recorded", () => {
    const recorded = [replayKey(post({ id: 3 }, "/ajax/Sales/removeFromCart/")), replayKey({ method: "GET", url: "/logowanie.html" })];
    expect(missMessage(replayKey(post({ id: 3 }, "/ajax/Sales/removeFromCard/")), recorded, "s")).toContain("POST /ajax/Sales/removeFromCart/ was recorded, POST /ajax/Sales/removeFromCard/ was sent.");
  });

  it("diffs nested fields by path", () => {
    expect(diffPayloads({ json: { a: { b: 1 } } }, { json: { a: { c: 1 } } })).toEqual(["json.a.b: recorded 1, not sent", "json.a.c: not recorded, sent 1"]);
  });
});

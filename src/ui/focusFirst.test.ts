import { afterEach, describe, expect, it } from "vitest";
import { focusFirst } from "./focusFirst.ts";

describe("focusFirst", () => {
  afterEach(() => document.body.replaceChildren());

  const page = () => {
    document.body.innerHTML = `<input id="pesel"><button id="parking">Parking</button><button id="gone">x</button><input id="off" disabled><p id="plain">text</p><button id="extend">Przedłuż</button>`;
    const byId = (id: string) => document.getElementById(id)!;
    return { pesel: byId("pesel"), parking: byId("parking"), gone: byId("gone"), off: byId("off"), plain: byId("plain"), extend: byId("extend") };
  };

  it("focuses the first candidate: where the buyer was working, before the control the keyboard came from", () => {
    const { pesel, parking, extend } = page();
    extend.focus();
    expect(focusFirst([pesel, parking])).toBe(pesel);
    expect(document.activeElement).toBe(pesel);
  });

  it("skips a candidate gone from the page, disabled, not focusable, the body or nothing", () => {
    const { gone, off, plain, parking, extend } = page();
    gone.remove();
    extend.focus();
    expect(focusFirst([null, document.body, gone, off, plain, parking])).toBe(parking);
    expect(document.activeElement).toBe(parking);
  });

  it("returns null and leaves the focus alone when none takes it", () => {
    const { off, extend } = page();
    extend.focus();
    expect(focusFirst([off, null])).toBeNull();
    expect(document.activeElement).toBe(extend);
  });
});

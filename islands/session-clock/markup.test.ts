import { describe, expect, it } from "vitest";
import { readMountProps } from "../../src/runtime/props.ts";
import island from "./index.ts";
import { printedTime, readSessionClockMarkup, wrapPrintedTime } from "./markup.ts";

/** The first element of `html`. */
const element = (html: string): HTMLElement => {
  const wrap = document.createElement("div");
  wrap.innerHTML = html;
  return wrap.firstElementChild as HTMLElement;
};

describe("session clock markup", () => {
  it("reads data-ttl in seconds from the clock inside the host, or from the host itself", () => {
    expect(readSessionClockMarkup(element(`<div data-island="session-clock"><span class="session-clock" data-ttl="900">Czas sesji: 15:00</span></div>`))).toEqual({ ttl: 900 });
    const host = element(`<span class="session-clock" data-island="session-clock" data-ttl=" 600 ">Czas sesji: 10:00</span>`);
    expect(readSessionClockMarkup(host)).toEqual({ ttl: 600 });
    expect(readMountProps(host, island)).toMatchObject({ ok: true, props: { ttl: 600 } });
  });

  it("reads no time to live from an empty or blank data-ttl: the island is refused (it ended the session at once)", () => {
    for (const printed of [`data-ttl=""`, `data-ttl="  "`, `data-ttl`]) {
      const host = element(`<div data-island="session-clock"><span class="session-clock" ${printed}>Czas sesji: </span></div>`);
      expect(readSessionClockMarkup(host)).toEqual({});
      expect(readMountProps(host, island)).toEqual({ ok: false, problem: "invalid props: ttl: expected number, got nothing (not in the props, not found in the legacy markup)" });
    }
  });

  it("hands text that is no time to the schema as it is, which names it", () => {
    const host = element(`<div data-island="session-clock"><span data-ttl="kwadrans">Czas sesji: 15:00</span></div>`);
    expect(readMountProps(host, island)).toEqual({ ok: false, problem: "invalid props: ttl: expected number, got string" });
  });

  it("reads a time printed as text where it is unambiguous: mm:ss, h:mm:ss, whole minutes in Polish or English", () => {
    const read = (text: string) => printedTime(text)?.seconds ?? null;
    expect(["15:00", "Czas sesji: 15:00", "05:30", "90:00", "1:15:00", "15 min", "15 min.", "15min", "15 minut", "2 minuty", "1 minuta", "15 minutes", "1 minute", "Sesja wygaśnie za 20 MIN"].map(read)).toEqual([
      900, 900, 330, 5400, 4500, 900, 900, 900, 900, 120, 60, 900, 60, 1200,
    ]);
    // Ambiguous, or no time: a bare number (seconds? minutes?), a fraction, two times, a zero (a template's no session),
    // minutes over 59 beside hours, another word.
    for (const text of ["15", "Czas sesji: 15", "1,5 min", "1.5 min", "Zalogowano o 14:05 · Czas sesji: 15:00", "15:00 (15 min)", "00:00", "0 min", "1:75:00", "15:7", "15 minutach", "kwadrans", ""]) {
      expect(read(text), text).toBeNull();
    }
  });

  it("reads a time printed as text in data-ttl, or in the host's text when no data-ttl is printed; an empty data-ttl stays no session", () => {
    const ttl = (html: string) => readSessionClockMarkup(element(html));
    expect(ttl(`<div data-island="session-clock"><span class="session-clock" data-ttl="15:00">Czas sesji: 15:00</span></div>`)).toEqual({ ttl: 900 });
    expect(ttl(`<div data-island="session-clock"><span class="session-clock" data-ttl="15 min">Czas sesji: 15 min</span></div>`)).toEqual({ ttl: 900 });
    expect(ttl(`<div data-island="session-clock"><span class="session-clock">Czas sesji: 15:00</span></div>`)).toEqual({ ttl: 900 });
    expect(ttl(`<div data-island="session-clock">Zalogowany: Jan · <a href="/wyloguj">Wyloguj</a> · Czas sesji: 20 minut</div>`)).toEqual({ ttl: 1200 });
    const host = element(`<span class="session-clock" data-island="session-clock">Czas sesji: 1:00:00</span>`);
    expect(readMountProps(host, island)).toMatchObject({ ok: true, props: { ttl: 3600 } });
    // Still refused: two times, a bare number, an empty data-ttl whatever the text says.
    expect(ttl(`<div data-island="session-clock">Zalogowano o 14:05 · Czas sesji: <span>15:00</span></div>`)).toEqual({});
    expect(ttl(`<div data-island="session-clock"><span class="session-clock">Czas sesji: 15</span></div>`)).toEqual({});
    expect(ttl(`<div data-island="session-clock"><span class="session-clock" data-ttl="">Czas sesji: 15:00</span></div>`)).toEqual({});
  });

  it("puts the words of a printed time in a span of their own, and back as they were", () => {
    const box = element(`<div>Zalogowany: Jan · <a href="/wyloguj">Wyloguj</a> · Czas sesji: 15 min (odświeża się)</div>`);
    const before = box.innerHTML;
    const printed = wrapPrintedTime(box)!;
    expect(printed.time.outerHTML).toBe(`<span class="tb-session-clock__printed">15 min</span>`);
    expect(box.textContent).toBe("Zalogowany: Jan · Wyloguj · Czas sesji: 15 min (odświeża się)");
    printed.undo();
    expect(box.innerHTML).toBe(before);
    expect(box.childNodes).toHaveLength(3);
    expect(wrapPrintedTime(element(`<div>Czas sesji</div>`))).toBeNull();
  });
});

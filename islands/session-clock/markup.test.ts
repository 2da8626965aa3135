import { describe, expect, it } from "vitest";
import { readMountProps } from "../../src/runtime/props.ts";
import island from "./index.ts";
import { readSessionClockMarkup } from "./markup.ts";

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

  it("hands text that is no number to the schema as it is, which names it", () => {
    const host = element(`<div data-island="session-clock"><span data-ttl="15 min">Czas sesji: 15:00</span></div>`);
    expect(readMountProps(host, island)).toEqual({ ok: false, problem: "invalid props: ttl: expected number, got string" });
  });
});

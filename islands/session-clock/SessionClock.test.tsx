import { act, cleanup, render } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { request } from "../../src/dejax/client.ts";
import { sessionClockSchema } from "./schema.ts";
import { SessionClock } from "./SessionClock.tsx";

vi.mock("../../src/dejax/client.ts", () => ({ request: vi.fn() }));

describe("SessionClock with useBrowserAlert (a legacy page that insists on the blocking alert)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(""))));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("at zero clears the session cookie, logs out, says 'Sesja wygasła.' in the browser's alert, then goes to '/'", async () => {
    Cookies.set("front_session_id", "abc", { path: "/" });
    const order: string[] = [];
    vi.spyOn(window, "alert").mockImplementation((text) => void order.push(`alert ${String(text)}`));
    const assign = vi.fn((url: string) => void order.push(`go ${url}`));
    vi.stubGlobal("location", { ...window.location, assign });
    const props = sessionClockSchema.parse({ ttl: 2, useBrowserAlert: true });
    render(<SessionClock props={props} host={document.createElement("div")} legacy={document.createDocumentFragment()} emit={() => true} expose={() => {}} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(order).toEqual(["alert Sesja wygasła.", "go /"]);
    expect(Cookies.get("front_session_id")).toBeUndefined();
    expect(fetch).toHaveBeenCalledWith("/mod/Login/Logout/", expect.objectContaining({ keepalive: true }));
    expect(document.querySelector("[role=alertdialog]")).toBeNull(); // the browser's alert, not the dialog
  });
});

describe("SessionClock's warning", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("says how to extend; extended after Shift+Tab passed other controls, the focus goes back to the field being typed in", async () => {
    vi.mocked(request).mockResolvedValue({ ok: true, data: { ok: true, ttl: 65 } } as never);
    document.body.insertAdjacentHTML("beforeend", `<input aria-label="PESEL"><button>Parking P2</button>`);
    const [pesel, parking] = [document.querySelector("input")!, document.querySelector("button")!];
    const props = sessionClockSchema.parse({ ttl: 65 });
    render(<SessionClock props={props} host={document.createElement("div")} legacy={document.createDocumentFragment()} emit={() => true} expose={() => {}} />);
    pesel.focus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(document.querySelector("[role=alert]")!.textContent).toBe(
      "Za minutę sesja wygaśnie. Dokończ zakup, aby nie stracić biletów. Aby przedłużyć sesję, użyj przycisku „Przedłuż sesję” na początku strony.",
    );
    const extend = [...document.querySelectorAll("button")].find((button) => button.textContent === "Przedłuż sesję")!;
    parking.focus();
    extend.focus();
    await act(async () => {
      extend.click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(extend.isConnected).toBe(false);
    expect(document.activeElement).toBe(pesel);
  });
});

describe("SessionClock, several on a page (a header's and a menu's)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response(""))));
  });
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("warns once, with one button; extended, both count from the new time; the session ends once (one dialog, one logout)", async () => {
    vi.mocked(request).mockResolvedValue({ ok: true, data: { ok: true, ttl: 65 } } as never);
    const hosts = [document.createElement("header"), document.createElement("nav")];
    document.body.append(...hosts);
    const props = sessionClockSchema.parse({ ttl: 65 });
    // The menu's clock mounts first: the header's, first in the page, still speaks.
    for (const host of hosts.toReversed()) render(<SessionClock props={props} host={host} legacy={document.createDocumentFragment()} emit={() => true} expose={() => {}} />, { container: host });
    const said = () => [...document.querySelectorAll("[role=alert]")].map((region) => region.textContent).filter(Boolean);
    const buttons = () => [...document.querySelectorAll("button")].filter((button) => button.textContent === "Przedłuż sesję");
    const times = () => [...document.querySelectorAll("[role=timer]")].map((timer) => timer.textContent);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(said()).toHaveLength(1);
    expect(buttons()).toHaveLength(1);
    expect(hosts[0]!.contains(buttons()[0]!)).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
      buttons()[0]!.click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(times()).toEqual(["01:05", "01:05"]);
    expect(buttons()).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(66_000);
    });
    expect(times()).toEqual(["00:00", "00:00"]);
    expect(document.querySelectorAll("[role=alertdialog]")).toHaveLength(1);
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => url === "/mod/Login/Logout/")).toHaveLength(1);
  });
});

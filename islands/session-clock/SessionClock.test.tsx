import { act, cleanup, render } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

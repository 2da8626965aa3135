import { afterEach, describe, expect, it, vi } from "vitest";
import { openPopup } from "./popup.ts";

describe("openPopup", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a legacy script's popup(url, null) opens the legacy default window, as popup(url) does", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(window);
    openPopup("https://sklep.example/regulamin.html", null);
    openPopup("https://sklep.example/regulamin.html");
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[0]).toEqual(open.mock.calls[1]);
  });

  it("another origin's page opens cut loose from the shop's tab (no opener), and the window is still answered; the shop's own keeps its opener (security review s40, D5)", () => {
    const foreignWindow = { opener: window as Window | null, location: { href: "" } };
    const open = vi.spyOn(window, "open").mockReturnValue(foreignWindow as unknown as Window);
    expect(openPopup("https://obcy.example/regulamin.html", { name: "regulamin" })).toBe(foreignWindow);
    expect(open.mock.calls[0]!.slice(0, 2)).toEqual(["", "regulamin"]);
    expect(foreignWindow).toEqual({ opener: null, location: { href: "https://obcy.example/regulamin.html" } });
    const ownWindow = { opener: window as Window | null, location: { href: "" } };
    open.mockReturnValue(ownWindow as unknown as Window);
    openPopup("/zaplecze/szybkie-dodawanie.html");
    expect(open.mock.calls[1]![0]).toBe("/zaplecze/szybkie-dodawanie.html");
    expect(ownWindow.opener).toBe(window);
  });
});

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
});

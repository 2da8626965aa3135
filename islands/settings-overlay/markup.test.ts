import { afterEach, describe, expect, it, vi } from "vitest";
import { readSettingsLink } from "./markup.ts";

const hostOf = (html: string): HTMLElement => {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host;
};

afterEach(() => vi.restoreAllMocks());

describe("settings-overlay markup", () => {
  it("reads the host's first link among other text: its address, words and data-json", () => {
    const host = hostOf(`<p>Wybierz, o czym mamy Cię informować.</p><a href="/konto/ustawienia/powiadomienia" data-json='{"section":"powiadomienia"}' class="btn"> Powiadomienia </a> <a href="/pomoc">Pomoc</a>`);
    expect(readSettingsLink(host)).toEqual({ href: "/konto/ustawienia/powiadomienia", label: "Powiadomienia", json: { section: "powiadomienia" } });
  });

  it("names an icon link by its image's alt, its aria-label or its title", () => {
    expect(readSettingsLink(hostOf(`<a href="/konto/ustawienia"><img src="/ikony/zebatka.png" alt="Ustawienia konta"></a>`))).toMatchObject({ label: "Ustawienia konta" });
    expect(readSettingsLink(hostOf(`<a href="/konto/ustawienia" aria-label="Ustawienia"><span class="icon-cog"></span></a>`))).toMatchObject({ label: "Ustawienia" });
    expect(readSettingsLink(hostOf(`<a href="/konto/ustawienia" title="Zgody"><img src="/ikony/zgody.png" alt=""></a>`))).toMatchObject({ label: "Zgody" });
  });

  it("sends a link whose data-json is no JSON without it, and says so", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readSettingsLink(hostOf(`<a href="/konto/ustawienia/zgody" data-json="{section:zgody}">Zgody</a>`))).toEqual({ href: "/konto/ustawienia/zgody", label: "Zgody" });
    expect(error).toHaveBeenCalledOnce();
  });

  it("reads nothing from a host without a link", () => {
    expect(readSettingsLink(hostOf(`<p>Ustawienia</p>`))).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import tabs from "./index.ts";

describe("tabs: reading the legacy links", () => {
  it("names each section as the browser finds it: %XX decoded, a lone % kept", () => {
    const host = document.createElement("div");
    host.innerHTML = '<a href="#rabat-50%" data-active>Rabat</a><a href="#sekcja%20ceny">Ceny</a><a href="#%C5%BC%C3%B3%C5%82w">Żółw</a>';
    const read = tabs.fromMarkup!(host) as { tabs: Array<{ panel: string }>; active?: string };
    expect(read.tabs.map((tab) => tab.panel)).toEqual(["rabat-50%", "sekcja ceny", "żółw"]);
    expect(read.active).toBe("rabat-50%");
  });

  it("takes a link spelling this page's address before its fragment, and leaves links to other pages", () => {
    history.pushState(null, "", "/formularze/galeria.html?lang=pl");
    const host = document.createElement("div");
    host.innerHTML = '<a href="/formularze/galeria.html?lang=pl#ceny">Ceny</a><a href="galeria.html?lang=pl#archiwum">Archiwum</a><a href="/inna.html#ceny">Inna strona</a><a href="galeria.html#ceny">Bez parametru</a><a href="galeria.html?lang=pl#">Pusty</a>';
    const read = tabs.fromMarkup!(host) as { tabs: Array<{ panel: string; title: string }> };
    expect(read.tabs.map((tab) => tab.title)).toEqual(["Ceny", "Archiwum"]);
    expect(read.tabs.map((tab) => tab.panel)).toEqual(["ceny", "archiwum"]);
  });
});

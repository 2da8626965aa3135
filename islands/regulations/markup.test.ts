import { describe, expect, it } from "vitest";
import { anchorOf, readRegulationsMarkup, regulationOf } from "./markup.ts";

const hostOf = (html: string): HTMLElement => {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host;
};

describe("regulations markup", () => {
  it("names a regulation by its heading of any level, else by the words of the link to it, else by its id", () => {
    const host = hostOf(`<nav><a href="#sprzedaz">Sprzedaż</a> <a href="/regulaminy?id=obiekt#obiekt">Regulamin obiektu</a></nav>
      <article id="sprzedaz"><h3>Regulamin sprzedaży biletów</h3><ol><li>Bilety…</li></ol><p>Zwrot…</p></article>
      <article id="obiekt"><p><strong>Obiekt jest monitorowany.</strong></p></article>
      <article id="rodo"><p>Dane…</p></article>`);
    expect(readRegulationsMarkup(host)).toEqual({
      regulations: [
        { id: "sprzedaz", title: "Regulamin sprzedaży biletów", paragraphs: ["Zwrot…"] },
        { id: "obiekt", title: "Regulamin obiektu", paragraphs: ["Obiekt jest monitorowany."] },
        { id: "rodo", title: "rodo", paragraphs: ["Dane…"] },
      ],
    });
  });

  it("prefers the nav's link to a link in a regulation's text, and keeps the nav's name", () => {
    const host = hostOf(`<article id="a"><p>Zob. <a href="#b">tamten</a>.</p></article><article id="b"><p>B</p></article>
      <nav aria-label="Regulaminy klubu"><a href="#a">Pierwszy</a><a href="#b">Drugi</a></nav>`);
    expect(readRegulationsMarkup(host)).toMatchObject({ label: "Regulaminy klubu", regulations: [{ title: "Pierwszy" }, { title: "Drugi" }] });
  });

  it("reads a regulation from an address: ?id= first, then the anchor; nothing from an address it cannot read", () => {
    expect(regulationOf("/regulaminy?id=obiekt#sprzedaz", "https://sklep.example/")).toBe("obiekt");
    expect(regulationOf("#obiekt", "https://sklep.example/regulaminy")).toBe("obiekt");
    expect(regulationOf("/regulaminy", "https://sklep.example/")).toBeNull();
    expect(regulationOf("http://[", "https://sklep.example/")).toBeNull();
    expect(anchorOf("#zwrot%20bilet%C3%B3w")).toBe("zwrot biletów");
    expect(anchorOf("#rabat-50%")).toBeNull();
    expect(anchorOf("")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { mediaLinks, readItem } from "./markup.ts";

describe("lightbox markup", () => {
  it("takes media links only: photos, videos and a script's address around a thumbnail; not pages, PDFs or text links to a script", () => {
    const host = document.createElement("div");
    host.innerHTML = `<h3>Galeria</h3>
      <a href="/foto.php?id=1" title="Trybuna"><img src="/foto.php?id=1&amp;min=1" alt="Północ"></a>
      <a href="/media/2.jpg">Zdjęcie 2</a>
      <a href="/media/skrot.webm">Skrót</a>
      <a href="/pokaz.php?id=3">Strona zdjęcia</a>
      <a href="/galeria/archiwum.html">Wszystkie galerie</a>
      <a href="/pliki/plan.pdf" target="_blank">Plan</a>
      <a href="/pliki/plan.pdf"><img src="/ikony/pdf.png" alt="PDF"></a>`;
    const links = mediaLinks(host);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/foto.php?id=1", "/media/2.jpg", "/media/skrot.webm"]);
    expect(readItem(links[0]!)).toEqual({ href: "/foto.php?id=1", type: "", caption: "Trybuna", thumb: "/foto.php?id=1&min=1", thumbAlt: "Północ", text: "" });
    expect(readItem(links[1]!)).toEqual({ href: "/media/2.jpg", type: "", caption: "Zdjęcie 2", text: "Zdjęcie 2" });
  });
});

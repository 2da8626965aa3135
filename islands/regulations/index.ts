import { defineIsland } from "../../src/runtime/island.ts";
import { Regulations } from "./Regulations.tsx";
import "./regulations.css";
import { regulationsSchema } from "./schema.ts";

export default defineIsland({
  schema: regulationsSchema,
  // Legacy markup: <nav><a href="?id=sprzedaz#sprzedaz">…</a>…</nav> and <article id="sprzedaz"><h2>…</h2><p>…</p></article>…
  fromMarkup: (host) => {
    const regulations = [...host.querySelectorAll<HTMLElement>("article[id]")].map((article) => ({
      id: article.id,
      title: article.querySelector("h2, h3")?.textContent?.trim() ?? article.id,
      paragraphs: [...article.querySelectorAll("p")].map((paragraph) => paragraph.textContent?.trim() ?? ""),
    }));
    const label = host.querySelector("nav[aria-label]")?.getAttribute("aria-label");
    return { regulations, ...(label ? { label } : {}) };
  },
  Component: Regulations,
});

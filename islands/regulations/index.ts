import { defineIsland } from "../../src/runtime/island.ts";
import { readRegulationsMarkup } from "./markup.ts";
import { Regulations } from "./Regulations.tsx";
import "./regulations.css";
import { regulationsSchema } from "./schema.ts";

export default defineIsland({
  schema: regulationsSchema,
  // Legacy markup: <nav><a href="?id=sprzedaz#sprzedaz">…</a>…</nav> and <article id="sprzedaz"><h2>…</h2><p>…</p></article>…
  fromMarkup: readRegulationsMarkup,
  Component: Regulations,
});

import { describe, expect, it } from "vitest";
import { readTribuneMapMarkup } from "./markup.ts";
import { tribuneMapSchema } from "./schema.ts";

/** A legacy step-2 image map with the given areas. */
function imageMap(areas: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = `<img src="/plan.png" alt="Plan stadionu" usemap="#trybuny"><map name="trybuny">${areas}</map>`;
  return host;
}

const poly = '<area shape="poly" coords="10,10,60,10,60,60" href="/sprzedaz/krok-2?id_tribune=1" alt="Trybuna A" data-id-tribune="1">';

describe("the legacy image map's areas (QA s40 finding 5)", () => {
  it("reads rect, circle and shape='polygon' areas as tribunes, as poly ones", () => {
    const props = readTribuneMapMarkup(
      imageMap(`${poly}
        <area shape="rect" coords="100,100,200,150" href="/sprzedaz/krok-2?id_tribune=2" alt="Loża VIP">
        <area shape="circle" coords="300,300,20" href="/sprzedaz/krok-2?id_tribune=3" alt="Okrągła" data-id-tribune="3">
        <area shape="polygon" coords="400,400,450,400,450,450" href="/sprzedaz/krok-2?id_tribune=4" alt="Wielokąt" data-id-tribune="4">
        <area shape="default" href="/plan.html" alt="Cały plan">`),
    );
    const parsed = tribuneMapSchema.safeParse(props);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.tribunes.map((t) => [t.id, t.name, t.points.length, t.disabled])).toEqual([
      ["1", "Trybuna A", 6, false],
      ["2", "Loża VIP", 8, false],
      ["3", "Okrągła", 64, false],
      ["4", "Wielokąt", 6, false],
    ]);
    expect(parsed.data.tribunes[1]!.points).toEqual([100, 100, 200, 100, 200, 150, 100, 150]);
  });

  it("keeps an area without href (nohref, sold out) as a disabled tribune, even with no id; the page's own id_tribune is not taken", () => {
    window.history.replaceState(null, "", "/sprzedaz/krok-2?id_tribune=9");
    const props = readTribuneMapMarkup(
      imageMap(`${poly}
        <area shape="poly" coords="70,10,120,10,120,60" nohref alt="Trybuna B, wyprzedana" data-id-tribune="2">
        <area shape="rect" coords="130,10,180,60" alt="Trybuna C, wyprzedana">`),
    );
    const parsed = tribuneMapSchema.safeParse(props);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.tribunes.map((t) => [t.id, t.disabled, t.href])).toEqual([
      ["1", false, "/sprzedaz/krok-2?id_tribune=1"],
      ["2", true, undefined],
      ["", true, undefined],
    ]);
  });

  it("refuses a tribune that can be chosen without an id, and an area whose coords make no shape (the legacy map stays)", () => {
    expect(tribuneMapSchema.safeParse(readTribuneMapMarkup(imageMap('<area shape="rect" coords="1,2,30,40" href="/trybuna.html" alt="Bez id">'))).success).toBe(false);
    expect(tribuneMapSchema.safeParse(readTribuneMapMarkup(imageMap(`${poly}<area shape="rect" coords="1,2,3" href="/sprzedaz/krok-2?id_tribune=2" alt="Zła">`))).success).toBe(false);
  });

  it("reads a stand's id from a 'pretty' link's last path segment when the link has no query (QA s40 #16)", () => {
    const props = readTribuneMapMarkup(
      imageMap(`
        <area shape="rect" coords="1,2,30,40" href="/sprzedaz/trybuna/2" alt="Trybuna N2">
        <area shape="rect" coords="31,2,60,40" href="https://sklep.example/sprzedaz/trybuna/W2/" alt="Trybuna W2">
        <area shape="rect" coords="61,2,90,40" href="/sprzedaz/trybuna/3?id_tribune=7" alt="Zapytanie wygrywa">
        <area shape="rect" coords="91,2,120,40" href="/sprzedaz/trybuna/5" alt="Atrybut wygrywa" data-id-tribune="4">`),
    );
    const parsed = tribuneMapSchema.safeParse(props);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.tribunes.map((t) => t.id)).toEqual(["2", "W2", "7", "4"]);
  });
});

import { describe, expect, it } from "vitest";
import { readMountProps } from "../../src/runtime/props.ts";
import island from "./index.ts";
import { currentPage, markCurrent } from "./markup.ts";

const base = "https://shop.test/wydarzenia/lista?page_no=3";
const ROWS = `<ul class="event-list"><li class="event-row"><span>18</span> <strong>28. kolejka</strong> <a href="/sprzedaz/krok-2">Kup bilet</a></li><li class="event-row active"><strong>29</strong></li></ul>`;

/** A list host with the events and `pager` after them. */
const host = (pager: string): HTMLElement => {
  const element = document.createElement("div");
  element.dataset.island = "paged-list";
  element.dataset.props = '{"label":"Wydarzenia"}';
  element.innerHTML = `${ROWS}<nav class="pager">${pager}</nav>`;
  return element;
};
const link = (page: number, text: string | number = page) => `<a href="/wydarzenia/lista?page_no=${page}">${text}</a>`;

describe("paged list: the current page from the shop's pager (session 43)", () => {
  it("reads it as the shop marks it, not only by aria-current", () => {
    const pagers = {
      "aria-current": `<ul><li>${link(2)}</li><li><a href="/wydarzenia/lista?page_no=3" aria-current="page">3</a></li><li>${link(4)}</li></ul>`,
      "<strong>": `${link(2, "« poprzednia")} ${link(1)} ${link(2)} <strong>3</strong> ${link(4)} ${link(4, "następna »")}`,
      "<span class=current>": `<ul><li>${link(2)}</li><li><span class="current">3</span></li><li>${link(4)}</li></ul>`,
      "<li class=active> with its link": `<ul class="pagination"><li class="page-item">${link(2)}</li><li class="page-item active"><a class="page-link" href="/wydarzenia/lista?page_no=3">3 <span class="sr-only">(current)</span></a></li><li class="page-item">${link(4)}</li></ul>`,
      "a link without href": `<ul><li>${link(2)}</li><li><a>3</a></li><li>${link(4)}</li></ul>`,
      "a bare number": `${link(1)} | ${link(2)} | 3 | ${link(4)}`,
      "anchors only": `<a href="#page-2">2</a> <b>3</b> <a href="#page-4">4</a>`,
    };
    for (const [kind, pager] of Object.entries(pagers)) {
      expect(currentPage(host(pager), base), kind).toBe(3);
    }
    expect(readMountProps(host(pagers["<strong>"]), island)).toMatchObject({ ok: true, props: { page: 3 } });
  });

  it("reads nothing where the pager says nothing: no current item, or numbers in the list only", () => {
    expect(currentPage(host(`${link(1)} ${link(2)} ${link(3)}`), base)).toBeUndefined();
    expect(currentPage(host(`<span>Strona 3 z 5</span> ${link(4, "następna")}`), base)).toBeUndefined();
    expect(currentPage(host(""), base)).toBeUndefined();
    expect(readMountProps(host(""), island)).toMatchObject({ ok: true, props: { page: 1 } });
  });

  it("marks a page shown only by looks for screen readers (aria-current on its text or link, not its <li>), and takes the mark off again", () => {
    const cases: Array<[string, string]> = [
      [`${link(2)} <strong>3</strong> ${link(4)}`, "STRONG"],
      [`<ul><li>${link(2)}</li><li><span class="current">3</span></li><li>${link(4)}</li></ul>`, "SPAN"],
      [`<ul class="pagination"><li class="page-item">${link(2)}</li><li class="page-item active"><a class="page-link" href="/wydarzenia/lista?page_no=3">3</a></li></ul>`, "A"],
    ];
    for (const [pager, tag] of cases) {
      const list = host(pager);
      const undo = markCurrent(list, base);
      const marked = [...list.querySelectorAll("[aria-current=page]")];
      expect(marked.map((element) => `${element.tagName} ${element.textContent}`), tag).toEqual([`${tag} 3`]);
      undo();
      expect(list.querySelector("[aria-current]"), tag).toBeNull();
    }
    // Marked already, or a bare number between links (no element to mark): nothing changes.
    const marked = host(`<ul><li>${link(2)}</li><li><a href="/wydarzenia/lista?page_no=3" aria-current="page">3</a></li></ul>`);
    markCurrent(marked, base)();
    expect(marked.querySelector("[aria-current=page]")).not.toBeNull();
    const bare = host(`${link(1)} | ${link(2)} | 3 | ${link(4)}`);
    markCurrent(bare, base);
    expect(bare.querySelector("[aria-current]")).toBeNull();
  });
});

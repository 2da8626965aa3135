import { afterEach, describe, expect, it } from "vitest";
import { carryFocus } from "./keepFocus.ts";

afterEach(() => document.body.replaceChildren());

/** A host with the server's field, focused with the caret inside; then the "island" replaces its markup. */
function takeOver(markup: string, island: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = markup;
  document.body.append(host);
  const field = host.querySelector<HTMLInputElement>("input")!;
  field.focus();
  field.setSelectionRange(2, 2);
  const refocus = carryFocus([host]);
  host.innerHTML = island;
  refocus();
  return host;
}

describe("carryFocus", () => {
  it("puts focus back on the island's field of the same name, the caret where it was", () => {
    const host = takeOver(`<input name="firstname" value="Anna">`, `<label>Imię <input name="firstname" value="Anna"></label>`);
    const field = host.querySelector("input")!;
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(2);
  });

  it("leaves focus alone when it was outside the hosts", () => {
    const outside = document.createElement("button");
    document.body.append(outside);
    outside.focus();
    const host = document.createElement("div");
    host.innerHTML = `<input name="a">`;
    document.body.append(host);
    const refocus = carryFocus([host]);
    host.innerHTML = `<input name="a">`;
    refocus();
    expect(document.activeElement).toBe(outside);
  });

  it("finds a button without name or id by its words: the island's button of the same kind and text", () => {
    const host = document.createElement("div");
    host.innerHTML = `<form method="post" action="/cookies/accept"><button type="submit">Rozumiem</button></form>`;
    document.body.append(host);
    host.querySelector("button")!.focus();
    const refocus = carryFocus([host]);
    host.innerHTML = `<p>Ta strona używa plików cookie.</p><button type="button">Polityka</button><button type="button"> Rozumiem </button>`;
    refocus();
    expect(document.activeElement?.textContent).toBe(" Rozumiem ");
  });

  it("a control reached by Tab without a twin (a tribune's link; the island lists buttons) hands focus to the island's first control", () => {
    const host = document.createElement("div");
    host.innerHTML = `<p><a href="/sprzedaz/krok-2?id_tribune=1">Trybuna N1, od 79,00 zł</a></p>`;
    document.body.append(host);
    host.querySelector("a")!.focus();
    const refocus = carryFocus([host]);
    host.innerHTML = `<canvas role="img" aria-label="Plan"></canvas><h2>Trybuny</h2><ul><li><button type="button" disabled>N0</button></li><li><button type="button">N1</button></li></ul>`;
    refocus();
    expect(document.activeElement?.textContent).toBe("N1");
  });

  it("does nothing when the island has no such field", () => {
    takeOver(`<input name="old">`, `<input name="new">`);
    expect(document.activeElement).toBe(document.body);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { openModalLayer as openLayer, type ModalLayer } from "./modalLayer.ts";

/** A page: a header with a link, a main holding a host with the dialog, and a footer the page made inert itself. */
function page(): { opener: HTMLButtonElement; dialog: HTMLDialogElement; ok: HTMLButtonElement; header: HTMLElement; main: HTMLElement; beside: HTMLElement; footer: HTMLElement } {
  document.body.innerHTML = `<header><a href="/">Start</a></header>
    <main><p id="beside"><button id="opener">Otwórz</button></p><div id="host"><dialog><p>Treść</p><button id="ok" autofocus>OK</button></dialog></div></main>
    <footer inert><a href="/regulamin">Regulamin</a></footer>`;
  const get = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
  return { opener: get("#opener"), dialog: get("dialog"), ok: get("#ok"), header: get("header"), main: get("main"), beside: get("#beside"), footer: get("footer") };
}
const escape = (target: Element = document.activeElement ?? document.body) => target.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));

// Every layer a test opens is closed after it: the module keeps one stack per document.
const opened: ModalLayer[] = [];
const openModalLayer = (dialog: HTMLDialogElement): ModalLayer => {
  const layer = openLayer(dialog);
  opened.push(layer);
  return layer;
};
afterEach(() => {
  for (const layer of opened.splice(0).reverse()) layer.close();
  document.body.innerHTML = "";
});

describe("modal layer", () => {
  it("opens with focus inside, makes the rest of the page inert after its first frame, and gives everything back on close", async () => {
    const { opener, dialog, ok, header, main, beside, footer } = page();
    opener.focus();
    const layer = openModalLayer(dialog);
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(ok);
    // Not in the click's task: the box paints first.
    expect(header.inert).toBeFalsy();
    await vi.waitFor(() => expect(header.inert).toBe(true));
    expect(beside.inert).toBe(true);
    // The path to the box stays alive; the page's own inert footer stays as it was.
    expect(main.inert).toBeFalsy();
    expect(document.getElementById("host")!.inert).toBeFalsy();
    expect(footer.hasAttribute("inert")).toBe(true);

    layer.close();
    expect(dialog.open).toBe(false);
    expect(header.inert).toBe(false);
    expect(beside.inert).toBe(false);
    expect(footer.hasAttribute("inert")).toBe(true);
    expect(document.activeElement).toBe(opener);
    expect(document.querySelector(".tb-layer-overlay")).toBeNull();
  });

  it("an Escape a listener of the page used up (an error bubble in the box hiding) leaves the box open; the next one closes it", () => {
    const { dialog, ok } = page();
    openModalLayer(dialog);
    // Registered after the box opened, as a bubble shown inside it is.
    let bubbleShown = true;
    const bubble = (event: KeyboardEvent): void => {
      if (event.key !== "Escape" || !bubbleShown) return;
      bubbleShown = false;
      event.preventDefault();
    };
    document.addEventListener("keydown", bubble);
    escape(ok);
    expect(dialog.open).toBe(true);
    escape(ok);
    expect(dialog.open).toBe(false);
    document.removeEventListener("keydown", bubble);
  });

  it("a click outside the box dismisses it only when asked (light dismiss), through the cancel event", () => {
    const { dialog } = page();
    openModalLayer(dialog);
    document.querySelector<HTMLElement>(".tb-layer-overlay")!.click();
    expect(dialog.open).toBe(true);
    opened.pop()!.close();

    const cancels: Event[] = [];
    dialog.addEventListener("cancel", (event) => cancels.push(event));
    opened.push(openLayer(dialog, { lightDismiss: true }));
    dialog.querySelector<HTMLElement>("#ok")!.click(); // inside the box: stays
    expect(dialog.open).toBe(true);
    document.querySelector<HTMLElement>(".tb-layer-overlay")!.click();
    expect(cancels).toHaveLength(1);
    expect(dialog.open).toBe(false);
  });

  it("Escape fires the dialog's cancel event and closes it unless a listener prevents that", () => {
    const { dialog, ok } = page();
    openModalLayer(dialog);
    const cancels: Event[] = [];
    dialog.addEventListener("cancel", (event) => {
      cancels.push(event);
      if (cancels.length === 1) event.preventDefault();
    });
    escape(ok);
    expect(cancels).toHaveLength(1);
    expect(dialog.open).toBe(true);
    escape(ok);
    expect(cancels).toHaveLength(2);
    expect(dialog.open).toBe(false);
  });

  it("an Escape the page's own control used (default prevented) leaves the box open", () => {
    const { dialog, ok } = page();
    openModalLayer(dialog);
    ok.addEventListener("keydown", (event) => event.preventDefault());
    escape(ok);
    expect(dialog.open).toBe(true);
  });

  it("focus that lands outside the box is brought back", () => {
    const { dialog, ok, opener } = page();
    openModalLayer(dialog);
    opener.focus();
    expect(document.activeElement).toBe(ok);
  });

  it("layers nest: the top one takes Escape and focus, then gives them back to the one below", async () => {
    const { dialog, ok, opener, beside } = page();
    opener.focus();
    const lower = openModalLayer(dialog);
    const alert = document.createElement("dialog");
    alert.innerHTML = `<button>Rozumiem</button>`;
    document.body.append(alert);
    openModalLayer(alert);
    expect(document.activeElement).toBe(alert.querySelector("button"));
    // The lower box's host is now beside the path to the top one: inert too.
    await vi.waitFor(() => expect(document.querySelector("main")!.inert).toBe(true));
    ok.focus();
    expect(document.activeElement).toBe(alert.querySelector("button"));

    // Nobody owns this box: its close event alone ends its layer.
    escape();
    expect(alert.open).toBe(false);
    expect(dialog.open).toBe(true);
    await vi.waitFor(() => expect(document.activeElement).toBe(ok));
    expect(document.querySelector("main")!.inert).toBe(false);
    expect(beside.inert).toBe(true);

    lower.close();
    expect(beside.inert).toBe(false);
    expect(document.activeElement).toBe(opener);
    // No listener left: Escape and focus are the page's again.
    opener.focus();
    escape(opener);
    expect(document.activeElement).toBe(opener);
  });

  it("a box with no control of its own takes focus itself", () => {
    document.body.innerHTML = `<button>Poza</button><dialog><p>Ładowanie…</p></dialog>`;
    const dialog = document.querySelector("dialog")!;
    openModalLayer(dialog);
    expect(document.activeElement).toBe(dialog);
  });

  it("a held key's repeats never press a button of the box; a new press, and a held key in a field, act as ever", () => {
    const { dialog, ok } = page();
    const field = document.createElement("input");
    dialog.prepend(field);
    openModalLayer(dialog);
    const key = (target: Element, key: string, repeat: boolean) => target.dispatchEvent(new KeyboardEvent("keydown", { key, repeat, bubbles: true, cancelable: true }));
    // dispatchEvent is false when the default action (the button's press) was cancelled.
    expect(key(ok, "Enter", true)).toBe(false);
    expect(key(ok, " ", true)).toBe(false);
    expect(key(ok, "Enter", false)).toBe(true);
    expect(key(field, " ", true)).toBe(true);
    expect(key(field, "Enter", true)).toBe(true);
  });
});

import { configure } from "@testing-library/dom";
import { vi } from "vitest";
import { config } from "zod/mini";
// Same start-up setting as the browser bundle (strict CSP forbids zod's eval probe).
config({ jitless: true });
// jsdom has no modal dialogs: the shop's alert box (src/ui/alertBox.ts) only needs them to open and close.
// (Tests of pure rules run in Node, without a DOM.)
if (typeof HTMLDialogElement !== "undefined") {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  // As the browser does: the close event follows in a task of its own.
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event("close")));
  };
}
// Nor popovers (src/ui/modalLayer.ts shows the shop's boxes in the top layer): showing and hiding are no-ops there.
if (typeof HTMLElement !== "undefined" && !("showPopover" in HTMLElement.prototype)) {
  Object.assign(HTMLElement.prototype, { showPopover() {}, hidePopover() {} });
}
// jsdom lays nothing out, so it has no ResizeObserver (src/runtime/staleClicks.ts waits for the islands' first
// frame with one): one that never reports, as in a page that draws no frame.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
// `waitFor` waits for what the test would see, never for a set time: on a busy machine (CI beside other work) a seat
// panel's rows built in slices after its mount took longer than the library's default second (session 46).
configure({ asyncUtilTimeout: 20_000 });
// Vitest's own `vi.waitFor` the same (its default is 1 s); a test's own timeout still wins.
const waitFor = vi.waitFor;
vi.waitFor = (callback, options) => waitFor(callback, { timeout: 20_000, ...(typeof options === "number" ? { timeout: options } : options) });

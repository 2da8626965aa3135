import { expect, it } from "vitest";

it("Trybuna.alert opens the box in the caller's task once an island has loaded the alert box", async () => {
  // The runtime's stylesheet, as on a page with islands (the loader waits for it). Beside globalKit.ts;
  // the URL from a variable, or Vite would rewrite it as an asset.
  const here = import.meta.url;
  document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: new URL("trybuna.css", here).href }));
  const { kitApi } = await import("./globalKit.ts");
  // What an island's chunk does: evaluate the alert box module.
  await import("./alertBox.ts");
  await new Promise((resolve) => setTimeout(resolve));
  const closed = kitApi.alert("Sesja wygasła.");
  // Open before any other task could run (a frame would otherwise be drawn without it).
  const dialog = document.querySelector<HTMLDialogElement>("dialog.tb-alert");
  expect(dialog?.open).toBe(true);
  expect(dialog?.textContent).toContain("Sesja wygasła.");
  dialog!.querySelector<HTMLButtonElement>("button[data-outcome='-1']")!.click();
  await expect(closed).resolves.toBeUndefined();
  expect(dialog?.open).toBe(false);
});

/**
 * Adds Trybuna's stylesheet (built next to the entry as trybuna.css) once; resolves when it has
 * loaded (or failed), so islands never paint unstyled.
 */
export function loadStyles(entryUrl: string, version: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>("link[data-trybuna-css]");
  if (existing) return Promise.resolve();
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = `${new URL("trybuna.css", entryUrl).href}?v=${encodeURIComponent(version)}`;
  link.dataset.trybunaCss = "";
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    document.head.append(link);
  });
}

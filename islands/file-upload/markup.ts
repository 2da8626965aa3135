import { controlNamingFromMarkup } from "../../src/ui/controlLabel.ts";
import { readFileFieldMarkup } from "../../src/ui/fileField/markup.ts";

/**
 * The island's host: the legacy file field (src/ui/fileField/markup.ts) with its label and `<small>` hint. The label
 * is a `<label for>` in the host or outside it, or a `<label>` around an input without an id, which is given one
 * (src/ui/controlLabel.ts).
 */
export function readFileUploadMarkup(host: HTMLElement): Record<string, unknown> {
  const input = host.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) return {};
  const hint = host.querySelector("small")?.textContent?.trim();
  return { ...readFileFieldMarkup(input), ...controlNamingFromMarkup(host, input), ...(hint ? { hint } : {}) };
}

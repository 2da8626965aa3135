import { readFileFieldMarkup } from "../../src/ui/fileField/markup.ts";

/** The island's host: the legacy file field (src/ui/fileField/markup.ts) with its `<label for>` and `<small>` hint. */
export function readFileUploadMarkup(host: HTMLElement): Record<string, unknown> {
  const input = host.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) return {};
  const label = [...host.querySelectorAll("label")]
    .find((element) => element.htmlFor === input.id)
    ?.textContent?.trim();
  const hint = host.querySelector("small")?.textContent?.trim();
  return { ...readFileFieldMarkup(input), ...(label ? { label } : {}), ...(hint ? { hint } : {}) };
}

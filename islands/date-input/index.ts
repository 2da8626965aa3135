import { defineIsland } from "../../src/runtime/island.ts";
import { labelTextOf } from "../../src/ui/dateField/labelText.ts";
import { DateInput } from "./DateInput.tsx";
import { dateInputSchema } from "./schema.ts";

/** Attributes the island's input keeps as the markup has them (QA s40 #6: `form`, and what page scripts read). */
const CARRIED = /^(form|maxlength|pattern|title|tabindex|inputmode|data-.+)$/;

/** Those attributes by React's names (maxLength, tabIndex, inputMode), as DateField renders them. */
function carried(element: HTMLInputElement): Record<string, string> | undefined {
  let found: Record<string, string> | undefined;
  for (const { name, value } of element.attributes) if (CARRIED.test(name)) (found ??= {})[name.replace(/^(max|tab|input)(.)/, (_, start: string, next: string) => start + next.toUpperCase())] = value;
  return found;
}

/**
 * Legacy markup: `<div data-island="date-input" data-props='{"format":"d.m.Y"}'><input type="text"
 * name="date_birth" id="date_birth" value="..."></div>`. The input's attributes carry over to the
 * island's input, so `<label for>`, the field name and form submission stay as they were (its `form` attribute too).
 */
export default defineIsland({
  schema: dateInputSchema,
  fromMarkup(host) {
    const element = host.querySelector("input");
    if (!element) return {};
    const attribute = (name: string) => element.getAttribute(name) ?? undefined;
    // A label wrapping the legacy input names it when nothing else does.
    const wrapping = !element.id && !element.hasAttribute("aria-label") ? element.closest("label")?.textContent?.trim() : undefined;
    return {
      input: {
        name: element.name,
        id: attribute("id"),
        value: element.value,
        typed: element.value !== element.defaultValue || undefined,
        readonly: element.readOnly,
        disabled: element.disabled,
        required: element.required,
        placeholder: attribute("placeholder"),
        className: attribute("class"),
        ariaLabel: attribute("aria-label") ?? (wrapping || undefined),
        // Its <label for> or wrapping label, for the picker button's and dialog's names.
        label: labelTextOf(element),
        ariaDescribedBy: attribute("aria-describedby"),
        ariaInvalid: attribute("aria-invalid") === "true" || undefined,
        error: attribute("data-error"),
        autoComplete: attribute("autocomplete"),
        attributes: carried(element),
      },
    };
  },
  Component: DateInput,
  // A page may hold hundreds of date inputs (perf: 500 mount in 100 ms): each becomes a React root
  // only near the viewport. Until then the legacy text input works as it always did; the island
  // takes over its text, focus and caret when it wakes (takeover.ts).
  wake: "visible",
});

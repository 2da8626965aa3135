import * as z from "zod/mini";

/**
 * The states a legacy form widget is printed in besides empty and filled (issue 10's gallery):
 * read-only (the value stays and posts, the user cannot change it), disabled (cannot be reached,
 * changed or posted, as a disabled HTML field) and invalid with the server's error text, which the
 * legacy kit showed in an error tooltip (spec §5 "server-side form validation", §8).
 * Spread into an island's props schema: `z.object({ ...fieldStateShape, … })`.
 */
export const fieldStateShape = {
  readOnly: z._default(z.boolean(), false),
  disabled: z._default(z.boolean(), false),
  /** The error text of an invalid field; empty when valid. Legacy markup: data-error="…" on the field. */
  error: z._default(z.string(), ""),
};

export interface FieldState {
  readOnly: boolean;
  disabled: boolean;
  error: string;
}

/**
 * Reads the states from the legacy field: `readonly` (or `data-readonly`, for controls HTML gives
 * no read-only to), `disabled`, and `data-error="text"` for an invalid one. Only what is set is
 * returned, so explicit props still win.
 */
export function fieldStateFromMarkup(field: Element | null | undefined): Partial<FieldState> {
  if (!field) return {};
  const error = field.getAttribute("data-error")?.trim();
  return {
    ...(field.hasAttribute("readonly") || field.hasAttribute("data-readonly") ? { readOnly: true } : {}),
    ...(field.hasAttribute("disabled") ? { disabled: true } : {}),
    ...(error ? { error } : {}),
  };
}

/** Space-separated ids for aria-describedby, without the missing ones (undefined when none). */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(" ") : undefined;
}

import { formOfHost } from "../../src/ui/formOfHost.ts";
import { hiddenFields } from "../../src/ui/hiddenFields.ts";

/**
 * What the buyer already chose in the legacy sector form (`?sektor=`) before the script ran: the ticked seat
 * boxes and the ticket type selected, and the hidden fields of the form around the map (a shop's csrf token…), posted
 * with the add as that form posts them without the script. The seat data itself comes from the host's JSON block only.
 */
export function readStadiumMarkup(host: HTMLElement): Record<string, unknown> {
  // One query each: the sector form holds a thousand boxes at most, and the whole-stadium page none.
  const variantId = host.querySelector<HTMLSelectElement>("select[name='id_charge']")?.value ?? "";
  const ticked = host.querySelectorAll<HTMLInputElement>("input[name='seat[]']:checked:not(:disabled)");
  // A spread, not Array.from: the shop's MooTools 1.4 replaces Array.from (tests/e2e/legacy-library.spec.ts).
  const form = formOfHost(host, "stadium_form");
  return { chosen: [...ticked].map((input) => ({ seatId: input.value, variantId })), defaultVariantId: variantId, formFields: form ? hiddenFields(form) : {} };
}

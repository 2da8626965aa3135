/**
 * What the buyer already chose in the legacy sector form (`?sektor=`) before the script ran: the ticked seat
 * boxes and the ticket type selected. The seat data itself comes from the host's JSON block only.
 */
export function readStadiumMarkup(host: HTMLElement): Record<string, unknown> {
  // One query each: the sector form holds a thousand boxes at most, and the whole-stadium page none.
  const variantId = host.querySelector<HTMLSelectElement>("select[name='id_charge']")?.value ?? "";
  const ticked = host.querySelectorAll<HTMLInputElement>("input[name='seat[]']:checked:not(:disabled)");
  return { chosen: Array.from(ticked, (input) => ({ seatId: input.value, variantId })), defaultVariantId: variantId };
}

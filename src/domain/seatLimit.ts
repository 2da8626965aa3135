/**
 * Seat limit (legacy spec §5): with a limit above 0, once the chosen seats reach it, choosing another
 * is refused with an alert. Seats already in the cart are exempt: they are pre-loaded rows, not new choices.
 */
import { polishPlural } from "./plural.ts";

/** Untranslated message template (`%d` = limit) plus the limit, so the caller can translate then format. */
export type SeatLimitRefusal = { template: string; limit: number };

export type SeatLimitInput = {
  /** 0 or less means no limit. */
  limit: number;
  /** Seats chosen so far in this panel, cart rows included. */
  selectedCount: number;
  /** True when the seat being added already sits in the cart (pre-loaded row). */
  inCart: boolean;
};

/** null when the seat may be added, otherwise the refusal to show. */
export function checkSeatLimit({ limit, selectedCount, inCart }: SeatLimitInput): SeatLimitRefusal | null {
  if (inCart || limit <= 0 || selectedCount < limit) return null;
  return { template: seatLimitTemplate(limit), limit };
}

/**
 * The legacy texts: 1 → 'jedno miejsce', under 5 → 'miejsca', otherwise 'miejsc'. Those match Polish grammar
 * up to 21; from 22 on the legacy 'otherwise' branch is wrong (22 miejsc), so the CLDR plural decides.
 */
export function seatLimitTemplate(limit: number): string {
  return polishPlural(limit, {
    one: "Możesz wybrać tylko jedno miejsce.",
    few: "Możesz wybrać tylko %d miejsca.",
    many: "Możesz wybrać tylko %d miejsc.",
  });
}

/** Replaces `%d` in a (translated) template with the limit. */
export function formatSeatLimit(template: string, limit: number): string {
  return template.replace("%d", String(limit));
}

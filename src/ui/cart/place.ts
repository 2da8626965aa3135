import { t } from "../../i18n/t.ts";
import type { CartItem } from "./schema.ts";

/** A ticket's place in an island's words (the stadium's 'W2, rząd 12, miejsce 7'). */
export type PlaceOf = (seatId: string | null, row: string | null, number: string | null) => string;

/** 'rząd 5, miejsce 3': the seat panel's place (its page shows one sector, so row and seat say it). */
export const rowAndSeat: PlaceOf = (_seatId, row, number) => t("rząd %s, miejsce %s", row ?? "--", number ?? "--");

/**
 * A cart ticket's place: the island's, led by its sector when that is not the page's own ('sektor W2, rząd 5,
 * miejsce 3' on W1's step 4, which lists the whole cart).
 */
export const cartPlace = (item: CartItem, placeOf: PlaceOf, pageSector?: string): string => {
  const place = placeOf(item.seatId, item.row, item.number);
  const sector = otherSector(item, pageSector);
  return sector ? `${t("sektor %s", sector)}, ${place}` : place;
};

/** The ticket's sector when the page names its own and the ticket's is another; else undefined. */
export const otherSector = (item: CartItem, pageSector?: string): string | undefined =>
  pageSector && item.sectorName && item.sectorName !== pageSector ? item.sectorName : undefined;

/** 'Normalny (rząd 5, miejsce 3)' or 'Parking': how a removed ticket is named in the announcement. */
export const ticketName = (item: CartItem, placeOf: PlaceOf, pageSector?: string): string =>
  item.parking || item.seatId === null ? item.variantName : `${item.variantName} (${cartPlace(item, placeOf, pageSector)})`;

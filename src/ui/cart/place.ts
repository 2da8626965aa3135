import { t } from "../../i18n/t.ts";
import type { CartItem } from "./schema.ts";

/** A ticket's place in an island's words (the stadium's 'W2, rząd 12, miejsce 7'). */
export type PlaceOf = (seatId: string | null, row: string | null, number: string | null) => string;

/** 'rząd 5, miejsce 3': the seat panel's place (its page shows one sector, so row and seat say it). */
export const rowAndSeat: PlaceOf = (_seatId, row, number) => t("rząd %s, miejsce %s", row ?? "--", number ?? "--");

/** 'Normalny (rząd 5, miejsce 3)' or 'Parking': how a removed ticket is named in the announcement. */
export const ticketName = (item: CartItem, placeOf: PlaceOf): string =>
  item.parking || item.seatId === null ? item.variantName : `${item.variantName} (${placeOf(item.seatId, item.row, item.number)})`;

import type { Dispatch } from "react";
import type { ChoiceAction, SeatDecision } from "../../domain/seatChoice.ts";
import { t } from "../../i18n/t.ts";
import type { CartItem } from "./schema.ts";

export interface Activation {
  dispatch: Dispatch<ChoiceAction<CartItem>>;
  /** The optimistic removal of cart tickets (useCartRemoval). */
  removeCart(ids: string[]): Promise<unknown>;
  alert(message: string): void;
  setNotice(text: string): void;
  /** What to announce when a seat is chosen or released; nothing when the island's count line says it. */
  announce?(kind: "choose" | "unchoose", seat: number): string;
}

/** What a press on a seat does in both islands, once the seat-panel rules have decided (spec §4, §5, §7). */
export function carryOut(decision: SeatDecision, seat: number, variantId: string, { dispatch, removeCart, alert, setNotice, announce }: Activation): void {
  switch (decision.kind) {
    case "choose":
    case "unchoose":
      if (announce) setNotice(announce(decision.kind, seat));
      return dispatch(decision.kind === "choose" ? { type: "choose", seat, variantId } : { type: "unchoose", seat });
    case "remove":
      return void removeCart(decision.ids);
    case "refused":
      return alert(t(decision.refusal.template, decision.refusal.limit));
    case "unavailable":
      return setNotice(t("To miejsce jest niedostępne."));
  }
}

import type { ReactNode } from "react";
import { checkoutEvent } from "../../src/domain/analytics.ts";
import { t } from "../../src/i18n/t.ts";
import { pushAnalytics } from "./dataLayer.ts";
import type { CartItem } from "./schema.ts";
import { cartLine } from "./useCartRemoval.ts";

/**
 * The legacy form's submit button of both islands: 'dodaj do koszyka' while seats are chosen (sent through the
 * request client by `onAdd`, so a failure keeps them chosen), else 'dalej', which posts the form on to the next
 * step with the checkout analytics.
 */
export function CartSubmit({ className, adding, busy, cart, onAdd }: { className: string; adding: boolean; busy: boolean; cart: readonly CartItem[]; onAdd(): Promise<void> }): ReactNode {
  return (
    <button
      type="submit"
      name="action"
      value={adding ? "add" : "next"}
      className={className}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (!adding && !busy) return pushAnalytics(checkoutEvent(1, "Wybór miejsc", cart.map(cartLine)));
        event.preventDefault();
        void onAdd();
      }}
    >
      {busy ? t("Dodawanie…") : adding ? t("dodaj do koszyka") : t("dalej")}
    </button>
  );
}

import { memo, useRef, type ReactNode, type Ref } from "react";
import { checkoutEvent } from "../../domain/analytics.ts";
import { polishPlural } from "../../domain/plural.ts";
import { formatPln } from "../../domain/prices.ts";
import { pageLanguage, t } from "../../i18n/t.ts";
import { CartElsewhere } from "../CartElsewhere.tsx";
import { LiveRegion } from "../LiveRegion.tsx";
import { pushAnalytics } from "./dataLayer.ts";
import type { CartItem } from "./schema.ts";
import { cartLine } from "./useCartRemoval.ts";

/** 'Wybrano 3 miejsca.': the count line of both islands, shown in the footer and announced. */
export const seatCountText = (count: number): string =>
  t(polishPlural(count, { one: "Wybrano %d miejsce.", few: "Wybrano %d miejsca.", many: "Wybrano %d miejsc." }), count);

type CartFooterProps = {
  /** The island's class block: `tb-seat-panel` or `tb-stadium-map` (footer, total and notice elements). */
  block: string;
  submitClass: string;
  count: number;
  /** Grosze. */
  total: number;
  adding: boolean;
  busy: boolean;
  cart: readonly CartItem[];
  onAdd(): Promise<void>;
  /** Shown beside the button and announced: the add's confirmation, a stalled add, a stalled removal. */
  notice: string;
  /** Changes with each notice given: the same text given again is a new element, announced again. */
  noticeKey: number;
  addStalled: string;
  /** 'Przestań czekać', offered beside a stalled add. */
  onStopAdd(): void;
  removalStalled: string;
};

/** The footer of both islands: count and total, the submit button, the notices about the cart requests and about another tab's change. */
export const CartFooter = memo(function CartFooter({ block, submitClass, count, total, adding, busy, cart, onAdd, notice, noticeKey, addStalled, onStopAdd, removalStalled }: CartFooterProps): ReactNode {
  const submit = useRef<HTMLButtonElement>(null);
  return (
    <div className={`${block}__footer`}>
      <p className={`${block}__total`}>
        <span>{seatCountText(count)}</span> <strong>{t("Razem: %s", formatPln(total, pageLanguage()))}</strong>
      </p>
      <CartSubmit className={submitClass} adding={adding} busy={busy} cart={cart} onAdd={onAdd} ref={submit} />
      <LiveRegion visible>
        {[notice, addStalled, removalStalled].map((text, index) => text && <span key={index === 0 ? `notice-${noticeKey}` : index} className={`${block}__notice`}>{text}</span>)}
      </LiveRegion>
      {addStalled && (
        <button
          type="button"
          className="tb-button tb-button--secondary"
          onClick={() => {
            onStopAdd();
            // This button goes with the stall: the focus waits on 'dodaj do koszyka', where the buyer adds again.
            submit.current?.focus();
          }}
        >
          {t("Przestań czekać")}
        </button>
      )}
      <CartElsewhere choiceLost={adding} />
    </div>
  );
});

/**
 * The legacy form's submit button of both islands: 'dodaj do koszyka' while seats are chosen (sent through the
 * request client by `onAdd`, so a failure keeps them chosen), else 'dalej', which posts the form on to the next
 * step with the checkout analytics.
 */
function CartSubmit({ className, adding, busy, cart, onAdd, ref }: { className: string; adding: boolean; busy: boolean; cart: readonly CartItem[]; onAdd(): Promise<void>; ref: Ref<HTMLButtonElement> }): ReactNode {
  return (
    <button
      ref={ref}
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

import type { ReactNode } from "react";
import { cartItemElementId, removalSet } from "../../src/domain/cart.ts";
import { formatPln } from "../../src/domain/prices.ts";
import { pageLanguage, t } from "../../src/i18n/t.ts";
import { links } from "./model.ts";
import type { CartItem, Variant } from "./schema.ts";

export type NewRow = { seat: number; seatId: string; row: string; number: string | null; variantId: string };

export interface SelectedTableProps {
  headingId: string;
  cart: readonly CartItem[];
  fresh: readonly NewRow[];
  variants: readonly Variant[];
  onRemoveCart(id: string): void;
  onRemoveNew(seat: number): void;
  onVariant(seat: number, variantId: string): void;
}

/** 'Selected locations': cart tickets first (pre-loaded rows), then seats chosen on this page. */
export function SelectedTable({ headingId, cart, fresh, variants, onRemoveCart, onRemoveNew, onVariant }: SelectedTableProps): ReactNode {
  if (cart.length === 0 && fresh.length === 0) {
    return <p className="tb-seat-panel__empty">{t("Nie wybrano jeszcze żadnego miejsca. Wybierz wolne miejsce na planie sektora.")}</p>;
  }
  const place = (row: string | null, number: string | null) => t("rząd %s, miejsce %s", row ?? "--", number ?? "--");
  // Said before the click: removing a ticket also removes the tickets attached to it (child, parking).
  const removeName = (item: CartItem) => {
    const name = item.parking || item.seatId === null ? t("Usuń bilet %s", item.variantName) : t("Usuń bilet %s, %s", item.variantName, place(item.row, item.number));
    const others = removalSet(links(cart), item.id).length - 1;
    return others > 0 ? `${name} ${t("(razem z dołączonymi biletami: %d)", others)}` : name;
  };
  return (
    <table className="tb-seat-panel__table" aria-labelledby={headingId}>
      <thead>
        <tr>
          <th scope="col">{t("Rodzaj biletu")}</th>
          <th scope="col">{t("Rząd")}</th>
          <th scope="col">{t("Miejsce")}</th>
          <th scope="col" className="tb-seat-panel__num">{t("Cena")}</th>
          <th scope="col">
            <span className="tb-visually-hidden">{t("Usuń")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.map((item) => {
          const attached = item.parentId !== null || item.parkingParentId !== null;
          return (
            <tr key={item.id} id={cartItemElementId(item.id)} className={attached ? "tb-seat-panel__attached" : undefined}>
              <td>
                {item.variantName}
                <span className="tb-seat-panel__badge">{item.parking ? t("parking") : t("w koszyku")}</span>
              </td>
              <td>{item.row ?? "--"}</td>
              <td>{item.number ?? "--"}</td>
              <td className="tb-seat-panel__num">{formatPln(item.price, pageLanguage())}</td>
              <td>
                <button
                  type="button"
                  className="tb-seat-panel__remove"
                  aria-label={removeName(item)}
                  onClick={() => onRemoveCart(item.id)}
                >
                  {t("Usuń")}
                </button>
              </td>
            </tr>
          );
        })}
        {fresh.map((row) => {
          const variant = variants.find((v) => v.id === row.variantId) ?? variants[0]!;
          return (
            <tr key={`new-${row.seatId}`} className="tb-seat-panel__fresh">
              <td>
                {variants.length > 1 ? (
                  <select
                    className="tb-seat-panel__variant"
                    value={row.variantId}
                    aria-label={t("Rodzaj biletu: %s", place(row.row, row.number))}
                    onChange={(event) => onVariant(row.seat, event.target.value)}
                  >
                    {variants.map((v) => (
                      <option key={v.id} value={v.id}>
                        {v.name}
                      </option>
                    ))}
                  </select>
                ) : (
                  variant.name
                )}
              </td>
              <td>{row.row}</td>
              <td>{row.number ?? "--"}</td>
              <td className="tb-seat-panel__num">{formatPln(variant.price, pageLanguage())}</td>
              <td>
                <button
                  type="button"
                  className="tb-seat-panel__remove"
                  aria-label={t("Usuń wybór: %s", place(row.row, row.number))}
                  onClick={() => onRemoveNew(row.seat)}
                >
                  {t("Usuń")}
                </button>
                <input type="hidden" name="seat[]" value={`${row.seatId}:${row.variantId}`} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

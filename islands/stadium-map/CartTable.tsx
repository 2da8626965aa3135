import type { ReactNode } from "react";
import { cartItemElementId } from "../../src/domain/cart.ts";
import { formatPln } from "../../src/domain/prices.ts";
import { t } from "../../src/i18n/t.ts";
import type { CartItem, Variant } from "./schema.ts";

export type NewRow = { seat: number; seatId: string; place: string; variantId: string; variants: readonly Variant[] };

export interface CartTableProps {
  headingId: string;
  cart: readonly CartItem[];
  fresh: readonly NewRow[];
  onRemoveCart(id: string): void;
  onRemoveNew(seat: number): void;
  onVariant(seat: number, variantId: string): void;
}

const place = (item: CartItem) => (item.seatId ? t("%s, rząd %s, miejsce %s", item.seatId.split("-")[0]!, item.row ?? "--", item.number ?? "--") : "--");

/** 'Selected locations' on the stadium: cart tickets (with attached child and parking tickets), then new choices. */
export function CartTable({ headingId, cart, fresh, onRemoveCart, onRemoveNew, onVariant }: CartTableProps): ReactNode {
  if (cart.length === 0 && fresh.length === 0) return <p className="tb-stadium-map__empty">{t("Nie wybrano jeszcze żadnego miejsca.")}</p>;
  return (
    <table className="tb-stadium-map__table" aria-labelledby={headingId}>
      <thead>
        <tr>
          <th scope="col">{t("Rodzaj biletu")}</th>
          <th scope="col">{t("Miejsce")}</th>
          <th scope="col" className="tb-stadium-map__num">
            {t("Cena")}
          </th>
          <th scope="col">
            <span className="tb-visually-hidden">{t("Usuń")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.map((item) => (
          <tr key={item.id} id={cartItemElementId(item.id)} className={item.parentId !== null || item.parkingParentId !== null ? "tb-stadium-map__attached" : undefined}>
            <td>
              {item.variantName} <span className="tb-stadium-map__badge">{item.parking ? t("parking") : t("w koszyku")}</span>
            </td>
            <td>{place(item)}</td>
            <td className="tb-stadium-map__num">{formatPln(item.price)}</td>
            <td>
              <button type="button" className="tb-stadium-map__remove" aria-label={t("Usuń bilet %s, %s", item.variantName, place(item))} onClick={() => onRemoveCart(item.id)}>
                {t("Usuń")}
              </button>
            </td>
          </tr>
        ))}
        {fresh.map((row) => {
          const variant = row.variants.find((v) => v.id === row.variantId) ?? row.variants[0]!;
          return (
            <tr key={row.seatId}>
              <td>
                <select className="tb-stadium-map__variant" value={row.variantId} aria-label={t("Rodzaj biletu: %s", row.place)} onChange={(event) => onVariant(row.seat, event.target.value)}>
                  {row.variants.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.name}
                    </option>
                  ))}
                </select>
              </td>
              <td>{row.place}</td>
              <td className="tb-stadium-map__num">{formatPln(variant.price)}</td>
              <td>
                <button type="button" className="tb-stadium-map__remove" aria-label={t("Usuń wybór: %s", row.place)} onClick={() => onRemoveNew(row.seat)}>
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

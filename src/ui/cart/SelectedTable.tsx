import { memo, type ReactNode } from "react";
import { cartItemElementId, removalSet } from "../../domain/cart.ts";
import { formatPln } from "../../domain/prices.ts";
import { pageLanguage, t } from "../../i18n/t.ts";
import { links } from "../../domain/seatChoice.ts";
import { cartPlace, otherSector, rowAndSeat, type PlaceOf } from "./place.ts";
import type { CartItem, Variant } from "./schema.ts";
import "./selected-table.css";

/** A seat chosen on the page; `variants` when its ticket types differ from the table's (stadium zones). */
export type NewRow = { seat: number; seatId: string; row: string; number: string | null; variantId: string; variants?: readonly Variant[] };

export interface SelectedTableProps {
  headingId: string;
  cart: readonly CartItem[];
  fresh: readonly NewRow[];
  variants: readonly Variant[];
  emptyText: string;
  /** One place column with this text ('W2, rząd 12, miejsce 7') instead of row and seat columns. */
  placeOf?: PlaceOf | undefined;
  /** The page's own sector: a cart ticket of another one says its sector. */
  sector?: string | undefined;
  onRemoveCart(id: string): void;
  onRemoveNew(seat: number): void;
  onVariant(seat: number, variantId: string): void;
}

/** 'Selected locations': cart tickets first (pre-loaded rows), then seats chosen on this page. */
export const SelectedTable = memo(function SelectedTable({ headingId, cart, fresh, variants, emptyText, placeOf, sector, onRemoveCart, onRemoveNew, onVariant }: SelectedTableProps): ReactNode {
  if (cart.length === 0 && fresh.length === 0) return <p className="tb-seat-panel__empty">{emptyText}</p>;
  const place = placeOf ?? rowAndSeat;
  const placeCells = (seatId: string | null, row: string | null, number: string | null) =>
    placeOf ? (
      <td>{seatId === null ? "--" : placeOf(seatId, row, number)}</td>
    ) : (
      <>
        {/* data-label: the column header, shown beside the value when a narrow column stacks the row (selected-table.css). */}
        <td data-label={t("Rząd")}>{row ?? "--"}</td>
        <td data-label={t("Miejsce")}>{number ?? "--"}</td>
      </>
    );
  // Said before the click: removing a ticket also removes the tickets attached to it (child, parking).
  const removeName = (item: CartItem) => {
    const name = item.parking || item.seatId === null ? t("Usuń bilet %s", item.variantName) : t("Usuń bilet %s, %s", item.variantName, cartPlace(item, place, sector));
    const others = removalSet(links(cart), item.id).length - 1;
    return others > 0 ? `${name} ${t("(razem z dołączonymi biletami: %d)", others)}` : name;
  };
  return (
    <table className={`tb-seat-panel__table${placeOf ? " tb-seat-panel__table--place" : ""}`} aria-labelledby={headingId}>
      <thead>
        <tr>
          <th scope="col">{t("Rodzaj biletu")}</th>
          {placeOf ? (
            <th scope="col">{t("Miejsce")}</th>
          ) : (
            <>
              <th scope="col">{t("Rząd")}</th>
              <th scope="col">{t("Miejsce")}</th>
            </>
          )}
          <th scope="col" className="tb-seat-panel__num">{t("Cena")}</th>
          <th scope="col">
            <span className="tb-visually-hidden">{t("Usuń")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.map((item) => {
          const attached = item.parentId !== null || item.parkingParentId !== null;
          const elsewhere = otherSector(item, sector);
          return (
            <tr key={item.id} id={cartItemElementId(item.id)} className={attached ? "tb-seat-panel__attached" : undefined}>
              <td>
                {item.parkingUrl ? <a href={item.parkingUrl}>{item.variantName}</a> : item.variantName}
                <span className="tb-seat-panel__badge">{item.parking ? t("parking") : elsewhere ? t("w koszyku, sektor %s", elsewhere) : t("w koszyku")}</span>
              </td>
              {placeCells(item.seatId, item.row, item.number)}
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
          const choices = row.variants ?? variants;
          const variant = choices.find((v) => v.id === row.variantId) ?? choices[0]!;
          return (
            <tr key={`new-${row.seatId}`} className="tb-seat-panel__fresh">
              <td>
                {choices.length > 1 ? (
                  <select
                    className="tb-seat-panel__variant"
                    value={row.variantId}
                    aria-label={t("Rodzaj biletu: %s", place(row.seatId, row.row, row.number))}
                    onChange={(event) => onVariant(row.seat, event.target.value)}
                  >
                    {choices.map((v) => (
                      <option key={v.id} value={v.id}>
                        {v.name}
                      </option>
                    ))}
                  </select>
                ) : (
                  variant.name
                )}
              </td>
              {placeCells(row.seatId, row.row, row.number)}
              <td className="tb-seat-panel__num">{formatPln(variant.price, pageLanguage())}</td>
              <td>
                <button
                  type="button"
                  className="tb-seat-panel__remove"
                  aria-label={t("Usuń wybór: %s", place(row.seatId, row.row, row.number))}
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
});

import type { ReactNode } from "react";
import { t } from "../../i18n/t.ts";
import { AlertDialog } from "../AlertDialog.tsx";
import { LiveRegion } from "../LiveRegion.tsx";
import { useHeldWhile } from "../useHeldWhile.ts";
import { CartFooter, seatCountText } from "./CartFooter.tsx";
import { SelectedTable, type NewRow } from "./SelectedTable.tsx";
import type { Variant } from "./schema.ts";
import type { CartColumnView } from "./useCartColumn.ts";

export interface CartAsideProps {
  column: CartColumnView;
  /** The island's class block: `tb-seat-panel` or `tb-stadium-map` (aside, section, heading; the footer's elements). */
  block: string;
  submitClass: string;
  /** Seats chosen on the page, as table rows. */
  fresh: readonly NewRow[];
  /** The ticket types a chosen seat offers unless its row names its own. */
  variants: readonly Variant[];
  emptyText: string;
  /** Seats shown as chosen (the count line, shown and announced). */
  count: number;
  /** The column's heading, which names its landmarks (the aside's too when given): 'Wybrane miejsca' unless given (two panels on a page). */
  title?: string | undefined;
}

/**
 * The cart column of both seat islands ('Wybrane miejsca' with its table, the footer), then the count line's
 * announcement and the alert box; rendered in the island's root after its seats.
 */
export function CartAside({ column, block, submitClass, fresh, variants, emptyText, count, title }: CartAsideProps): ReactNode {
  const { headingId, alert } = column;
  // A removal hides its rows at once, but the count it leaves is announced with its result ("Usunięto …"), once.
  const heardCount = useHeldWhile(count, column.removing);
  return (
    <>
      {/* A given title (two panels on a page) names the column too: two unnamed asides are not told apart (axe landmark-unique). */}
      <aside className={`${block}__aside`} aria-labelledby={title ? headingId : undefined}>
        <section className={`${block}__selected`} aria-labelledby={headingId}>
          <h2 id={headingId} className={`${block}__heading`} tabIndex={-1}>
            {title ?? t("Wybrane miejsca")}
          </h2>
          <SelectedTable
            headingId={headingId}
            cart={column.cart}
            fresh={fresh}
            variants={variants}
            emptyText={emptyText}
            placeOf={column.placeOf}
            sector={column.sector}
            onRemoveCart={column.onRemoveCart}
            onRemoveNew={column.onRemoveNew}
            onVariant={column.onVariant}
          />
        </section>
        <CartFooter block={block} submitClass={submitClass} count={count} total={column.total} adding={column.adding} busy={column.busy} cart={column.cart} onAdd={column.onAdd} notice={column.footerNotice} noticeKey={column.footerNoticeKey} addStalled={column.addStalled} onStopAdd={column.stopAdd} removalStalled={column.removalStalled} />
      </aside>

      {/* The seat panel announces the count line alone, the stadium its notices after it (useCartColumn's `notices`). */}
      <LiveRegion>
        {!column.heardNotice ? (
          seatCountText(heardCount)
        ) : (
          <>
            {seatCountText(heardCount)} <span key={column.heardNoticeKey}>{column.heardNotice}</span>
          </>
        )}
      </LiveRegion>
      <AlertDialog open={alert !== null} tone={alert?.tone} message={alert?.message ?? ""} onClose={column.closeAlert} />
    </>
  );
}

import { useId, type ReactNode } from "react";
import { formatPln } from "../../src/domain/prices.ts";
import { pageLanguage, t } from "../../src/i18n/t.ts";
import type { Stadium } from "./layout.ts";
import type { StadiumMapProps } from "./schema.ts";
import { times } from "../../src/domain/times.ts";

export interface ListModeProps {
  st: Stadium;
  props: StadiumMapProps;
  /** The focused seat: its sector and row are the ones listed. */
  focus: number;
  pressed: ReadonlySet<number>;
  labelOf(seat: number): string;
  unavailable(seat: number): boolean;
  available(seat: number): boolean;
  onFocusSeat(seat: number): void;
  onActivate(seat: number): void;
}

/** The same choice as a list: tribune and sector, then row, then the row's seats as buttons. */
export function ListMode({ st, props, focus, pressed, labelOf, unavailable, available, onFocusSeat, onActivate }: ListModeProps): ReactNode {
  const id = useId();
  const k = st.sector[focus]!;
  const sector = st.sectors[k]!;
  const row = st.row[focus]!;
  const freeIn = (from: number, to: number) => {
    let n = 0;
    for (let i = from; i < to; i++) if (available(i)) n++;
    return n;
  };
  const firstFree = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (available(i)) return i;
    return from;
  };
  const seats = times(sector.rowStart[row + 1]! - sector.rowStart[row]!, (j) => sector.rowStart[row]! + j);
  return (
    <div className="tb-stadium-map__list">
      <p className="tb-stadium-map__list-pickers">
        <label htmlFor={`${id}-sector`}>{t("Trybuna i sektor")}</label>
        <select
          id={`${id}-sector`}
          value={k}
          onChange={(event) => {
            const s = st.sectors[Number(event.target.value)]!;
            onFocusSeat(firstFree(s.first, s.first + s.count));
          }}
        >
          {props.tribunes.map((tribune, ti) => (
            <optgroup key={tribune.code} label={tribune.name}>
              {st.sectors.map((s, si) =>
                s.tribune === ti ? (
                  <option key={s.code} value={si}>
                    {t("%s — %s, %s, wolnych: %d", s.code, props.zones[s.zone]!.name, formatPln(props.zones[s.zone]!.variants[0]!.price, pageLanguage()), freeIn(s.first, s.first + s.count))}
                  </option>
                ) : null,
              )}
            </optgroup>
          ))}
        </select>
        <label htmlFor={`${id}-row`}>{t("Rząd")}</label>
        <select id={`${id}-row`} value={row} onChange={(event) => {
          const r = Number(event.target.value);
          onFocusSeat(firstFree(sector.rowStart[r]!, sector.rowStart[r + 1]!));
        }}>
          {times(sector.rows, (r) => (
            <option key={r} value={r}>
              {t("Rząd %d, wolnych: %d", r + 1, freeIn(sector.rowStart[r]!, sector.rowStart[r + 1]!))}
            </option>
          ))}
        </select>
      </p>
      <div role="group" aria-label={t("%s %s, rząd %d", props.tribunes[sector.tribune]!.name, sector.code, row + 1)} className="tb-stadium-map__list-seats">
        {seats.map((seat) => (
          <button
            key={seat}
            type="button"
            className="tb-stadium-map__list-seat"
            aria-label={labelOf(seat)}
            aria-pressed={pressed.has(seat)}
            aria-disabled={!pressed.has(seat) && unavailable(seat) ? true : undefined}
            onClick={() => {
              onFocusSeat(seat);
              onActivate(seat);
            }}
          >
            {st.number[seat]}
          </button>
        ))}
      </div>
    </div>
  );
}

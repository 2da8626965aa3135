import { memo, useId, useState, type ReactNode } from "react";
import { polishPlural } from "../../src/domain/plural.ts";
import { formatPln } from "../../src/domain/prices.ts";
import { pageLanguage, t } from "../../src/i18n/t.ts";
import type { StadiumMapProps } from "./schema.ts";
import { times } from "../../src/domain/times.ts";

export interface TogetherProps {
  props: StadiumMapProps;
  /** The run found, described ('W3, rząd 12, miejsca 7–10'), or null. */
  found: string | null;
  notFound: boolean;
  onFind(count: number, zone: number | null, again: boolean): void;
  onConfirm(): void;
  onCancel(): void;
}

/** 'Seats together': N free seats side by side in a zone, shown on the map for confirmation. */
export const Together = memo(function Together({ props, found, notFound, onFind, onConfirm, onCancel }: TogetherProps): ReactNode {
  const id = useId();
  const [count, setCount] = useState(2);
  const [zone, setZone] = useState("");
  const most = Math.max(1, props.limit > 0 ? props.limit : 10);
  const zoneIndex = zone === "" ? null : Number(zone);
  return (
    <section className="tb-stadium-map__together" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("Miejsca obok siebie")}</h3>
      <p className="tb-stadium-map__together-form">
        <label>
          {t("Liczba miejsc")}{" "}
          <select value={count} onChange={(event) => setCount(Number(event.target.value))}>
            {times(most, (i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("Strefa")}{" "}
          <select value={zone} onChange={(event) => setZone(event.target.value)}>
            <option value="">{t("dowolna")}</option>
            {props.zones.map((z, i) => (
              <option key={z.code} value={i}>
                {t("%s (%s)", z.name, formatPln(z.variants[0]!.price, pageLanguage()))}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="tb-button tb-button--secondary" onClick={() => onFind(count, zoneIndex, false)}>
          {t("Znajdź")}
        </button>
      </p>
      <div role="status" className="tb-stadium-map__together-result">
        {found && (
          <>
            <p>{t(polishPlural(count, { one: "Znaleziono %d miejsce: %s.", few: "Znaleziono %d miejsca obok siebie: %s.", many: "Znaleziono %d miejsc obok siebie: %s." }), count, found)}</p>
            <p className="tb-stadium-map__together-actions">
              <button type="button" className="tb-button" onClick={onConfirm}>
                {t("Wybierz te miejsca")}
              </button>
              <button type="button" className="tb-button tb-button--secondary" onClick={() => onFind(count, zoneIndex, true)}>
                {t("Szukaj dalej")}
              </button>
              <button type="button" className="tb-button tb-button--secondary" onClick={onCancel}>
                {t("Anuluj")}
              </button>
            </p>
          </>
        )}
        {notFound && <p>{t("Nie ma tylu wolnych miejsc obok siebie w tej strefie.")}</p>}
      </div>
    </section>
  );
});

import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { HEIGHT, paint, prepare, WIDTH } from "./draw.ts";
import { arrowTarget, isArrow } from "../../src/domain/planArrows.ts";
import { centre, hitTest, toPolygon } from "./geometry.ts";
import { fieldNaming, legacyName } from "../../src/deform/fieldNaming.ts";
import type { TribuneMapProps } from "./schema.ts";

/**
 * Step 2: the stadium on a 700 × 550 canvas. Pointer: hover lights a tribune, click or tap chooses it.
 * Keyboard and screen readers: a list of named buttons, one per tribune, lighting the same polygon.
 */
export function TribuneMap({ props, host }: IslandProps<TribuneMapProps>): ReactNode {
  const canvas = useRef<HTMLCanvasElement>(null);
  const context = useRef<CanvasRenderingContext2D | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const polygons = useMemo(() => props.tribunes.map((tribune) => toPolygon(tribune.points)), [props.tribunes]);
  const centres = useMemo(() => polygons.map(centre), [polygons]);
  // Areas without href on the legacy map (sold out): shown greyed and named, never chosen (QA s40 finding 5).
  const disabled = useMemo(() => new Set(props.tribunes.flatMap((tribune, i) => (tribune.disabled ? [i] : []))), [props.tribunes]);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [hover, setHover] = useState(-1);
  const [focus, setFocus] = useState(-1);
  const [ratio, setRatio] = useState(() => window.devicePixelRatio || 1);

  useEffect(() => {
    const picture = new Image();
    picture.src = props.image;
    let live = true;
    picture.decode().then(
      () => live && setImage(picture),
      () => live && setImage(null),
    );
    return () => {
      live = false;
    };
  }, [props.image]);

  // Browser zoom and moving to another screen change the pixel ratio: re-size the backing store.
  useEffect(() => {
    const query = window.matchMedia(`(resolution: ${ratio}dppx)`);
    const update = () => setRatio(window.devicePixelRatio || 1);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [ratio]);

  useEffect(() => {
    if (canvas.current) context.current = prepare(canvas.current, ratio);
  }, [ratio]);

  useEffect(() => {
    const style = getComputedStyle(host);
    const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    if (context.current)
      paint(context.current, { image, polygons, hover, focus, disabled }, { lit: colour("--tb-focus", "#ffbf47"), focus: colour("--tb-navy", "#0b2545"), edge: "#ffffff" });
  }, [image, polygons, hover, focus, disabled, ratio, host]);

  const at = (event: MouseEvent<HTMLCanvasElement>): number => {
    const rect = event.currentTarget.getBoundingClientRect();
    return hitTest(polygons, ((event.clientX - rect.left) * WIDTH) / rect.width, ((event.clientY - rect.top) * HEIGHT) / rect.height);
  };

  const choose = (index: number) => {
    const tribune = props.tribunes[index];
    if (!tribune || tribune.disabled) return;
    // The edit form by its id or name (it may sit beside the map), else the form around the map. Its field by its
    // name's last key: 'id_tribune', or 'edit[id_tribune]' as PHP reads arrays (QA s40 #16: it fell back to the href).
    for (const form of [document.forms.namedItem(props.form), host.closest("form")]) {
      const field = form?.elements.namedItem(legacyName(fieldNaming([...form.elements].map((element) => (element as HTMLInputElement).name), [props.field]), props.field));
      if (form && field instanceof HTMLInputElement) {
        field.value = tribune.id;
        // requestSubmit fires the submit event, so the legacy page's own handlers still see it.
        form.requestSubmit();
        return;
      }
    }
    if (tribune.href) location.assign(tribune.href);
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const count = props.tribunes.length;
    const from = buttons.current.indexOf(document.activeElement as HTMLButtonElement);
    if (from < 0) return;
    // Arrows follow the plan (src/domain/planArrows.ts), not the list's order.
    const to = isArrow(event.key) ? arrowTarget(centres, from, event.key) : event.key === "Home" ? 0 : event.key === "End" ? count - 1 : -1;
    if (to < 0) return;
    event.preventDefault();
    buttons.current[to]?.focus();
  };

  const hovered = props.tribunes[hover];
  return (
    <div className="tb-tribune-map">
      <div className="tb-tribune-map__stage">
        <canvas
          ref={canvas}
          className={`tb-tribune-map__canvas${hover >= 0 && !disabled.has(hover) ? " tb-tribune-map__canvas--over" : ""}`}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-label={props.imageAlt}
          onPointerMove={(event) => {
            const index = at(event);
            if (index !== hover) setHover(index);
          }}
          onPointerLeave={() => setHover(-1)}
          onClick={(event) => choose(at(event))}
        />
        <p className="tb-tribune-map__tip" aria-hidden="true">
          {hovered ? hovered.name : t("Wskaż trybunę na planie lub wybierz ją z listy.")}
        </p>
      </div>
      <nav aria-label={t("Trybuny")} className="tb-tribune-map__nav">
        <h2 className="tb-tribune-map__heading">{t("Trybuny")}</h2>
        <p className="tb-tribune-map__hint">{t("Strzałki przenoszą do sąsiedniej trybuny na planie, Enter lub spacja wybiera.")}</p>
        <ul className="tb-tribune-map__list" onKeyDown={onListKey}>
          {props.tribunes.map((tribune, i) => (
            <li key={i}>
              <button
                ref={(element) => {
                  buttons.current[i] = element;
                }}
                type="button"
                // Still focusable and named, so a screen reader hears the stand is there and unavailable.
                aria-disabled={tribune.disabled || undefined}
                className={`tb-tribune-map__choice${tribune.disabled ? " tb-tribune-map__choice--disabled" : i === hover || i === focus ? " tb-tribune-map__choice--lit" : ""}`}
                onFocus={() => setFocus(i)}
                onBlur={() => setFocus(-1)}
                onPointerEnter={() => setHover(i)}
                onPointerLeave={() => setHover(-1)}
                onClick={() => choose(i)}
              >
                {tribune.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

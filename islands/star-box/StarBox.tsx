import { useEffect, useState, type ReactNode } from "react";
import { setRadioValue } from "../../src/domain/radio.ts";
import { litStars, starValue } from "../../src/domain/starBox.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { useFieldError } from "../../src/ui/FieldError.tsx";
import type { StarBoxProps } from "./schema.ts";
import { times } from "../../src/domain/times.ts";

/**
 * The star box (spec §4): native radios drawn as stars, so the group, arrow keys and form posting
 * are the browser's own; hovering lights stars 1 to n. Legacy scripts set the value through
 * `Trybuna.get(host).setValue(n)`, which follows the radio rules (click, then change if different).
 * Read-only: the stars keep and post their value, clicks and arrows change nothing; disabled: a
 * disabled fieldset (out of reach, not posted); invalid: the group carries its error tooltip.
 */
export function StarBox({ props, emit, expose }: IslandProps<StarBoxProps>): ReactNode {
  const [value, setValue] = useState(starValue(props.value, props.count));
  const [hovered, setHovered] = useState<number | null>(null);
  const stars = times(props.count, (index) => index + 1);

  useEffect(() => {
    const options = stars.map((star) => ({ value: String(star) }));
    expose({
      setValue(next: number, check = true): boolean {
        const outcome = setRadioValue(options, value ? String(value) : null, String(starValue(next, props.count)), check);
        if (!outcome.ok) return false;
        setValue(Number(outcome.checked ?? 0));
        for (const name of outcome.events) emit(name, { value: Number(outcome.checked ?? 0) });
        return true;
      },
      getValue: () => value,
    });
    return () => expose(null);
  });

  const error = useFieldError(props.error);
  const lit = litStars(value, props.readOnly || props.disabled ? null : hovered);
  return (
    <fieldset
      className={`tb-star-box${props.readOnly ? " is-readonly" : ""}${props.disabled ? " is-disabled" : ""}`}
      role="radiogroup"
      disabled={props.disabled}
      aria-readonly={props.readOnly || undefined}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={error.id}
      onMouseLeave={() => setHovered(null)}
      onFocus={error.reshow}
      onKeyDown={(event) => {
        // Read-only: the arrows would check the next star.
        if (props.readOnly && event.key.startsWith("Arrow")) event.preventDefault();
      }}
    >
      <legend className="tb-star-box__legend">{props.label}</legend>
      <span className="tb-star-box__stars">
        {stars.map((star) => (
          <label key={star} className={`tb-star-box__star${star <= lit ? " is-lit" : ""}`} onMouseEnter={() => setHovered(star)}>
            <input
              type="radio"
              className="tb-star-box__radio"
              name={props.name}
              value={star}
              checked={value === star}
              onClick={(event) => {
                if (props.readOnly) event.preventDefault();
              }}
              onChange={() => {
                if (props.readOnly) return;
                setValue(star);
                emit("change", { value: star });
              }}
            />
            <span aria-hidden="true">★</span>
            <span className="tb-visually-hidden">{t("%d z %d", star, props.count)}</span>
          </label>
        ))}
        {error.tooltip}
      </span>
      {error.line}
    </fieldset>
  );
}

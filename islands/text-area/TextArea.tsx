import { useId, useState, type ReactNode } from "react";
import { isExhausted, limitText, remaining } from "../../src/domain/textLimit.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import type { TextAreaProps } from "./schema.ts";

/**
 * The legacy text area (spec §5): cut at the limit unless exceeding is allowed, with a counter of
 * characters left that turns red at zero. The counter describes the field; reaching the limit is
 * announced once through a status line rather than on every keystroke.
 */
export function TextArea({ props, emit }: IslandProps<TextAreaProps>): ReactNode {
  const limit = { maxLength: props.maxLength, mayExceed: props.mayExceed };
  const [text, setText] = useState(() => limitText(props.value, limit));
  const counterId = useId();
  const left = remaining(text, limit);
  const showCounter = props.counter && left !== null;

  return (
    <span className="tb-text-area">
      <label htmlFor={props.id} className="tb-text-area__label">
        {props.label}
      </label>
      <textarea
        id={props.id}
        name={props.name}
        rows={props.rows}
        value={text}
        aria-describedby={showCounter ? counterId : undefined}
        onChange={(event) => {
          const next = limitText(event.target.value, limit);
          setText(next);
          emit("change", { value: next, remaining: remaining(next, limit) });
        }}
      />
      {showCounter && (
        <span id={counterId} className={`tb-text-area__counter${isExhausted(left) ? " is-exhausted" : ""}`}>
          {t("Pozostało znaków: %d", left)}
        </span>
      )}
      <span role="status" className="tb-visually-hidden">
        {showCounter && isExhausted(left) ? (left === 0 ? t("Osiągnięto limit znaków.") : t("Przekroczono limit znaków.")) : ""}
      </span>
    </span>
  );
}

import { useId, useState, type ReactNode } from "react";
import { isExhausted, limitEdit, remaining } from "../../src/domain/textLimit.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { useFieldError } from "../../src/ui/FieldError.tsx";
import type { TextAreaProps } from "./schema.ts";

/**
 * The legacy text area (spec §5): cut at the limit unless exceeding is allowed, with a counter of
 * characters left that turns red at zero. The counter describes the field; reaching the limit is
 * announced once through a status line rather than on every keystroke, and a cut (a long paste)
 * is explained in a tooltip. A text that comes over the limit is kept whole, with its counter shown
 * below zero: the user shortens it (limitEdit).
 */
export function TextArea({ props, emit }: IslandProps<TextAreaProps>): ReactNode {
  const limit = { maxLength: props.maxLength, mayExceed: props.mayExceed };
  const [text, setText] = useState(props.value);
  const [cuts, setCuts] = useState(0);
  /** The length the last cut left (the limit, or a longer text's own length: limitEdit). */
  const [cutAt, setCutAt] = useState(props.maxLength);
  // One bubble: a cut's explanation while typing, else the server's error text.
  const error = useFieldError(props.error, { text: t("Tekst skrócono do %d znaków.", cutAt), count: cuts, type: "standard" });
  const counterId = useId();
  const left = remaining(text, limit);
  // Shown while over the limit even without a counter: the user has to see by how much.
  const showCounter = left !== null && (props.counter || left < 0);

  return (
    <span className="tb-text-area">
      {!props.labelledBy && (
        <label htmlFor={props.id} className="tb-text-area__label">
          {props.label}
        </label>
      )}
      <span className="tb-text-area__field">
        <textarea
          id={props.id}
          name={props.name}
          rows={props.rows}
          value={text}
          readOnly={props.readOnly}
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          // The error (or a cut's notice) before the counter: what is wrong is heard first (QA session 37, 13e).
          aria-describedby={[error.id ?? "", showCounter ? counterId : ""].join(" ").trim() || undefined}
          onFocus={error.reshow}
          onChange={(event) => {
            const next = limitEdit(text, event.target.value, limit);
            setCuts(next === event.target.value ? 0 : cuts + 1);
            setCutAt(next.length);
            setText(next);
            emit("change", { value: next, remaining: remaining(next, limit) });
          }}
        />
        {error.tooltip}
      </span>
      {error.line}
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

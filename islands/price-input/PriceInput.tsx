import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { caretAfter, cleanPaste, formatOnBlur, groupLive, numericValue, pasteDropsCharacters, typeInto, type PriceFormat } from "../../src/domain/priceInput.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { useFieldError } from "../../src/ui/FieldError.tsx";
import type { PriceInputProps } from "./schema.ts";

/**
 * The legacy price input (spec §5): text filtered as it is typed or pasted, thousands grouped
 * live, reformatted on blur. The input stays uncontrolled: each edit is decided in `beforeinput`
 * and written with its caret, which React's controlled value would move.
 */
export function PriceInput({ props, emit }: IslandProps<PriceInputProps>): ReactNode {
  const format = useMemo<PriceFormat>(() => ({ decimal: props.decimal, thousands: props.thousands, zeroFormat: props.zeroFormat }), [props.decimal, props.thousands, props.zeroFormat]);
  const input = useRef<HTMLInputElement>(null);
  // One bubble: what happened to the last key or paste (refused, or cleaned of its separator), else the server's
  // error text. Each new notice shows the bubble again.
  const [notice, setNotice] = useState({ text: "", count: 0 });
  const tell = (text: string): void => setNotice((last) => ({ text, count: last.count + 1 }));
  const quiet = (): void => setNotice((last) => (last.count ? { text: "", count: 0 } : last));
  const error = useFieldError(props.error, notice);
  const initial = useMemo(() => formatOnBlur(props.value, format), [props.value, format]);
  // The value last reported, so a blur that changes nothing stays quiet.
  const reported = useRef(initial);

  useEffect(() => {
    const element = input.current!;
    const write = (value: string, caret: number): void => {
      element.value = value;
      element.setSelectionRange(caret, caret);
    };
    const onBeforeInput = (event: InputEvent): void => {
      // Chromium sends beforeinput to a read-only field too; the browser would not edit it, nor may we.
      if (element.readOnly) return;
      const start = element.selectionStart ?? element.value.length;
      const end = element.selectionEnd ?? start;
      const pasted = event.inputType === "insertFromPaste" || event.inputType === "insertFromDrop";
      const raw = (pasted ? event.dataTransfer?.getData("text/plain") : undefined) ?? event.data ?? "";
      const text = event.inputType.startsWith("insert") ? (pasted ? cleanPaste(raw) : raw) : null;
      // Deletions and history steps go through; `input` regroups after them.
      if (text === null) return;
      event.preventDefault();
      const next = typeInto(element.value, start, end, text, format);
      if (!next) tell(t("Dozwolone są tylko cyfry i jeden separator dziesiętny, nie na początku."));
      else {
        write(next.value, next.caret);
        if (pasted && pasteDropsCharacters(raw)) tell(t("Wklejono same cyfry, bez przecinka i innych znaków: sprawdź kwotę."));
        else quiet();
      }
    };
    const onInput = (): void => {
      const caret = element.selectionStart ?? element.value.length;
      write(groupLive(element.value, format), caretAfter(element.value, caret, format));
    };
    element.addEventListener("beforeinput", onBeforeInput);
    element.addEventListener("input", onInput);
    return () => {
      element.removeEventListener("beforeinput", onBeforeInput);
      element.removeEventListener("input", onInput);
    };
  }, [format]);

  const onBlur = (): void => {
    const element = input.current!;
    const formatted = formatOnBlur(element.value, format);
    element.value = formatted;
    quiet();
    if (formatted !== reported.current) {
      reported.current = formatted;
      emit("change", { value: formatted, number: numericValue(formatted, format) });
    }
  };

  return (
    <span className="tb-price-input">
      {!props.labelledBy && (
        <label htmlFor={props.id} className="tb-price-input__label">
          {props.label}
        </label>
      )}
      <span className="tb-price-input__field">
        <input
          ref={input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          id={props.id}
          name={props.name}
          defaultValue={initial}
          required={props.required}
          readOnly={props.readOnly}
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={error.id}
          onFocus={error.reshow}
          onBlur={onBlur}
        />
        {error.tooltip}
      </span>
      {error.line}
    </span>
  );
}

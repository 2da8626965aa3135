import { useState, type ReactNode } from "react";
import type { IslandProps } from "../../src/runtime/island.ts";
import { useFieldError } from "../../src/ui/FieldError.tsx";
import type { CheckboxProps } from "./schema.ts";

/**
 * The legacy checkbox (spec §4): its value is 0 or 1, always posted through one hidden field, and
 * a read-only box ignores clicks and Space while staying focusable and announced as read-only. A
 * disabled box is out of reach; an invalid one carries its error tooltip.
 * What it posts is what the legacy markup posted without the script (QA session 40, finding 13): ticked, the box's
 * own value ("1", or a lone box's "tak"); unticked, the hidden pair's "0", or nothing for a lone box; disabled,
 * the pair's "0" (the hidden field is not disabled with the box), or nothing.
 * A label outside the host (`labelledBy`) names the box as HTML does (`for`, or around it): no label of its own then.
 */
export function Checkbox({ props, emit }: IslandProps<CheckboxProps>): ReactNode {
  const [checked, setChecked] = useState(props.checked);
  const error = useFieldError(props.error);
  const posted = checked && !props.disabled ? props.value : props.uncheckedValue;
  return (
    <>
      <span className={`tb-checkbox${props.readOnly ? " is-readonly" : ""}${props.disabled ? " is-disabled" : ""}`}>
        {posted !== null && <input type="hidden" name={props.name} value={posted} />}
        <input
          type="checkbox"
          id={props.id}
          checked={checked}
          disabled={props.disabled}
          aria-readonly={props.readOnly || undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={error.id}
          onFocus={error.reshow}
          onClick={(event) => {
            if (props.readOnly) event.preventDefault();
          }}
          onChange={(event) => {
            // React reports the click's momentary toggle even when the click was prevented.
            if (props.readOnly) return;
            setChecked(event.target.checked);
            emit("change", { value: event.target.checked ? 1 : 0 });
          }}
        />
        {!props.labelledBy && <label htmlFor={props.id}>{props.label}</label>}
        {error.tooltip}
      </span>
      {error.line}
    </>
  );
}

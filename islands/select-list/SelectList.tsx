import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { choose, initialSelection, moveActive } from "../../src/domain/selectList.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { t } from "../../src/i18n/t.ts";
import { useOutsideLabelFocus } from "../../src/ui/controlLabel.ts";
import { useFieldError } from "../../src/ui/FieldError.tsx";
import { describedBy } from "../../src/ui/fieldState.ts";
import { OptionGroups } from "../../src/ui/OptionGroups.tsx";
import { useTypeAhead } from "../../src/ui/useTypeAhead.ts";
import type { SelectListProps } from "./schema.ts";

/**
 * The legacy select list (spec §4) as a WAI-ARIA listbox: arrows, Home, End, Page Up/Down (10 options) and
 * type-ahead move, Space or Enter choose (single mode: selection follows the move). The choice is posted through hidden
 * fields, so a read-only list still posts its value — what the legacy re-enabling before submit was for.
 * A disabled list is out of the Tab order, ignores the mouse and posts nothing, as a disabled select.
 * An `<optgroup>`'s options are listed under its name; a `<select>` without options becomes an empty list that says
 * so, reachable but unavailable (`aria-disabled`), posting nothing as the empty select did (QA session 40, 12 and 13).
 * A label outside the host (`labelledBy`) names the list and focuses it when clicked; the island then shows none.
 * `Trybuna.get(host).addOption(value, label)` adds an option and chooses it, as the combo box's (quick-add, spec §7).
 */
export function SelectList({ props, emit, expose }: IslandProps<SelectListProps>): ReactNode {
  const { mode } = props;
  const [added, setAdded] = useState<SelectListProps["options"]>([]);
  const options = added.length === 0 ? props.options : [...props.options, ...added];
  const [selected, setSelected] = useState(() => initialSelection(options, props.selected, mode));
  const [active, setActive] = useState(() => Math.max(0, options.findIndex((option) => selected.includes(option.value) && !option.disabled)));
  const listbox = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const labelId = props.labelledBy ?? `${prefix}label`;
  const emptyId = `${prefix}empty`;
  const empty = options.length === 0;
  const optionId = (index: number): string => `${prefix}option-${index}`;
  const error = useFieldError(props.error);
  const typed = useTypeAhead();
  const locked = props.readOnly || props.disabled;
  useOutsideLabelFocus(props.labelledBy, root, listbox, props.disabled);

  const pick = (value: string): void => {
    if (locked) return;
    const next = choose(options, selected, value, mode);
    if (!next) return;
    setSelected(next);
    emit("change", { value: next });
  };

  /** A new option (a record just saved by quick-add) joins the list and is chosen; a known one is chosen (kept if it is). */
  const addOption = (value: string, label: string): boolean => {
    const known = options.some((option) => option.value === value);
    const next = selected.includes(value) ? selected : choose(known ? options : [...options, { value, label, disabled: false }], selected, value, mode);
    if (!next) return false;
    if (!known) setAdded((list) => [...list, { value, label, disabled: false }]);
    if (next !== selected) {
      setSelected(next);
      emit("change", { value: next });
    }
    return true;
  };
  useEffect(() => {
    expose({ addOption });
    return () => expose(null);
  });

  const onKeyDown = (event: KeyboardEvent): void => {
    if (empty) return;
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      pick(options[active]!.value);
      return;
    }
    const found = typed(event, options, active, false);
    const next = found === undefined ? moveActive(options, active, event.key) : found;
    if (found !== undefined) event.preventDefault();
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    if (mode === "single") pick(options[next]!.value);
    document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
  };

  return (
    <div ref={root} className={`tb-select-list${props.readOnly ? " is-readonly" : ""}${props.disabled ? " is-disabled" : ""}${empty ? " is-empty" : ""}`}>
      {/* Clicking the name focuses the list, as a label does its select. */}
      {!props.labelledBy && (
        <span id={labelId} className="tb-select-list__label" onClick={() => (props.disabled ? undefined : listbox.current?.focus())}>
          {props.label}
        </span>
      )}
      <div className="tb-select-list__field">
        <ul
          ref={listbox}
          id={props.id}
          role="listbox"
          tabIndex={props.disabled ? -1 : 0}
          className="tb-select-list__box"
          aria-labelledby={labelId}
          aria-multiselectable={mode !== "single" || undefined}
          aria-readonly={props.readOnly || undefined}
          aria-disabled={props.disabled || empty || undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={empty ? describedBy(emptyId, error.id) : error.id}
          aria-activedescendant={props.disabled || empty ? undefined : optionId(active)}
          onKeyDown={onKeyDown}
          onFocus={error.reshow}
        >
          <OptionGroups
            options={options}
            idPrefix={prefix}
            className="tb-select-list"
            renderOption={(option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={selected.includes(option.value)}
                aria-disabled={option.disabled || undefined}
                className={`tb-select-list__option${index === active ? " is-active" : ""}`}
                onClick={() => {
                  if (option.disabled) return;
                  setActive(index);
                  pick(option.value);
                }}
              >
                <span className="tb-select-list__mark" aria-hidden="true" />
                {option.label}
              </li>
            )}
          />
        </ul>
        {empty && (
          <span id={emptyId} className="tb-select-list__empty">
            {t("Brak pozycji do wyboru")}
          </span>
        )}
        {error.tooltip}
      </div>
      {error.line}
      {selected.map((value) => (
        <input key={value} type="hidden" name={props.name} value={value} disabled={props.disabled} />
      ))}
    </div>
  );
}

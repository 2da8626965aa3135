import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { choose, comboPopupHeight, initialSelection, moveActive } from "../../src/domain/selectList.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { t } from "../../src/i18n/t.ts";
import { useOutsideLabelFocus } from "../../src/ui/controlLabel.ts";
import { useFieldError } from "../../src/ui/FieldError.tsx";
import { OptionGroups } from "../../src/ui/OptionGroups.tsx";
import { useTypeAhead } from "../../src/ui/useTypeAhead.ts";
import type { ComboBoxProps, ComboOption } from "./schema.ts";

/**
 * The legacy combo box (spec §4, §9) as a WAI-ARIA select-only combobox with a listbox popup:
 * opens on click or Alt+Down / Down / Enter / Space, or on a typed character (type-ahead, which also moves
 * the open list; Page Up/Down move 10 options), closes on a choice, Escape or a click outside; unknown and disabled options are refused (also through `Trybuna.get(host).setValue`).
 * `Trybuna.get(host).addOption(value, label)` adds an option and chooses it (quick-add, spec §7).
 * A read-only box shows and posts its value but does not open; a disabled one is out of the Tab
 * order and posts nothing, as a disabled select.
 * An `<optgroup>`'s options are listed under its name; a `<select>` without options becomes a box that says there is
 * nothing to choose, reachable but unavailable (`aria-disabled`), posting nothing as the empty select did (QA
 * session 40, 12 and 13). A label outside the host (`labelledBy`) names the box and focuses it when clicked.
 */
export function ComboBox({ props, emit, expose }: IslandProps<ComboBoxProps>): ReactNode {
  const [added, setAdded] = useState<ComboOption[]>([]);
  const options = added.length === 0 ? props.options : [...props.options, ...added];
  const [value, setValue] = useState(() => initialSelection(options, props.selected, "single")[0] ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const prefix = useId();
  const labelId = props.labelledBy ?? `${prefix}label`;
  const listId = `${prefix}list`;
  const optionId = (index: number): string => `${prefix}option-${index}`;
  const current = options.find((option) => option.value === value);
  const error = useFieldError(props.error);
  const typed = useTypeAhead();
  const empty = options.length === 0;
  const locked = props.readOnly || props.disabled || empty;
  const control = useRef<HTMLDivElement>(null);
  useOutsideLabelFocus(props.labelledBy, wrapper, control, props.disabled);

  const select = (next: string): boolean => {
    const chosen = choose(options, [value], next, "single");
    if (!chosen) return false;
    setOpen(false);
    if (next !== value) {
      setValue(next);
      emit("change", { value: next });
    }
    return true;
  };

  const show = (index = Math.max(0, options.indexOf(current!))): void => {
    setActive(index);
    setOpen(true);
  };

  /** A new option (a record just saved by quick-add) joins the list and is chosen; a known one is chosen. */
  const addOption = (next: string, label: string): boolean => {
    if (options.some((option) => option.value === next)) return select(next);
    setAdded((list) => [...list, { value: next, label, disabled: false }]);
    setOpen(false);
    setValue(next);
    emit("change", { value: next });
    return true;
  };

  useEffect(() => {
    expose({ setValue: select, getValue: () => value, addOption });
    return () => expose(null);
  });

  useEffect(() => {
    if (!open) return;
    // The list opens below the box, as the legacy one did: near the window's bottom the page scrolls it into
    // view rather than leaving options out of sight.
    list.current?.scrollIntoView({ block: "nearest" });
    const onPointerDown = (event: PointerEvent): void => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => {
    // By id: the list's children are groups too (an <optgroup>'s options sit in theirs).
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  const onKeyDown = (event: KeyboardEvent): void => {
    if (locked) return;
    // APG: typed characters open the list on the match (closed, from the chosen option) or move in it.
    const found = typed(event, options, open ? active : Math.max(0, options.indexOf(current!)), open);
    if (found !== undefined) {
      event.preventDefault();
      if (found !== null) show(found);
      else if (!open) show();
      return;
    }
    if (!open) {
      if (event.key === "Home" || event.key === "End") {
        event.preventDefault();
        show(moveActive(options, 0, event.key) ?? 0);
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp" || event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        show();
      }
      return;
    }
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "Enter" || event.key === " " || (event.key === "ArrowUp" && event.altKey)) {
      event.preventDefault();
      select(options[active]!.value);
    } else if (event.key === "Tab") {
      // APG: Tab takes the highlighted option and moves on.
      select(options[active]!.value);
    } else {
      const next = moveActive(options, active, event.key);
      if (next === null) return;
      event.preventDefault();
      setActive(next);
    }
  };

  const height = comboPopupHeight(options.length);
  return (
    <div ref={wrapper} className={`tb-combo-box${props.readOnly ? " is-readonly" : ""}${props.disabled ? " is-disabled" : ""}${empty ? " is-empty" : ""}`}>
      {!props.labelledBy && (
        <span id={labelId} className="tb-combo-box__label">
          {props.label}
        </span>
      )}
      <div className="tb-combo-box__field">
        <div
          ref={control}
          id={props.id}
          role="combobox"
          tabIndex={props.disabled ? -1 : 0}
          className="tb-combo-box__control"
          aria-labelledby={labelId}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? optionId(active) : undefined}
          aria-readonly={props.readOnly || undefined}
          aria-disabled={props.disabled || empty || undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={error.id}
          onClick={() => (locked ? undefined : open ? setOpen(false) : show())}
          onKeyDown={onKeyDown}
          onFocus={error.reshow}
        >
          <span className="tb-combo-box__value">{empty ? t("Brak pozycji do wyboru") : (current?.label ?? "")}</span>
          <span className="tb-combo-box__arrow" aria-hidden="true" />
        </div>
        <ul
          ref={list}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className="tb-combo-box__popup"
          hidden={!open}
          style={height === null ? undefined : { height }}
          // Keeps focus on the combobox while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          <OptionGroups
            options={options}
            idPrefix={prefix}
            className="tb-combo-box"
            renderOption={(option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                aria-disabled={option.disabled || undefined}
                className={`tb-combo-box__option${index === active ? " is-active" : ""}`}
                onClick={() => select(option.value)}
              >
                {option.label}
              </li>
            )}
          />
        </ul>
        {error.tooltip}
      </div>
      {error.line}
      {/* An empty select posts nothing (no option is chosen); a field posting "" would be a value it never sent. */}
      {!empty && <input type="hidden" name={props.name} value={value} disabled={props.disabled} />}
    </div>
  );
}

import { useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem {
  key: string;
  label: ReactNode;
  /** The tab button's id (its panel is labelled by it). */
  id: string;
  /** The id of the panel the tab controls. */
  controls: string;
}

export interface TabListProps {
  items: readonly TabItem[];
  selected: string | null;
  /** A tab was chosen by click or key; `byKey` when the keyboard moved (focus already follows). */
  onSelect(key: string, byKey: boolean): void;
  label: string;
  orientation?: "horizontal" | "vertical";
  className: string;
  tabClassName: string;
}

const KEYS = {
  horizontal: { next: "ArrowRight", previous: "ArrowLeft" },
  vertical: { next: "ArrowDown", previous: "ArrowUp" },
} as const;

/**
 * The WAI-ARIA tabs pattern's tab list: one Tab stop (roving tabindex), arrows in the list's
 * orientation move and choose, Home and End jump to the ends.
 */
export function TabList({ items, selected, onSelect, label, orientation = "horizontal", className, tabClassName }: TabListProps): ReactNode {
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent): void => {
    // Keys stay on their own level: only a key pressed on one of this list's own tabs moves it
    // (not one from a nested list, a panel or a field placed inside it), and never with modifiers.
    const tab = (event.target as Element).closest('[role="tab"]');
    if (!tab || tab.closest('[role="tablist"]') !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const keys = items.map((item) => item.key);
    const index = selected === null ? 0 : keys.indexOf(selected);
    const { next: forward, previous } = KEYS[orientation];
    const target = { [forward]: index + 1, [previous]: index - 1, Home: 0, End: keys.length - 1 }[event.key];
    if (target === undefined || keys.length === 0) return;
    event.preventDefault();
    const key = keys[(target + keys.length) % keys.length]!;
    buttons.current.get(key)?.focus();
    onSelect(key, true);
  };

  return (
    <div role="tablist" aria-label={label} aria-orientation={orientation} className={className} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          ref={(element) => {
            if (element) buttons.current.set(item.key, element);
            else buttons.current.delete(item.key);
          }}
          type="button"
          role="tab"
          id={item.id}
          aria-selected={item.key === selected}
          aria-controls={item.controls}
          tabIndex={item.key === selected ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(item.key, false)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

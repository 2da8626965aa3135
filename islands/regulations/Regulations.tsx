import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { IslandProps } from "../../src/runtime/island.ts";
import type { RegulationsProps } from "./schema.ts";

/**
 * The regulations view (spec §2): one regulation at a time, switched by links that carry its id —
 * here the WAI-ARIA tabs pattern (arrow keys, Home, End). The choice is kept in the address
 * (?id=…) so it can be shared; without the script the page shows every text in turn.
 */
export function Regulations({ props, emit }: IslandProps<RegulationsProps>): ReactNode {
  const ids = props.regulations.map((regulation) => regulation.id);
  const initial = props.selected ?? new URLSearchParams(location.search).get("id") ?? ids[0]!;
  const [selected, setSelected] = useState(ids.includes(initial) ? initial : ids[0]!);
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const prefix = useId();

  const choose = (id: string, focus = false): void => {
    setSelected(id);
    if (focus) tabs.current.get(id)?.focus();
    const address = new URL(location.href);
    address.searchParams.set("id", id);
    history.replaceState(history.state, "", address);
    emit("select", { id });
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    const index = ids.indexOf(selected);
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: ids.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(ids[(next + ids.length) % ids.length]!, true);
  };

  const current = props.regulations.find((regulation) => regulation.id === selected)!;
  return (
    <div className="tb-regulations">
      <div role="tablist" aria-label={props.label} aria-orientation="vertical" className="tb-regulations__list" onKeyDown={onKeyDown}>
        {props.regulations.map((regulation) => (
          <button
            key={regulation.id}
            ref={(element) => {
              if (element) tabs.current.set(regulation.id, element);
              else tabs.current.delete(regulation.id);
            }}
            type="button"
            role="tab"
            id={`${prefix}tab-${regulation.id}`}
            aria-selected={regulation.id === selected}
            aria-controls={`${prefix}panel`}
            tabIndex={regulation.id === selected ? 0 : -1}
            className="tb-regulations__tab"
            onClick={() => choose(regulation.id)}
          >
            {regulation.title}
          </button>
        ))}
      </div>
      <article role="tabpanel" id={`${prefix}panel`} aria-labelledby={`${prefix}tab-${current.id}`} className="tb-regulations__panel" tabIndex={0}>
        <h2>{current.title}</h2>
        {current.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </article>
    </div>
  );
}

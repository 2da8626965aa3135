import { useId, useState, type ReactNode } from "react";
import type { IslandProps } from "../../src/runtime/island.ts";
import { TabList } from "../../src/ui/TabList.tsx";
import type { RegulationsProps } from "./schema.ts";

/**
 * The regulations view (spec §2): one regulation at a time, switched by links that carry its id —
 * here the WAI-ARIA tabs pattern (up and down arrows, Home, End). The choice is kept in the address
 * (?id=…) so it can be shared; without the script the page shows every text in turn.
 */
export function Regulations({ props, emit }: IslandProps<RegulationsProps>): ReactNode {
  const ids = props.regulations.map((regulation) => regulation.id);
  const initial = props.selected ?? new URLSearchParams(location.search).get("id") ?? ids[0]!;
  const [selected, setSelected] = useState(ids.includes(initial) ? initial : ids[0]!);
  const prefix = useId();

  const choose = (id: string): void => {
    setSelected(id);
    const address = new URL(location.href);
    address.searchParams.set("id", id);
    history.replaceState(history.state, "", address);
    emit("select", { id });
  };

  const current = props.regulations.find((regulation) => regulation.id === selected)!;
  return (
    <div className="tb-regulations">
      <TabList
        items={props.regulations.map((regulation) => ({ key: regulation.id, label: regulation.title, id: `${prefix}tab-${regulation.id}`, controls: `${prefix}panel` }))}
        selected={selected}
        onSelect={choose}
        label={props.label}
        orientation="vertical"
        className="tb-regulations__list"
        tabClassName="tb-regulations__tab"
      />
      {/* A div: role="tabpanel" is not allowed on <article> (ARIA in HTML; axe aria-allowed-role). */}
      <div role="tabpanel" id={`${prefix}panel`} aria-labelledby={`${prefix}tab-${current.id}`} className="tb-regulations__panel" tabIndex={0}>
        <h2>{current.title}</h2>
        {current.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

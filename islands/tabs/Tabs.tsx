import { useEffect, useId, useLayoutEffect, useState, type ReactNode } from "react";
import type { IslandProps } from "../../src/runtime/island.ts";
import { TabList } from "../../src/ui/TabList.tsx";
import type { TabsProps } from "./schema.ts";

/**
 * The legacy tabs (spec §3, §4) as WAI-ARIA tabs over sections the server rendered elsewhere in
 * the form: the sections stay in place (their fields keep posting, islands inside keep running)
 * and are only shown or hidden. Activate and deactivate fire on a real change only. Legacy
 * scripts use `Trybuna.get(host)`: select(name), show(name), hide(name).
 */
export function Tabs({ props, emit, expose }: IslandProps<TabsProps>): ReactNode {
  const [visible, setVisible] = useState(() => new Set(props.tabs.filter((tab) => tab.visible).map((tab) => tab.name)));
  const shown = props.tabs.filter((tab) => visible.has(tab.name));
  const [active, setActive] = useState<string | null>(() => (props.active && visible.has(props.active) ? props.active : (shown[0]?.name ?? null)));
  const prefix = useId();
  const tabId = (name: string): string => `${prefix}tab-${name}`;

  const activate = (name: string | null): void => {
    if (name === active) return;
    if (active) emit("deactivate", { name: active });
    setActive(name);
    if (name) emit("activate", { name });
  };

  useEffect(() => {
    const setShown = (name: string, on: boolean): void => {
      const next = new Set(visible);
      if (on) next.add(name);
      else next.delete(name);
      setVisible(next);
      // Hiding the active tab hands over to the first one still shown.
      if (!on && name === active) activate(props.tabs.find((tab) => next.has(tab.name))?.name ?? null);
    };
    expose({
      select(name: string): boolean {
        if (!visible.has(name)) return false;
        activate(name);
        return true;
      },
      show: (name: string) => setShown(name, true),
      hide: (name: string) => setShown(name, false),
      active: () => active,
    });
    return () => expose(null);
  });

  // The sections outside the host become tab panels (before paint: no flash of every section);
  // unmounting gives the legacy page back.
  useLayoutEffect(() => {
    const panels = props.tabs.flatMap((tab) => {
      const panel = document.getElementById(tab.panel);
      return panel ? [{ tab, panel }] : [];
    });
    for (const { tab, panel } of panels) {
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", tabId(tab.name));
      panel.hidden = tab.name !== active || !visible.has(tab.name);
    }
    return () => {
      for (const { panel } of panels) {
        panel.removeAttribute("role");
        panel.removeAttribute("aria-labelledby");
        panel.hidden = false;
      }
    };
  });

  return (
    <TabList
      items={shown.map((tab) => ({ key: tab.name, label: tab.title, id: tabId(tab.name), controls: tab.panel }))}
      selected={active}
      onSelect={(name) => activate(name)}
      label={props.label}
      className="tb-tabs"
      tabClassName="tb-tabs__tab"
    />
  );
}

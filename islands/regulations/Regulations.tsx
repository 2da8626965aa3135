import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { TabList } from "../../src/ui/TabList.tsx";
import { anchorOf, regulationOf } from "./markup.ts";
import type { Regulation, RegulationsProps } from "./schema.ts";

/** A regulation given in props only (no article in the markup): its title and plain-text paragraphs. */
function plainText(regulation: Regulation): Node[] {
  const node = (tag: "h2" | "p", text: string): HTMLElement => {
    const element = document.createElement(tag);
    element.textContent = text;
    return element;
  };
  return [node("h2", regulation.title), ...regulation.paragraphs.map((paragraph) => node("p", paragraph))];
}

/** The nav (the tabs replace it), a regulation's article (the panel shows it), or something holding either. */
const regulationPart = (node: Node): boolean => node instanceof Element && (node.matches("nav, article[id]") || node.querySelector("nav, article[id]") !== null);
/** The host's other content: an intro, a link to the PDF (not blank text). */
const otherContent = (node: Node): boolean => !regulationPart(node) && (node.nodeType !== Node.TEXT_NODE || node.textContent!.trim() !== "");

/**
 * The regulations view (spec §2): one regulation at a time, switched by links that carry its id —
 * here the WAI-ARIA tabs pattern (up and down arrows, Home, End). The choice is kept in the address
 * (?id=…) so it can be shared; without the script the page shows every text in turn.
 * The panel shows the shop's own article as the page without the script did (sub-headings, lists, tables, links,
 * line breaks: reading only its <p> texts lost the rest, session 42); a regulation given only in props shows its
 * title and paragraphs. The host's other content (an intro before the regulations, a link to their PDF after them)
 * shows where the shop put it, before or after the view.
 */
export function Regulations({ props, legacy, emit }: IslandProps<RegulationsProps>): ReactNode {
  const ids = props.regulations.map((regulation) => regulation.id);
  // The regulation the address names: its ?id=, else its anchor (/regulaminy#obiekt, where the page without the
  // script scrolled), else the first.
  const [selected, setSelected] = useState(() => {
    const wanted = props.selected ?? regulationOf(location.href);
    return wanted !== null && ids.includes(wanted) ? wanted : ids[0]!;
  });
  const prefix = useId();
  const panel = useRef<HTMLDivElement>(null);
  const before = useRef<HTMLDivElement>(null);
  const after = useRef<HTMLDivElement>(null);

  // The shop's own nodes, not copies: what its script bound in them (a print button, an expandable passage) keeps
  // working (a copy lost it). At unmount every node goes back to its place.
  useLayoutEffect(() => {
    const nodes = [...legacy.childNodes];
    const first = Math.max(0, nodes.findIndex(regulationPart));
    before.current!.append(...nodes.slice(0, first).filter(otherContent));
    after.current!.append(...nodes.slice(first).filter(otherContent));
    return () => legacy.replaceChildren(...nodes);
  }, [legacy]);

  const choose = (id: string): void => {
    setSelected(id);
    const address = new URL(location.href);
    address.searchParams.set("id", id);
    history.replaceState(history.state, "", address);
    emit("select", { id });
  };

  // A link to a regulation's anchor (one regulation's text pointing at another, as <a href="#obiekt">) shows it.
  useEffect(() => {
    const follow = (): void => {
      const id = anchorOf(location.hash);
      if (id !== null && ids.includes(id)) choose(id);
    };
    addEventListener("hashchange", follow);
    return () => removeEventListener("hashchange", follow);
  });

  const current = props.regulations.find((regulation) => regulation.id === selected) ?? props.regulations[0]!;
  useLayoutEffect(() => {
    const box = panel.current!;
    const article = [...legacy.querySelectorAll<HTMLElement>("article[id]")].find((candidate) => candidate.id === current.id);
    if (!article) {
      box.replaceChildren(...plainText(current));
      return;
    }
    // The article's own nodes lend themselves to the panel while it is shown, and go back when another is chosen.
    box.replaceChildren(...article.childNodes);
    return () => article.append(...box.childNodes);
  }, [legacy, current]);

  return (
    <>
      <div ref={before} />
      <div className="tb-regulations">
        <TabList
          items={props.regulations.map((regulation) => ({ key: regulation.id, label: regulation.title, id: `${prefix}tab-${regulation.id}`, controls: `${prefix}panel` }))}
          selected={current.id}
          onSelect={choose}
          // A shop's nav without aria-label: named in the page's language (it was "Regulaminy" on English pages).
          label={props.label ?? t("Regulaminy")}
          orientation="vertical"
          className="tb-regulations__list"
          tabClassName="tb-regulations__tab"
        />
        {/* A div: role="tabpanel" is not allowed on <article> (ARIA in HTML; axe aria-allowed-role). Its content is set above. */}
        <div ref={panel} role="tabpanel" id={`${prefix}panel`} aria-labelledby={`${prefix}tab-${current.id}`} className="tb-regulations__panel" tabIndex={0} />
      </div>
      <div ref={after} />
    </>
  );
}

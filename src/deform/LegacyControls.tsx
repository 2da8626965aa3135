import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import "./legacyControls.css";
import { adoptLegacyControls, KEPT_CLASS, renderedNames } from "./legacyForm.ts";

/**
 * The legacy form's controls the island does not render (legacyForm.ts), moved into the island's form where this
 * renders, for as long as it is mounted: posted with the rest by name, kept in the page for its scripts, and, when
 * visible, still there to fill with their labels. `legacy` is the island's taken-over markup (IslandProps); its
 * first <form> is the one taken over. `children` mount once the controls are in (KeptControlRules.tsx judges them);
 * apart, so that an island without the rule engine (the summary) does not load it. `only` picks the nodes this part
 * takes (adoptLegacyControls), asked once `legacy` holds the markup: an island keeping the form's order around its own
 * fields renders a part before them and one after.
 */
export function LegacyControls({ legacy, only, children }: { legacy: DocumentFragment; only?: (node: Element) => boolean; children?: ReactNode }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [adoptions, setAdoptions] = useState(0);
  // A layout effect: the runtime has moved the legacy markup into `legacy` by then, and the user sees the form whole.
  useLayoutEffect(() => {
    const container = ref.current;
    const form = container?.closest("form");
    const legacyForm = legacy.querySelector("form");
    if (!container || !form || !legacyForm) return;
    const putBack = adoptLegacyControls(legacyForm, container, renderedNames(form), only);
    setAdoptions((count) => count + 1);
    return putBack;
    // `only` is read when the markup is taken, as `legacy` is.
  }, [legacy]);
  // React renders the container empty and never touches what is moved into it.
  return (
    <>
      <div ref={ref} className={KEPT_CLASS} />
      {adoptions > 0 && <Fragment key={adoptions}>{children}</Fragment>}
    </>
  );
}

import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import "./legacyControls.css";
import { adoptLegacyControls, KEPT_CLASS, renderedNames } from "./legacyForm.ts";

/**
 * The legacy form's controls the island does not render (legacyForm.ts), moved into the island's form where this
 * renders, for as long as it is mounted: posted with the rest by name, kept in the page for its scripts, and, when
 * visible, still there to fill with their labels. `legacy` is the island's taken-over markup (IslandProps); its
 * first <form> is the one taken over. `children` mount once the controls are in (KeptControlRules.tsx judges them);
 * apart, so that an island without the rule engine (the summary) does not load it.
 */
export function LegacyControls({ legacy, children }: { legacy: DocumentFragment; children?: ReactNode }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [adoptions, setAdoptions] = useState(0);
  // A layout effect: the runtime has moved the legacy markup into `legacy` by then, and the user sees the form whole.
  useLayoutEffect(() => {
    const container = ref.current;
    const form = container?.closest("form");
    const legacyForm = legacy.querySelector("form");
    if (!container || !form || !legacyForm) return;
    const putBack = adoptLegacyControls(legacyForm, container, renderedNames(form));
    setAdoptions((count) => count + 1);
    return putBack;
  }, [legacy]);
  // React renders the container empty and never touches what is moved into it.
  return (
    <>
      <div ref={ref} className={KEPT_CLASS} />
      {adoptions > 0 && <Fragment key={adoptions}>{children}</Fragment>}
    </>
  );
}

import type { ReactNode } from "react";

/** A polite status region: screen readers read its text when it changes. */
export function LiveRegion({ children, visible = false, assertive = false }: { children: ReactNode; visible?: boolean; assertive?: boolean }): ReactNode {
  return (
    <div role={assertive ? "alert" : "status"} aria-live={assertive ? "assertive" : "polite"} className={visible ? undefined : "tb-visually-hidden"}>
      {children}
    </div>
  );
}

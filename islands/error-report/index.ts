import { defineIsland } from "../../src/runtime/island.ts";
import { ErrorReport } from "./ErrorReport.tsx";
import "./error-report.css";
import { errorReportSchema } from "./schema.ts";

export default defineIsland({
  schema: errorReportSchema,
  // Legacy markup: <details><summary>Zgłoś błąd</summary><form action="…" method="post">…</form></details>
  fromMarkup: (host) => {
    const action = host.querySelector("form")?.getAttribute("action");
    const label = host.querySelector("summary")?.textContent?.trim();
    return { ...(action ? { action } : {}), ...(label ? { label } : {}) };
  },
  Component: ErrorReport,
});

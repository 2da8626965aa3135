import { defineIsland } from "../../src/runtime/island.ts";
import { ErrorReport } from "./ErrorReport.tsx";
// The kept fields' rules (src/deform/legacyControls.css) come with the island's own, not with kept.ts, whose stylesheet
// the runtime would not load (it loads an island's chunk's stylesheets, not a lazy module's inside it).
import "../../src/deform/legacyControls.css";
import "./error-report.css";
import { readErrorReportMarkup } from "./markup.ts";
import { errorReportSchema } from "./schema.ts";

export default defineIsland({
  schema: errorReportSchema,
  // Legacy markup: <details><summary>Zgłoś błąd</summary><form action="…" method="post">…</form></details> (markup.ts)
  fromMarkup: readErrorReportMarkup,
  Component: ErrorReport,
});

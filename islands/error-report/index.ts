import { defineIsland } from "../../src/runtime/island.ts";
import { ErrorReport } from "./ErrorReport.tsx";
import "./error-report.css";
import { readErrorReportMarkup } from "./markup.ts";
import { errorReportSchema } from "./schema.ts";

export default defineIsland({
  schema: errorReportSchema,
  // Legacy markup: <details><summary>Zgłoś błąd</summary><form action="…" method="post">…</form></details> (markup.ts)
  fromMarkup: readErrorReportMarkup,
  Component: ErrorReport,
});

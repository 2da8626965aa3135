import { defineIsland } from "../../src/runtime/island.ts";
import { readSummaryMarkup } from "./markup.ts";
import "./summary.css";
import { SummaryForm } from "./SummaryForm.tsx";
import { summarySchema } from "./schema.ts";

export default defineIsland({
  schema: summarySchema,
  fromMarkup: readSummaryMarkup,
  Component: SummaryForm,
});

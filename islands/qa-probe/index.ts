import { defineIsland } from "../../src/runtime/island.ts";
import { QaProbe } from "./QaProbe.tsx";
import { qaProbeSchema } from "./schema.ts";

export default defineIsland({
  schema: qaProbeSchema,
  fromMarkup: (host) => ({ label: host.textContent?.trim() ?? "" }),
  Component: QaProbe,
  wake: "load",
});

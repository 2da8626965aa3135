import { defineIsland } from "../../src/runtime/island.ts";
import { readSeatPanelMarkup } from "./markup.ts";
import "./seat-panel.css";
import { SeatPanel } from "./SeatPanel.tsx";
import { seatPanelSchema } from "./schema.ts";

export default defineIsland({
  schema: seatPanelSchema,
  fromMarkup: readSeatPanelMarkup,
  Component: SeatPanel,
});

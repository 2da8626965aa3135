import { describe, expect, it, vi } from "vitest";
import { selectFromMarkup } from "./selectMarkup.ts";

// jsdom has no CSS.escape; the ids here need no escaping.
vi.stubGlobal("CSS", { escape: (value: string) => value });

describe("selectFromMarkup", () => {
  it("starts without a chosen option that is disabled, as a plain form posts nothing for it (QA session 40)", () => {
    const host = document.createElement("div");
    host.innerHTML = `<label for="gate">Brama</label><select id="gate" name="gate"><option value="1">Brama 1</option><option value="2" selected disabled>Brama 2 (zamknięta)</option></select>`;
    expect(selectFromMarkup(host)).toMatchObject({ name: "gate", selected: [], options: [{ value: "1", disabled: false }, { value: "2", disabled: true }] });
    host.querySelector("option")!.selected = true;
    expect(selectFromMarkup(host)).toMatchObject({ selected: ["1"] });
  });
});

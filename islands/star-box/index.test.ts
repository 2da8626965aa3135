import { describe, expect, it } from "vitest";
import starBox from "./index.ts";
import { starBoxSchema } from "./schema.ts";

const hostWith = (html: string) => Object.assign(document.createElement("div"), { innerHTML: html });
const radios = (values: string[], checked: string) =>
  `<fieldset><legend>Ocena</legend>${values.map((value) => `<label><input type="radio" name="ocena" value="${value}"${value === checked ? " checked" : ""}> ${value}</label>`).join("")}</fieldset>`;

describe("star box: reading the legacy radios", () => {
  it("reads the checked star's number and the count", () => {
    expect(starBox.fromMarkup!(hostWith(radios(["1", "2", "3", "4"], "3")))).toMatchObject({ name: "ocena", count: 4, value: 3, label: "Ocena" });
  });

  it("keeps a value that is no whole number as text, so the props check names a string, not a number", () => {
    const read = starBox.fromMarkup!(hostWith(radios(["a", "b"], "b")));
    expect(read).toMatchObject({ value: "b" });
    const result = starBoxSchema.safeParse(read);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["value"], code: "invalid_type", expected: "number" });
  });
});

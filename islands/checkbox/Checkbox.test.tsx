import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Checkbox } from "./Checkbox.tsx";
import { checkboxSchema } from "./schema.ts";

function box(input: Record<string, unknown>) {
  const props = checkboxSchema.parse({ name: "x", id: "x", label: "Zgoda", ...input });
  // Rendered in a form: what it posts is the form's data set.
  const form = document.body.appendChild(document.createElement("form"));
  render(<Checkbox props={props} emit={() => true} host={document.body} legacy={document.createDocumentFragment()} expose={() => {}} />, { container: form });
  const posted = () => [...new FormData(form).values()];
  return { posted, input: screen.getByRole("checkbox") };
}

beforeAll(() => {
  window.matchMedia ??= vi.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe("Checkbox posts what the legacy markup posted (QA s40 #13)", () => {
  it("the 0/1 pair (the defaults): 1 ticked, 0 unticked", () => {
    const { posted, input } = box({});
    expect(posted()).toEqual(["0"]);
    fireEvent.click(input);
    expect(posted()).toEqual(["1"]);
  });

  it("a lone box: its own value ticked, nothing unticked", () => {
    const { posted, input } = box({ value: "tak", uncheckedValue: null, checked: true });
    expect(posted()).toEqual(["tak"]);
    fireEvent.click(input);
    expect(posted()).toEqual([]);
  });

  it("disabled: the pair's 0 even when ticked (the hidden field is not disabled); a lone box nothing", () => {
    expect(box({ disabled: true, checked: true }).posted()).toEqual(["0"]);
    cleanup();
    document.body.replaceChildren();
    expect(box({ disabled: true, checked: true, uncheckedValue: null }).posted()).toEqual([]);
  });

  it("a label outside the host: none of its own", () => {
    box({ labelledBy: "outside" });
    expect(document.querySelector("label")).toBeNull();
  });
});

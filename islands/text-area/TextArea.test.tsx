import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { textAreaSchema } from "./schema.ts";
import { TextArea } from "./TextArea.tsx";

afterEach(cleanup);
beforeAll(() => {
  // jsdom has no matchMedia (the tooltip asks for reduced motion).
  window.matchMedia ??= vi.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
});

function mount(props: Record<string, unknown>) {
  const parsed = textAreaSchema.parse({ name: "notes", id: "notes", label: "Uwagi", ...props });
  render(<TextArea props={parsed} host={document.createElement("div")} legacy={document.createDocumentFragment()} emit={() => true} expose={() => {}} />);
  return screen.getByRole("textbox", { name: "Uwagi" }) as HTMLTextAreaElement;
}

describe("TextArea", () => {
  it("keeps a text that comes over the limit whole, shows by how much even without a counter, and lets the user shorten it", () => {
    const field = mount({ value: "abcdefgh", maxLength: 5, counter: false });
    expect(field.value).toBe("abcdefgh");
    expect(screen.getByText("Pozostało znaków: -3")).toBeTruthy();
    fireEvent.change(field, { target: { value: "abcdefgh!" } });
    expect(field.value).toBe("abcdefgh");
    fireEvent.change(field, { target: { value: "abcde" } });
    expect(field.value).toBe("abcde");
    expect(screen.queryByText(/Pozostało znaków/)).toBeNull();
  });

  it("cuts what is typed or pasted past the limit and says so", () => {
    const field = mount({ value: "abc", maxLength: 5 });
    fireEvent.change(field, { target: { value: "abcdefgh" } });
    expect(field.value).toBe("abcde");
    expect(screen.getAllByText("Tekst skrócono do 5 znaków.").length).toBeGreaterThan(0);
  });

  it("an invalid field is described by its error first, then its counter", () => {
    const field = mount({ value: "", maxLength: 40, counter: true, error: "Wypełnij to pole!" });
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Wypełnij to pole!", "Pozostało znaków: 40"]);
  });
});

import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TabList } from "./TabList.tsx";

function Harness({ orientation, onSelect }: { orientation?: "horizontal" | "vertical"; onSelect: (key: string, byKey: boolean) => void }) {
  const [selected, setSelected] = useState("a");
  return (
    <TabList
      items={["a", "b", "c"].map((key) => ({ key, label: `Zakładka ${key}`, id: `tab-${key}`, controls: "panel" }))}
      selected={selected}
      onSelect={(key, byKey) => {
        setSelected(key);
        onSelect(key, byKey);
      }}
      label="Zakładki"
      orientation={orientation}
      className="list"
      tabClassName="tab"
    />
  );
}

afterEach(cleanup);

describe("TabList", () => {
  it("keeps one tab stop and moves with the arrows of its orientation, wrapping, Home and End", () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const tab = (name: string) => screen.getByRole("tab", { name: `Zakładka ${name}` });
    expect(tab("a").tabIndex).toBe(0);
    expect(tab("b").tabIndex).toBe(-1);
    tab("a").focus();
    fireEvent.keyDown(tab("a"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("c"));
    expect(tab("c").getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tab("c"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("a"));
    fireEvent.keyDown(tab("a"), { key: "End" });
    fireEvent.keyDown(tab("c"), { key: "ArrowDown" }); // not this list's axis
    expect(document.activeElement).toBe(tab("c"));
    fireEvent.keyDown(tab("c"), { key: "Home" });
    expect(document.activeElement).toBe(tab("a"));
    expect(onSelect.mock.calls.map((call) => call.join(" "))).toEqual(["c true", "a true", "c true", "a true"]);
  });

  it("uses up and down when vertical; a click selects", () => {
    const onSelect = vi.fn();
    render(<Harness orientation="vertical" onSelect={onSelect} />);
    const list = screen.getByRole("tablist", { name: "Zakładki" });
    expect(list.getAttribute("aria-orientation")).toBe("vertical");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Zakładka a" }), { key: "ArrowDown" });
    expect(screen.getByRole("tab", { name: "Zakładka b" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.click(screen.getByRole("tab", { name: "Zakładka c" }));
    expect(onSelect).toHaveBeenLastCalledWith("c", false);
  });
});

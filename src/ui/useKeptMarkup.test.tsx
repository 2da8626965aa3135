import { cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useKeptMarkup } from "./useKeptMarkup.ts";

afterEach(cleanup);

/** A host's legacy markup as the registry hands it over: a fragment holding the shop's nodes. */
function shopMarkup(): { legacy: DocumentFragment; input: HTMLInputElement } {
  const legacy = document.createDocumentFragment();
  const input = document.createElement("input");
  input.value = "typed before the script";
  legacy.append("Imię: ", input);
  return { legacy, input };
}

function Island({ legacy, adopt, deps }: { legacy: DocumentFragment; adopt?: Parameters<typeof useKeptMarkup>[2]; deps?: unknown[] }) {
  const slot = useRef<HTMLSpanElement>(null);
  useKeptMarkup(legacy, slot, adopt, deps);
  return <span ref={slot} data-testid="slot" />;
}

describe("useKeptMarkup", () => {
  it("moves the shop's very nodes into the slot and hands the same nodes back at unmount", () => {
    const { legacy, input } = shopMarkup();
    const { getByTestId, unmount } = render(<Island legacy={legacy} />);
    const slot = getByTestId("slot");
    expect(slot.textContent).toBe("Imię: ");
    expect(slot.querySelector("input")).toBe(input);
    expect(input.value).toBe("typed before the script");
    expect(legacy.childNodes.length).toBe(0);
    unmount();
    expect(legacy.querySelector("input")).toBe(input);
    expect(legacy.textContent).toBe("Imię: ");
  });

  it("runs adopt on the filled slot, and its undo before the nodes go back", () => {
    const { legacy, input } = shopMarkup();
    const seen: string[] = [];
    const adopt = (box: HTMLElement) => {
      seen.push(`adopt:${box.contains(input)}`);
      input.setAttribute("aria-haspopup", "dialog");
      return () => {
        seen.push(`undo:${input.isConnected}`);
        input.removeAttribute("aria-haspopup");
      };
    };
    const { unmount } = render(<Island legacy={legacy} adopt={adopt} />);
    expect(input.getAttribute("aria-haspopup")).toBe("dialog");
    unmount();
    expect(seen).toEqual(["adopt:true", "undo:true"]);
    expect(input.hasAttribute("aria-haspopup")).toBe(false);
    expect(legacy.contains(input)).toBe(true);
  });

  it("keeps none of the markup when adopt answers false: the nodes stay out of the page", () => {
    const { legacy, input } = shopMarkup();
    const { getByTestId } = render(<Island legacy={legacy} adopt={() => false} />);
    expect(getByTestId("slot").childNodes.length).toBe(0);
    expect(legacy.contains(input)).toBe(true);
  });

  it("adopts again when a dependency changes, undoing the earlier adoption first", () => {
    const { legacy } = shopMarkup();
    const undo = vi.fn();
    const adopt = vi.fn(() => undo);
    const { rerender } = render(<Island legacy={legacy} adopt={adopt} deps={["a"]} />);
    rerender(<Island legacy={legacy} adopt={adopt} deps={["a"]} />);
    expect(adopt).toHaveBeenCalledTimes(1);
    rerender(<Island legacy={legacy} adopt={adopt} deps={["b"]} />);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(adopt).toHaveBeenCalledTimes(2);
  });
});

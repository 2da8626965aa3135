import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useReducer, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reduceChoice, type ChoiceState } from "../../domain/seatChoice.ts";
import { CartAside } from "./CartAside.tsx";
import { carryOut } from "./carryOut.ts";
import type { PlaceOf } from "./place.ts";
import type { CartItem } from "./schema.ts";
import { useCartColumn, type CartColumnOptions } from "./useCartColumn.ts";

// The removal's request answers when a test says so (`answer`), else never: most tests look at what happens before.
let answer: (value: unknown) => void = () => {};
vi.mock("../../dejax/client.ts", () => ({ request: () => new Promise((resolve) => (answer = resolve)) }));

const ticket: CartItem = { id: "c1", parentId: null, parkingParentId: null, seatId: "W2-5-3", row: "5", number: "3", variantId: "101", variantName: "Normalny", price: 14900, eventName: "E", serieName: "S", parking: false };
const variants = [{ id: "101", name: "Normalny", price: 14900 }];

function Column({ notices, placeOf, chosen = [] }: { notices: CartColumnOptions["notices"]; placeOf?: PlaceOf; chosen?: ChoiceState<CartItem>["chosen"] }): ReactNode {
  const [state, dispatch] = useReducer(reduceChoice<CartItem>, { chosen, cart: [ticket], hidden: new Set(), focus: 0 } satisfies ChoiceState<CartItem>);
  // A chosen seat's row, as an island gives it (seat 4 of row 5 here).
  const fresh = state.chosen.map((c) => ({ seat: c.seat, seatId: `W2-5-${c.seat}`, row: "5", number: String(c.seat), variantId: c.variantId }));
  const column = useCartColumn({
    state,
    dispatch,
    removeUrl: "/remove",
    addUrl: "/add",
    addData: () => ({}),
    line: (c) => ({ name: "Normalny", id: c.variantId, price: 14900, eventName: "E", serieName: "S" }),
    headingId: "selected",
    placeOf,
    notices,
  });
  return (
    <div>
      <button type="button" onClick={() => carryOut({ kind: "unavailable" }, 0, "101", column.activation)}>
        taken seat
      </button>
      <CartAside column={column} block="tb-test" submitClass="tb-button" fresh={fresh} variants={variants} emptyText="pusto" count={column.cart.length + state.chosen.length} />
    </div>
  );
}

const hiddenRegion = () => screen.getAllByRole("status").find((region) => region.classList.contains("tb-visually-hidden"))!;
const footerNotices = (container: HTMLElement) => [...container.querySelectorAll(".tb-test__notice")].map((notice) => notice.textContent);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the cart column of both seat islands", () => {
  it("shows every notice beside the button where notices are 'shown' (the seat panel); the count line is announced alone", () => {
    const { container } = render(<Column notices="shown" />);
    fireEvent.click(screen.getByRole("button", { name: "taken seat" }));
    expect(footerNotices(container)).toEqual(["To miejsce jest niedostępne."]);
    expect(hiddenRegion().textContent).toBe("Wybrano 1 miejsce.");
  });

  it("announces the notices after the count line where they are 'heard' (the stadium), not beside the button", () => {
    const { container } = render(<Column notices="heard" />);
    fireEvent.click(screen.getByRole("button", { name: "taken seat" }));
    expect(footerNotices(container)).toEqual([]);
    expect(hiddenRegion().textContent).toBe("Wybrano 1 miejsce. To miejsce jest niedostępne.");
  });

  // A region whose text stays the same is not read again: the repeated notice must be a new element.
  const additionsSaying = (region: HTMLElement, text: string, act: () => void): number => {
    const observer = new MutationObserver(() => {});
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    act();
    act();
    // Read at once (React rendered synchronously): what a screen reader would be told of.
    const records = observer.takeRecords();
    observer.disconnect();
    return records.flatMap((record) => [...record.addedNodes]).filter((node) => node.textContent?.includes(text)).length;
  };

  it("a refusal given twice in a row is announced twice, after the count line (the stadium) and beside the button (the seat panel)", () => {
    const taken = () => fireEvent.click(screen.getByRole("button", { name: "taken seat" }));
    render(<Column notices="heard" />);
    expect(additionsSaying(hiddenRegion(), "To miejsce jest niedostępne.", taken)).toBe(2);
    cleanup();
    const { container } = render(<Column notices="shown" />);
    const footer = container.querySelector<HTMLElement>(".tb-test__footer [role=status]")!;
    expect(additionsSaying(footer, "To miejsce jest niedostępne.", taken)).toBe(2);
  });

  const placeOf: PlaceOf = (seatId, row, number) => `${seatId?.split("-")[0]}, rząd ${row}, miejsce ${number}`;

  it("removing a cart ticket hides its row and moves the focus to the heading; unanswered for a second, it is said as it goes", async () => {
    vi.useFakeTimers();
    render(<Column notices="heard" placeOf={placeOf} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Usuń bilet Normalny, W2, rząd 5, miejsce 3" })));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Wybrane miejsca" }));
    expect(screen.getByText("pusto")).toBeTruthy();
    // The count is the one before the removal until the server answers; nothing new to announce yet.
    expect(hiddenRegion().textContent).toBe("Wybrano 1 miejsce.");
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(hiddenRegion().textContent).toBe("Wybrano 1 miejsce. Usuwamy bilet Normalny (W2, rząd 5, miejsce 3).");
  });

  it("a removal answered quickly is announced once: the new count with 'Usunięto …', no 'Usuwamy …' before it", async () => {
    render(<Column notices="heard" placeOf={placeOf} />);
    const heard: string[] = [];
    const observer = new MutationObserver(() => heard.push(hiddenRegion().textContent!));
    observer.observe(hiddenRegion(), { childList: true, subtree: true, characterData: true });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Usuń bilet Normalny, W2, rząd 5, miejsce 3" })));
    await act(async () => answer({ ok: true, data: { ok: true, cartCount: 0 } }));
    await act(async () => {});
    observer.disconnect();
    expect(heard.at(-1)).toBe("Wybrano 0 miejsc. Usunięto bilet Normalny (W2, rząd 5, miejsce 3).");
    expect(heard.filter((text) => text.includes("Usuwamy"))).toEqual([]);
    // The new count never alone (before the result, as the rows hid).
    expect(heard.filter((text) => text.startsWith("Wybrano 0 miejsc.") && !text.includes("Usunięto"))).toEqual([]);
  });

  it("on the seat panel too, the count line changes only with the removal's result beside the button", async () => {
    const { container } = render(<Column notices="shown" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Usuń bilet Normalny, rząd 5, miejsce 3" })));
    expect(hiddenRegion().textContent).toBe("Wybrano 1 miejsce.");
    expect(footerNotices(container)).toEqual([]);
    await act(async () => answer({ ok: true, data: { ok: true, cartCount: 0 } }));
    expect(hiddenRegion().textContent).toBe("Wybrano 0 miejsc.");
    expect(footerNotices(container)).toEqual(["Usunięto bilet Normalny (rząd 5, miejsce 3)."]);
  });

  it("removing a chosen seat (not yet in the cart) takes its row away and moves the focus to the heading, not to the page's body", () => {
    render(<Column notices="shown" chosen={[{ seat: 4, variantId: "101" }]} />);
    const remove = screen.getByRole("button", { name: "Usuń wybór: rząd 5, miejsce 4" });
    remove.focus();
    fireEvent.click(remove);
    expect(screen.queryByRole("button", { name: "Usuń wybór: rząd 5, miejsce 4" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Wybrane miejsca" }));
  });
});

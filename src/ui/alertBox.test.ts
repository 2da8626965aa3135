import { afterEach, describe, expect, it } from "vitest";
import { alert, openAlert } from "./alertBox.ts";


const dialog = (): HTMLDialogElement => document.querySelector<HTMLDialogElement>("dialog.tb-alert")!;
const click = (label: string): void => [...dialog().querySelectorAll("button")].find((button) => button.textContent === label)!.click();

afterEach(() => {
  while (dialog()?.open) click("OK");
});

describe("alert box", () => {
  it("shows the message as text, named by it, and resolves on OK", async () => {
    const closed = alert("<b>Sesja wygasła.</b>");
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute("role")).toBe("alertdialog");
    expect(dialog().querySelector(".tb-alert__message")!.textContent).toBe("<b>Sesja wygasła.</b>");
    expect(dialog().querySelector("b")).toBeNull();
    expect(document.getElementById(dialog().getAttribute("aria-labelledby")!)!.textContent).toBe("<b>Sesja wygasła.</b>");
    click("OK");
    await expect(closed).resolves.toBeUndefined();
    expect(dialog().open).toBe(false);
  });

  it("queues a second alert behind the first and returns focus after each", async () => {
    const opener = document.body.appendChild(document.createElement("button"));
    opener.focus();
    const first = openAlert({ message: "Pierwszy" });
    const second = openAlert({ message: "Drugi", title: "Uwaga" });
    expect(dialog().textContent).toContain("Pierwszy");
    click("OK");
    await expect(first.closed).resolves.toEqual({ by: "confirm" });
    // The first one's close event comes a task later, with the second already shown: it must not close that one.
    await new Promise((resolve) => setTimeout(resolve));
    expect(dialog().open).toBe(true);
    expect(dialog().textContent).toContain("Drugi");
    expect(document.getElementById(dialog().getAttribute("aria-describedby") ?? "")?.textContent).toBe("Drugi");
    click("OK");
    await expect(second.closed).resolves.toEqual({ by: "confirm" });
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it("runs the chosen action after closing; the owner can withdraw a queued or shown alert", async () => {
    const chosen: string[] = [];
    const shown = openAlert({ message: "Ostrzeżenie", confirmLabel: "Popraw dane", actions: [{ label: "Kontynuuj", onSelect: () => chosen.push("continue") }] });
    const queued = openAlert({ message: "W kolejce" });
    queued.close();
    await expect(queued.closed).resolves.toEqual({ by: "owner" });
    click("Kontynuuj");
    await expect(shown.closed).resolves.toEqual({ by: "action", index: 0 });
    expect(chosen).toEqual(["continue"]);
    expect(dialog().open).toBe(false);
    const withdrawn = openAlert({ message: "Zamknięty przez właściciela" });
    withdrawn.close();
    withdrawn.close();
    await expect(withdrawn.closed).resolves.toEqual({ by: "owner" });
    expect(dialog().open).toBe(false);
  });

  it("Escape (the dialog's cancel) closes like OK", async () => {
    const handle = openAlert({ message: "Escape" });
    dialog().dispatchEvent(new Event("cancel", { cancelable: true }));
    await expect(handle.closed).resolves.toEqual({ by: "confirm" });
  });

  it("reuses one element: many alerts leave one dialog", async () => {
    for (let i = 0; i < 50; i++) {
      const closed = alert(`Komunikat ${i}`);
      click("OK");
      await closed;
    }
    expect(document.querySelectorAll("dialog").length).toBe(1);
    expect(dialog().querySelectorAll("button").length).toBe(1);
  });

  it("a legacy script's bad options are a TypeError naming the option; nothing is shown and later alerts still open", async () => {
    const bad: Array<[unknown, string]> = [
      [{ actions: "nope" }, "actions must be an array"],
      [{ actions: [{ label: null, onSelect: () => {} }] }, "actions[0].label must be a non-empty string"],
      [{ actions: [{ label: "Dalej" }] }, "actions[0].onSelect must be a function"],
      [{ confirmLabel: "" }, "confirmLabel must be a non-empty string"],
      [{ tone: "bogus" }, "tone must be one of info, error, success"],
      ["x", "options must be an object"],
    ];
    for (const [options, message] of bad) {
      await expect(alert("x", options as never)).rejects.toThrow(new TypeError(`Trybuna.alert: ${message}`));
      expect(dialog()?.open ?? false).toBe(false);
    }
    // The message itself: what String() made of it reached the buyer ('undefined', 'null', '[object Object]', a blank box).
    for (const message of [undefined, null, { message: "obiekt" }, 42, "", "  "]) {
      await expect(alert(message as never)).rejects.toThrow(new TypeError("Trybuna.alert: message must be a non-empty string"));
      expect(dialog()?.open ?? false).toBe(false);
    }
    const closed = alert("Zwykły komunikat", { tone: "error", actions: [{ label: "Dalej", onSelect: () => {} }] });
    expect(dialog().open).toBe(true);
    expect(dialog().querySelector(".tb-alert__message")!.textContent).toBe("Zwykły komunikat");
    click("OK");
    await closed;
  });
});

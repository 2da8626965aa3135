import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RequestResult } from "../../src/dejax/types.ts";
import { SettingsOverlay } from "./SettingsOverlay.tsx";

const fragment = `<form method="post" action="/konto/ustawienia/powiadomienia"><button type="submit">Zapisz ustawienia</button></form>`;
vi.mock("../../src/dejax/client.ts", () => ({
  request: vi.fn(async (): Promise<RequestResult<string>> => ({ ok: true, data: fragment }) as RequestResult<string>),
}));

/** Submits the fragment's form as a press of its button would; true when the browser would post it. */
const press = (form: HTMLFormElement): boolean => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));

async function openBox(): Promise<HTMLFormElement> {
  render(<SettingsOverlay props={{ href: "/konto/ustawienia/powiadomienia", label: "Powiadomienia" }} host={document.createElement("div")} legacy={document.createDocumentFragment()} emit={() => true} expose={() => undefined} />);
  fireEvent.click(screen.getByRole("link", { name: "Powiadomienia" }));
  return (await screen.findByRole("button", { name: "Zapisz ustawienia", hidden: true })).closest("form")!;
}

beforeEach(() => {
  document.documentElement.lang = "pl";
});
afterEach(cleanup);

describe("SettingsOverlay: the fragment's plain form", () => {
  it("posts once while the page waits for the answer; a page brought back from the back-forward cache posts again", async () => {
    const form = await openBox();
    expect(press(form)).toBe(true);
    expect(press(form)).toBe(false);
    expect(press(form)).toBe(false);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(press(form)).toBe(false);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(press(form)).toBe(true);
    expect(press(form)).toBe(false);
  });

  it("a submit the page's own script stopped does not count as the post", async () => {
    const form = await openBox();
    const refuse = (event: Event): void => event.preventDefault();
    form.addEventListener("submit", refuse);
    expect(press(form)).toBe(false);
    form.removeEventListener("submit", refuse);
    expect(press(form)).toBe(true);
    expect(press(form)).toBe(false);
  });

  it("a form an island of the fragment took over is left alone: it sends by AJAX and may send again", async () => {
    const form = await openBox();
    const host = document.createElement("div");
    host.dataset.island = "legacy-form";
    form.replaceWith(host);
    host.append(form);
    expect(press(form)).toBe(true);
    expect(press(form)).toBe(true);
  });

  it("a press of a button that posts into another window (formtarget) is left alone and holds back no later post", async () => {
    const form = await openBox();
    const preview = document.createElement("button");
    preview.formTarget = "_blank";
    form.append(preview);
    const pressOf = (submitter: HTMLElement | null): boolean => form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter }));
    expect(pressOf(preview)).toBe(true);
    expect(pressOf(preview)).toBe(true);
    const save = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
    expect(pressOf(save)).toBe(true);
    expect(pressOf(save)).toBe(false);
  });

  it("a form that posts into another window is left alone", async () => {
    const form = await openBox();
    form.target = "_blank";
    expect(press(form)).toBe(true);
    expect(press(form)).toBe(true);
  });
});

describe("SettingsOverlay: the shop's markup", () => {
  it("stays as the shop wrote it: the hint and the other link stay, the shop's own link opens the box", async () => {
    const markup = document.createElement("template");
    markup.innerHTML = `<p>Wybierz, o czym mamy Cię informować.</p><a href="/konto/ustawienia/powiadomienia" id="powiadomienia-link" class="settings-button">Powiadomienia</a> <a href="#pomoc">Pomoc</a>`;
    const legacy = document.createDocumentFragment();
    legacy.append(markup.content);
    render(<SettingsOverlay props={{ href: "/konto/ustawienia/powiadomienia", label: "Powiadomienia" }} host={document.createElement("div")} legacy={legacy} emit={() => true} expose={() => undefined} />);
    expect(screen.getByText("Wybierz, o czym mamy Cię informować.")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Powiadomienia" });
    expect([link.id, link.className, link.getAttribute("aria-haspopup")]).toEqual(["powiadomienia-link", "settings-button", "dialog"]);
    expect(screen.getAllByRole("link")).toHaveLength(2); // no second link of the island's own
    expect(fireEvent.click(screen.getByRole("link", { name: "Pomoc" }))).toBe(true); // not taken: the page follows it
    expect(fireEvent.click(link)).toBe(false);
    expect(await screen.findByRole("button", { name: "Zapisz ustawienia", hidden: true })).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { submitFormInto } from "./submitHelper.ts";

function setup(action: string): { form: HTMLFormElement; target: HTMLElement } {
  document.body.innerHTML = `<form action="${action}" method="post"><input name="price" value="200"></form><div id="target"><p>przed</p></div>`;
  return { form: document.querySelector("form")!, target: document.getElementById("target")! };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("Trybuna.submitForm", () => {
  it("puts the shop's answer into the target and resolves true", async () => {
    const fetch = vi.fn(async () => new Response("<p>po</p>"));
    vi.stubGlobal("fetch", fetch);
    const { form, target } = setup("/zaplecze/podglad.html");
    await expect(submitFormInto(form, target)).resolves.toBe(true);
    expect(target.innerHTML).toBe("<p>po</p>");
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain("/zaplecze/podglad.html");
  });

  it("resolves false, never rejects, and leaves the target as it was: server error, dropped body, network, another origin", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const answers: Array<() => Promise<Response>> = [
      async () => new Response("Błąd", { status: 500 }),
      async () => ({ ok: true, text: () => Promise.reject(new TypeError("body dropped")) }) as unknown as Response,
      () => Promise.reject(new TypeError("Failed to fetch")),
    ];
    vi.stubGlobal("fetch", vi.fn(() => answers.shift()!()));
    for (const action of ["/a", "/b", "/c", "https://elsewhere.test/x"]) {
      const { form, target } = setup(action);
      await expect(submitFormInto(form, target)).resolves.toBe(false);
      expect(target.innerHTML).toBe("<p>przed</p>");
    }
    expect(error).toHaveBeenCalledWith(expect.stringContaining("another origin"));
  });

  it("an answer redirected to another origin is not put in: resolves false, the target as it was", async () => {
    const redirected = (url: string) => Object.defineProperties(new Response("<p>obce</p>"), { redirected: { value: true }, url: { value: url } });
    vi.stubGlobal("fetch", vi.fn(async () => redirected("https://elsewhere.test/x")));
    const { form, target } = setup("/zaplecze/podglad.html");
    await expect(submitFormInto(form, target)).resolves.toBe(false);
    expect(target.innerHTML).toBe("<p>przed</p>");
    vi.stubGlobal("fetch", vi.fn(async () => redirected(`${location.origin}/zaplecze/nowy-podglad.html`)));
    await expect(submitFormInto(form, target)).resolves.toBe(true);
    expect(target.innerHTML).toBe("<p>obce</p>");
  });

  it("wrong arguments from a legacy script resolve false with one console error, never a rejection", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await expect(submitFormInto(null as never, null as never)).resolves.toBe(false);
    await expect(submitFormInto(document.createElement("div") as never, document.body)).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith("Trybuna.submitForm: expects a <form> element and a target element");
  });
});

import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { request } from "../../src/dejax/client.ts";
import { ErrorReport } from "./ErrorReport.tsx";
import { readErrorReportMarkup } from "./markup.ts";
import { errorReportSchema } from "./schema.ts";

vi.mock("../../src/dejax/client.ts", () => ({ request: vi.fn() }));

/** The island on the shop's box `html`: its props read from it, its markup taken over as the runtime does. */
function mount(html: string) {
  const host = document.createElement("div");
  host.innerHTML = html;
  document.body.append(host);
  const props = errorReportSchema.parse(readErrorReportMarkup(host));
  const legacy = document.createDocumentFragment();
  legacy.append(...host.childNodes);
  return render(<ErrorReport props={props} host={host} legacy={legacy} emit={() => true} expose={() => {}} />, { container: host });
}

describe("ErrorReport on a shop's form", () => {
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it("asks what the form asks: its subject and category kept in the box, its description's label and limit, no e-mail field; sends them under their names", async () => {
    vi.mocked(request).mockResolvedValue({ ok: true, data: { ok: true } } as never);
    const { container } = mount(`<details><summary>Zgłoś błąd</summary><form method="post" action="/zglos.php"><input type="hidden" name="csrf" value="t1">
      <label>Temat <input name="subject" maxlength="12" required></label>
      <label>Kategoria <select name="category"><option value="">—</option><option value="mapa">Mapa</option></select></label>
      <label>Opis problemu <textarea name="message" required maxlength="20"></textarea></label><button>Wyślij zgłoszenie</button></form></details>`);
    const box = container.querySelector(".tb-error-report__form")!;
    // The kept fields' code arrives beside the box (kept.ts): then they are in it.
    await act(async () => {
      await import("./kept.ts");
    });
    expect([...box.querySelectorAll("input:not([type=hidden]), select, textarea")].map((control) => control.getAttribute("name"))).toEqual(["subject", "category", "message"]);
    expect(box.querySelector("input[type=email]")).toBeNull();
    const message = box.querySelector("textarea")!;
    expect(message.maxLength).toBe(20);
    expect(message.labels[0]!.textContent).toBe("Opis problemu");
    const subject = box.querySelector<HTMLInputElement>("[name=subject]")!;
    fireEvent.change(message, { target: { value: "Sektor C" } });
    // The form's required subject, left empty, is asked for by its label and takes the focus.
    await act(async () => {
      fireEvent.submit(box);
    });
    expect(request).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(subject);
    await vi.waitFor(() => expect(subject.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(subject.getAttribute("aria-describedby")!)!.textContent).toBe("Temat Wypełnij to pole!");
    subject.value = "Mapa";
    fireEvent.input(subject);
    await vi.waitFor(() => expect(subject.hasAttribute("aria-invalid")).toBe(false));
    box.querySelector("select")!.value = "mapa";
    await act(async () => {
      fireEvent.submit(box);
    });
    expect(vi.mocked(request).mock.calls[0]![0]).toMatchObject({ url: "/zglos.php", data: { page: "/", csrf: "t1", subject: "Mapa", category: "mapa", message: "Sektor C" } });
    expect(Object.keys(vi.mocked(request).mock.calls[0]![0].data as object)).not.toContain("email");
  });
});

// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { UploadWatch } from "../../dejax/upload.ts";
import { FileField } from "./FileField.tsx";

// The upload itself is the request client's (src/dejax/upload.test.ts): here it only reports, when the test says.
const watches: UploadWatch[] = [];
vi.mock("../../dejax/upload.ts", () => ({
  uploadFile: (_url: string, _name: string, _file: File, watch: UploadWatch) => {
    watches.push(watch);
    return new Promise(() => {});
  },
}));

afterEach(() => {
  watches.length = 0;
});

const settings = { name: "attachment", id: "attachment", uploadUrl: "/upload", maxSizeKb: 0, maxFiles: 1, multiple: false, accept: "" };

it("a focused 'Spróbuj ponownie' that goes as the upload moves again leaves the focus on the file's cancel button, not the page", () => {
  const { container } = render(<FileField settings={settings} uploadUrl={() => "/upload"} />);
  const input = container.querySelector<HTMLInputElement>("input[type=file]")!;
  fireEvent.change(input, { target: { files: [new File(["abc"], "skan.pdf", { type: "application/pdf" })] } });
  const [watch] = watches;
  act(() => watch!.onSlow!(true));
  const retry = screen.getByRole("button", { name: /Spróbuj ponownie\s*skan\.pdf/ });
  retry.focus();
  act(() => watch!.onSlow!(false));
  expect(screen.queryByRole("button", { name: /Spróbuj ponownie\s*skan\.pdf/ })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: /Anuluj\s*skan\.pdf/ }));

  // Its bytes all gone while it had the focus: the same.
  act(() => watch!.onSlow!(true));
  screen.getByRole("button", { name: /Spróbuj ponownie\s*skan\.pdf/ }).focus();
  act(() => watch!.onSent!());
  expect(document.activeElement).toBe(screen.getByRole("button", { name: /Anuluj\s*skan\.pdf/ }));
});

it("an update while the focus is elsewhere leaves it there", () => {
  const { container } = render(
    <>
      <button type="button">Gdzie indziej</button>
      <FileField settings={settings} uploadUrl={() => "/upload"} />
    </>,
  );
  fireEvent.change(container.querySelector("input[type=file]")!, { target: { files: [new File(["abc"], "skan.pdf")] } });
  act(() => watches[0]!.onSlow!(true));
  const elsewhere = screen.getByRole("button", { name: "Gdzie indziej" });
  elsewhere.focus();
  act(() => watches[0]!.onSlow!(false));
  expect(document.activeElement).toBe(elsewhere);
});

it("states the file limit with the Polish noun the count takes (1 plik, 3 pliki, 5 plików)", () => {
  const hint = (maxFiles: number) => {
    const { container, unmount } = render(<FileField settings={{ ...settings, multiple: true, maxFiles }} uploadUrl={() => "/upload"} />);
    const text = container.textContent ?? "";
    unmount();
    return text.match(/najwyżej \d+ [a-zó]+/)?.[0];
  };
  expect([hint(1), hint(3), hint(5), hint(22)]).toEqual(["najwyżej 1 plik", "najwyżej 3 pliki", "najwyżej 5 plików", "najwyżej 22 pliki"]);
});

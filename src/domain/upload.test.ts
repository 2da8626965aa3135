import { describe, expect, it } from "vitest";
import { fill } from "../i18n/format.ts";
import { acceptsType, judgeFiles, maxBytes, resultText, sniffType, typeNames, type UploadState, type UploadWording } from "./upload.ts";

const limits = { maxSizeKb: 100, maxFiles: 2, accept: "image/jpeg,image/png,.pdf" };
const file = (name: string, size: number, type: string) => ({ name, size, type });

describe("legacy uploader checks", () => {
  it("takes the size limit in kilobytes × 1024; 0 means no limit", () => {
    expect(maxBytes(limits)).toBe(102_400);
    expect(maxBytes({ ...limits, maxSizeKb: 0 })).toBe(Number.POSITIVE_INFINITY);
    expect(judgeFiles([file("a.png", 102_400, "image/png"), file("b.png", 102_401, "image/png")], 0, limits)).toEqual(["accepted", "too-large"]);
  });

  it("reads accept as the chooser does: exact types, wildcards, extensions; empty takes all", () => {
    expect(acceptsType("image/*", file("x.gif", 1, "image/gif"))).toBe(true);
    expect(acceptsType("image/png", file("x.gif", 1, "image/gif"))).toBe(false);
    expect(acceptsType(".PDF", file("umowa.pdf", 1, ""))).toBe(true);
    expect(acceptsType("", file("x.exe", 1, "application/x-msdownload"))).toBe(true);
  });

  it("refuses the wrong type and the too large before counting, then counts the files already kept", () => {
    const verdicts = judgeFiles(
      [file("a.txt", 1, "text/plain"), file("b.jpg", 10, "image/jpeg"), file("c.png", 999_999, "image/png"), file("d.png", 10, "image/png")],
      1,
      limits,
    );
    expect(verdicts).toEqual(["wrong-type", "accepted", "too-large", "too-many"]);
  });

  it("knows a JPEG, a PNG and a PDF by their first bytes, and nothing else", () => {
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe("image/png");
    expect(sniffType(new TextEncoder().encode("%PDF-1.4"))).toBe("application/pdf");
    expect(sniffType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffType(new Uint8Array([]))).toBeNull();
  });
});

describe("a file's result text", () => {
  // Translated texts in brackets: the shop's own size message and the server's refusal go as they are.
  const wording: UploadWording = { t: (text, ...values) => `[${fill(text, values)}]`, size: (bytes) => `${bytes} B` };
  const text = (status: UploadState["status"], extra: Partial<UploadState> = {}, sizeMessage?: string) =>
    resultText({ status, progress: 0, ...extra }, { ...limits, sizeMessage }, wording);

  it("names the accepted types for people: subtypes and extensions in capitals, each once", () => {
    expect(typeNames("image/jpeg,image/png,.pdf")).toBe("JPEG, PNG, PDF");
    expect(typeNames(" image/png , .PNG,,.pdf ")).toBe("PNG, PDF");
    expect(typeNames("")).toBe("");
  });

  it("says how far an upload is, and when it is slow", () => {
    expect(text("uploading", { progress: 0.426 })).toBe("[wysyłanie… 43%]");
    expect(text("uploading", { progress: 0.5, slow: true })).toBe("[wysyłanie… 50%] — [trwa dłużej niż zwykle]");
  });

  it("gives each verdict its reason, with the limit it broke", () => {
    expect([text("accepted"), text("stored")]).toEqual(["[przyjęty]", "[przyjęty]"]);
    expect(text("too-large")).toBe("[za duży — największy dozwolony rozmiar to 102400 B]");
    expect(text("too-many")).toBe("[za dużo plików — najwyżej 2]");
    expect(text("wrong-type")).toBe("[niedozwolony typ pliku — dozwolone: JPEG, PNG, PDF]");
    expect(text("failed", { cause: "connection" })).toBe("[nie udało się wysłać — sprawdź połączenie i wybierz plik ponownie]");
    // A server error is not blamed on the buyer's connection.
    expect(text("failed", { cause: "server" })).toBe("[nie udało się wysłać — serwer odpowiedział błędem; wybierz plik ponownie]");
    // An answer that is no upload answer (a login page, JSON of another shape) is said as such, not as an error.
    expect(text("failed", { cause: "malformed" })).toBe("[nie udało się wysłać — serwer przysłał nieoczekiwaną odpowiedź; wybierz plik ponownie]");
  });

  it("shows the shop's own size message and the server's refusal untranslated", () => {
    expect(text("too-large", {}, "Plik jest za duży!")).toBe("Plik jest za duży!");
    expect(text("refused", { error: "Zły format zdjęcia." })).toBe("Zły format zdjęcia.");
    expect(text("refused")).toBe("");
  });
});

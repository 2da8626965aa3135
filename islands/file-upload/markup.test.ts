import { describe, expect, it } from "vitest";
import { readFileUploadMarkup } from "./markup.ts";
import { fileUploadSchema } from "./schema.ts";

const host = (html: string) => Object.assign(document.createElement("div"), { innerHTML: html });

describe("file field markup", () => {
  it("reads the uploader's settings from the legacy input's attributes", () => {
    const props = readFileUploadMarkup(
      host(`<label for="f">Załączniki</label> <input type="file" id="f" name="bo_files" multiple accept="image/png,.pdf" data-upload-url="/ajax/Upload/file/" data-max-size="512" data-max-files="3" data-size-message="Za duży!"> <small>Do 512 KB.</small>`),
    );
    expect(fileUploadSchema.parse(props)).toEqual({
      name: "bo_files", id: "f", label: "Załączniki", hint: "Do 512 KB.", uploadUrl: "/ajax/Upload/file/",
      maxSizeKb: 512, maxFiles: 3, multiple: true, accept: "image/png,.pdf", sizeMessage: "Za duży!",
    });
  });

  it("without limits: no size limit, one file (ten for a multiple input)", () => {
    const single = fileUploadSchema.parse(readFileUploadMarkup(host(`<label for="p">Zdjęcie</label><input type="file" id="p" name="photo" data-upload-url="/u/">`)));
    expect(single).toMatchObject({ maxSizeKb: 0, maxFiles: 1, multiple: false, accept: "" });
    const many = fileUploadSchema.parse(readFileUploadMarkup(host(`<label for="p">Pliki</label><input type="file" id="p" name="p" multiple data-upload-url="/u/">`)));
    expect(many.maxFiles).toBe(10);
  });

  it("refuses a field without an upload address (the island then leaves the legacy input alone)", () => {
    expect(fileUploadSchema.safeParse(readFileUploadMarkup(host(`<label for="p">Zdjęcie</label><input type="file" id="p" name="photo">`))).success).toBe(false);
  });
});

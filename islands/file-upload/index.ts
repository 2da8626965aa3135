import { defineIsland } from "../../src/runtime/island.ts";
import { FileUpload } from "./FileUpload.tsx";
import { readFileUploadMarkup } from "./markup.ts";
import { fileUploadSchema } from "./schema.ts";

/** `<div data-island="file-upload"><label for=f>…</label> <input type="file" id=f name=… data-upload-url=…></div>` */
export default defineIsland({
  schema: fileUploadSchema,
  fromMarkup: readFileUploadMarkup,
  Component: FileUpload,
});

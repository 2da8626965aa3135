/**
 * The legacy file field: `<label for=…>` + `<input type="file" name accept multiple
 * data-upload-url data-max-size (KB) data-max-files data-size-message>` + an optional `<small>` hint.
 * Without the script it is a plain file input of a multipart form.
 */

const DEFAULT_MULTIPLE_FILES = 10;
export function readFileFieldMarkup(input: HTMLInputElement): Record<string, unknown> {
  const number = (attribute: string) => {
    const value = input.getAttribute(attribute);
    return value === null || value.trim() === "" ? undefined : Number(value);
  };
  const entries = {
    name: input.name,
    id: input.id,
    uploadUrl: input.getAttribute("data-upload-url") ?? undefined,
    maxSizeKb: number("data-max-size"),
    // Absent: one file, or for a multiple input DEFAULT_MULTIPLE_FILES (the legacy always set a limit).
    maxFiles: number("data-max-files") ?? (input.multiple ? DEFAULT_MULTIPLE_FILES : 1),
    multiple: input.multiple,
    accept: input.accept,
    sizeMessage: input.getAttribute("data-size-message") ?? undefined,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

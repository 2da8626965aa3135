import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { uploadFile } from "../../src/dejax/upload.ts";
import { judgeFiles, maxBytes, type UploadVerdict } from "../../src/domain/upload.ts";
import { t } from "../../src/i18n/t.ts";
import { sizeOnPage as size } from "../../src/i18n/language.ts";
import type { FileFieldSettings } from "./schema.ts";
// The field's styles travel with the field: the registration form renders it too, and the runtime
// loads the stylesheets of the chunk that holds it (per-island stylesheets).
import "./file-upload.css";

type Status = UploadVerdict | "uploading" | "stored" | "refused" | "failed";

interface Item {
  key: number;
  name: string;
  size: number;
  status: Status;
  /** 0..1 while uploading. */
  progress: number;
  /** The server's id once stored. */
  id?: string;
  /** The server's refusal, in the page's language. */
  error?: string;
}


/** The type list for people: `image/jpeg,image/png,.pdf` → `JPEG, PNG, PDF`. */
function typeNames(accept: string): string {
  return accept
    .split(",")
    .map((token) => token.trim().replace(/^\./, "").replace(/^[a-z]+\//, "").toUpperCase())
    .filter((name, i, all) => name && all.indexOf(name) === i)
    .join(", ");
}

function resultText(item: Item, settings: FileFieldSettings): string {
  switch (item.status) {
    case "uploading":
      return t("wysyłanie… %d%", Math.round(item.progress * 100));
    case "stored":
    case "accepted":
      return t("przyjęty");
    case "too-large":
      return settings.sizeMessage ?? t("za duży — największy dozwolony rozmiar to %s", size(maxBytes(settings)));
    case "too-many":
      return t("za dużo plików — najwyżej %d", settings.maxFiles);
    case "wrong-type":
      return t("niedozwolony typ pliku — dozwolone: %s", typeNames(settings.accept));
    case "refused":
      return item.error ?? "";
    case "failed":
      return t("nie udało się wysłać — sprawdź połączenie i wybierz plik ponownie");
  }
}

export interface FileFieldProps {
  settings: FileFieldSettings;
  /** The current upload address (a ref: a legacy script may change it at any time). */
  uploadUrl: () => string;
  /** Ids of the elements that describe the chooser (a hint, an error). */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The stored files' ids changed (comma-separated, as the hidden field posts them). */
  onChange?(ids: string): void;
}

/**
 * The legacy uploader today (spec §5 File uploader, §7 File upload): a styled button laid over a
 * real file input (a click opens the native chooser, the keyboard reaches the input itself), a drop
 * area, the size and count limits checked before anything is sent, each accepted file sent to the
 * upload address at once with a progress bar, and each file's result listed and announced. The
 * stored files' ids travel with the form in a hidden field of the legacy name.
 */
export function FileField({ settings, uploadUrl, describedBy, invalid, disabled, onChange }: FileFieldProps): ReactNode {
  const [items, setItems] = useState<Item[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(0);
  const aborts = useRef(new Set<AbortController>());
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => aborts.current.forEach((controller) => controller.abort()), []);

  const ids = items.flatMap((item) => (item.status === "stored" && item.id ? [item.id] : [])).join(",");
  const reported = useRef(ids);
  useEffect(() => {
    if (reported.current === ids) return;
    reported.current = ids;
    onChange?.(ids);
  }, [ids, onChange]);

  const update = (key: number, change: Partial<Item>) => setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = async (key: number, file: File) => {
    const controller = new AbortController();
    aborts.current.add(controller);
    const answer = await uploadFile(uploadUrl(), settings.name, file, (progress) => update(key, { progress }), controller.signal);
    aborts.current.delete(controller);
    if (controller.signal.aborted) return;
    const done: Partial<Item> = answer.ok ? { status: "stored", id: answer.file.id } : answer.error ? { status: "refused", error: answer.error } : { status: "failed" };
    update(key, done);
    setAnnouncement(`${file.name}: ${resultText({ key, name: file.name, size: file.size, progress: 1, status: "stored", ...done }, settings)}`);
  };

  const add = (files: readonly File[]) => {
    if (files.length === 0 || disabled) return;
    // A single-file field takes the new choice in place of the old one, as a native file input does.
    const kept = settings.multiple ? items.filter((item) => item.status === "uploading" || item.status === "stored") : [];
    const verdicts = judgeFiles(files, kept.length, settings);
    const added = files.map((file, i): Item => {
      const verdict = verdicts[i]!;
      return { key: nextKey.current++, name: file.name, size: file.size, status: verdict === "accepted" ? "uploading" : verdict, progress: 0 };
    });
    setItems([...(settings.multiple ? items : []), ...added]);
    setAnnouncement(added.map((item) => `${item.name} (${size(item.size)}): ${item.status === "uploading" ? t("wysyłanie…") : resultText(item, settings)}`).join("; "));
    added.forEach((item, i) => {
      if (item.status === "uploading") void send(item.key, files[i]!);
    });
  };

  const remove = (item: Item) => {
    setItems((all) => all.filter((other) => other.key !== item.key));
    setAnnouncement(t("Usunięto plik %s.", item.name));
    input.current?.focus();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const limits = [
    settings.maxSizeKb > 0 ? t("do %s", size(maxBytes(settings))) : "",
    settings.multiple ? t("najwyżej %d plików", settings.maxFiles) : "",
    settings.accept ? typeNames(settings.accept) : "",
  ].filter(Boolean);

  return (
    <div
      className={`tb-file-upload${dragging ? " is-dragging" : ""}${invalid ? " is-invalid" : ""}`}
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <span className="tb-file-upload__picker">
        {/* The visible face is a second label, so the control's name says what the button says. */}
        <label htmlFor={settings.id} className="tb-file-upload__button">
          {settings.multiple ? t("Wybierz pliki") : t("Wybierz plik")}
        </label>
        <input
          ref={input}
          id={settings.id}
          type="file"
          className="tb-file-upload__input"
          accept={settings.accept || undefined}
          multiple={settings.multiple}
          disabled={disabled}
          aria-describedby={[describedBy, listId].filter(Boolean).join(" ")}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = ""; // the same file may be chosen again after a refusal
          }}
        />
      </span>
      <span className="tb-file-upload__drop">
        {t("lub upuść tutaj")}
        {limits.length > 0 && ` (${limits.join(", ")})`}
      </span>
      <input type="hidden" name={settings.name} value={ids} />
      <ul id={listId} className="tb-file-upload__list" aria-label={t("Wybrane pliki")}>
        {items.map((item) => (
          <li key={item.key} className={`tb-file-upload__item is-${item.status}`}>
            <span className="tb-file-upload__name">{item.name}</span> <span className="tb-file-upload__size">{size(item.size)}</span>
            {" — "}
            <span className="tb-file-upload__result">{resultText(item, settings)}</span>
            {item.status === "uploading" && <progress className="tb-file-upload__progress" max={1} value={item.progress} aria-label={t("Wysyłanie pliku %s", item.name)} />}
            {item.status !== "uploading" && (
              <button type="button" className="tb-file-upload__remove" onClick={() => remove(item)}>
                {item.status === "stored" ? t("Usuń") : t("Ukryj")}
                <span className="tb-visually-hidden"> {item.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <span role="status" className="tb-visually-hidden">
        {announcement}
      </span>
    </div>
  );
}

import { useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent, type MouseEvent, type ReactNode } from "react";
import { uploadFile } from "../../dejax/upload.ts";
import { judgeFiles, maxBytes, resultText, typeNames, type UploadState, type UploadWording } from "../../domain/upload.ts";
import { polishPlural } from "../../domain/plural.ts";
import { t } from "../../i18n/t.ts";
import { sizeOnPage as size } from "../../i18n/language.ts";
import { EVENT_PREFIX } from "../../runtime/events.ts";
import type { FileFieldSettings } from "./schema.ts";
// The field's styles travel with the field: every island that renders it gets them, as the runtime
// loads the stylesheets of the chunk that holds it (per-island stylesheets).
import "./fileField.css";

interface Item extends UploadState {
  key: number;
  name: string;
  size: number;
  /** Every byte has left: the server is storing it, so it is never offered to be sent again (it could be stored twice). */
  sent?: boolean;
  /** The server's id once stored. */
  id?: string;
}

/** The result texts in the page's language and size format (src/domain/upload.ts takes them from here). */
const WORDING: UploadWording = { t, size };

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

/** Whether a form's submit event concerns the field inside `root`. */
const isOwnForm = (event: Event, root: HTMLElement | null): boolean => event.target instanceof HTMLFormElement && root !== null && event.target.contains(root);

/**
 * The legacy uploader today (spec §5 File uploader, §7 File upload): a styled button laid over a
 * real file input (a click opens the native chooser, the keyboard reaches the input itself), a drop
 * area, the size and count limits checked before anything is sent, each accepted file sent to the
 * upload address at once with a progress bar, and each file's result listed and announced. The
 * stored files' ids travel with the form in a hidden field of the legacy name. A file on its way
 * can be cancelled, and retried once it has stalled; while one is on its way the form engine's
 * submit is held back (the hidden field would go without it) and the user is told why.
 */
export function FileField({ settings, uploadUrl, describedBy, invalid, disabled, onChange }: FileFieldProps): ReactNode {
  const [items, setItems] = useState<Item[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState(false);
  /** How many submits were held back while files were on their way (0: none since the last upload ended). */
  const [heldSubmits, setHeldSubmits] = useState(0);
  const nextKey = useRef(0);
  /** The uploads on their way and the files behind them (a retry sends the same file), by item key. */
  const aborts = useRef(new Map<number, AbortController>());
  const chosen = useRef(new Map<number, File>());
  const listId = useId();
  const waitId = useId();
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const wait = useRef<HTMLParagraphElement>(null);

  useEffect(() => () => aborts.current.forEach((controller) => controller.abort()), []);

  const uploading = items.filter((item) => item.status === "uploading").length;
  useEffect(() => {
    if (uploading === 0) setHeldSubmits(0);
  }, [uploading]);
  // The hidden field carries stored files only: a form sent now would go without the ones on their way (those
  // with an upload in `aborts`, set as the upload starts: a send in the same frame as the choice is held too).
  // Heard on the document, so it works wherever the host sits in the form and whenever it was attached.
  useEffect(() => {
    const hold = (event: Event) => {
      if (aborts.current.size === 0 || !isOwnForm(event, root.current)) return;
      event.preventDefault();
      setHeldSubmits((count) => count + 1);
    };
    document.addEventListener(`${EVENT_PREFIX}form-submit`, hold);
    return () => document.removeEventListener(`${EVENT_PREFIX}form-submit`, hold);
  }, []);
  useEffect(() => {
    if (heldSubmits > 0) wait.current?.scrollIntoView({ block: "nearest" });
  }, [heldSubmits]);

  const ids = items.flatMap((item) => (item.status === "stored" && item.id ? [item.id] : [])).join(",");
  const reported = useRef(ids);
  useEffect(() => {
    if (reported.current === ids) return;
    reported.current = ids;
    onChange?.(ids);
  }, [ids, onChange]);

  // 'Spróbuj ponownie' goes when the upload moves again, its bytes have all left or it ends. If it had the focus, the
  // item's own button (cancel, then remove) takes it, instead of the page.
  const refocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    const key = refocus.current;
    if (key === null) return;
    refocus.current = null;
    const focused = document.activeElement;
    if (!focused || focused === document.body) root.current?.querySelector<HTMLElement>(`[data-item="${key}"] .tb-file-upload__action`)?.focus();
  });

  const update = (key: number, change: Partial<Item>) => {
    if (document.activeElement?.matches(`[data-item="${key}"] .tb-file-upload__retry`)) refocus.current = key;
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  };

  const send = async (key: number, file: File) => {
    aborts.current.get(key)?.abort();
    const controller = new AbortController();
    aborts.current.set(key, controller);
    const answer = await uploadFile(uploadUrl(), settings.name, file, {
      onProgress: (progress) => update(key, { progress }),
      onSlow: (slow) => {
        update(key, { slow });
        if (slow) setAnnouncement(`${file.name}: ${t("trwa dłużej niż zwykle")}`);
      },
      onSent: () => update(key, { sent: true }),
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    aborts.current.delete(key);
    chosen.current.delete(key);
    const done: Partial<Item> = answer.ok ? { status: "stored", id: answer.file.id } : answer.error === null ? { status: "failed", cause: answer.cause } : { status: "refused", error: answer.error };
    update(key, done);
    setAnnouncement(`${file.name}: ${resultText({ progress: 1, status: "stored", ...done }, settings, WORDING)}`);
  };

  /** Stops the item's upload, if on its way, and lets go of its file. */
  const forget = (item: Item) => {
    aborts.current.get(item.key)?.abort();
    aborts.current.delete(item.key);
    chosen.current.delete(item.key);
  };

  const add = (files: readonly File[]) => {
    if (files.length === 0 || disabled) return;
    // A single-file field takes the new choice in place of the old one, as a native file input does.
    const kept = settings.multiple ? items.filter((item) => item.status === "uploading" || item.status === "stored") : [];
    if (!settings.multiple) items.forEach(forget); // the replaced file's upload, if still on its way, stops
    const verdicts = judgeFiles(files, kept.length, settings);
    const added = files.map((file, i): Item => {
      const verdict = verdicts[i]!;
      return { key: nextKey.current++, name: file.name, size: file.size, status: verdict === "accepted" ? "uploading" : verdict, progress: 0 };
    });
    setItems([...(settings.multiple ? items : []), ...added]);
    setAnnouncement(added.map((item) => `${item.name} (${size(item.size)}): ${item.status === "uploading" ? t("wysyłanie…") : resultText(item, settings, WORDING)}`).join("; "));
    added.forEach((item, i) => {
      if (item.status !== "uploading") return;
      chosen.current.set(item.key, files[i]!);
      void send(item.key, files[i]!);
    });
  };

  const remove = (item: Item) => {
    forget(item);
    setItems((all) => all.filter((other) => other.key !== item.key));
    setAnnouncement(item.status === "uploading" ? t("Anulowano wysyłanie pliku %s.", item.name) : t("Usunięto plik %s.", item.name));
    input.current?.focus();
  };

  // Only the user sends a file again: a POST re-sent by a timer could store it twice (docs/legacy-forms.md).
  const retry = (item: Item, event: MouseEvent<HTMLButtonElement>) => {
    const file = chosen.current.get(item.key);
    if (!file) return;
    // The retry button goes with the slow state; the item's cancel button keeps the focus.
    event.currentTarget.parentElement?.querySelector<HTMLElement>(".tb-file-upload__cancel")?.focus();
    update(item.key, { progress: 0, slow: false, sent: false });
    setAnnouncement(`${item.name}: ${t("wysyłanie…")}`);
    void send(item.key, file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const limits = [
    settings.maxSizeKb > 0 ? t("do %s", size(maxBytes(settings))) : "",
    settings.multiple ? t(polishPlural(settings.maxFiles, { one: "najwyżej %d plik", few: "najwyżej %d pliki", many: "najwyżej %d plików" }), settings.maxFiles) : "",
    settings.accept ? typeNames(settings.accept) : "",
  ].filter(Boolean);

  return (
    <div
      ref={root}
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
          aria-describedby={[describedBy, listId, heldSubmits > 0 && uploading > 0 ? waitId : ""].filter(Boolean).join(" ")}
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
          <li key={item.key} data-item={item.key} className={`tb-file-upload__item is-${item.status}${item.status === "uploading" && item.slow ? " is-slow" : ""}`}>
            <span className="tb-file-upload__name">{item.name}</span> <span className="tb-file-upload__size">{size(item.size)}</span>
            {" — "}
            <span className="tb-file-upload__result">{resultText(item, settings, WORDING)}</span>
            <button type="button" className={`tb-file-upload__action tb-file-upload__${item.status === "uploading" ? "cancel" : "remove"}`} onClick={() => remove(item)}>
              {item.status === "uploading" ? t("Anuluj") : item.status === "stored" ? t("Usuń") : t("Ukryj")}
              <span className="tb-visually-hidden"> {item.name}</span>
            </button>
            {item.status === "uploading" && item.slow && !item.sent && (
              <button type="button" className="tb-file-upload__action tb-file-upload__retry" onClick={(event) => retry(item, event)}>
                {t("Spróbuj ponownie")}
                <span className="tb-visually-hidden"> {item.name}</span>
              </button>
            )}
            {item.status === "uploading" && <progress className="tb-file-upload__progress" max={1} value={item.progress} aria-label={t("Wysyłanie pliku %s", item.name)} />}
          </li>
        ))}
      </ul>
      {heldSubmits > 0 && uploading > 0 && (
        // A new element per held submit: a repeated submit is announced again.
        <p key={heldSubmits} ref={wait} id={waitId} role="alert" className="tb-file-upload__wait">
          {uploading > 1 ? t("Poczekaj, aż pliki zostaną wysłane.") : t("Poczekaj, aż plik zostanie wysłany.")}
        </p>
      )}
      <span role="status" className="tb-visually-hidden">
        {announcement}
      </span>
    </div>
  );
}

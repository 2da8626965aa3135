import { useEffect, useRef, useState, type ReactNode } from "react";
import { quickAddResult, type QuickAddSnapshot } from "../../src/domain/quickAdd.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { LiveRegion } from "../../src/ui/LiveRegion.tsx";
import { openPopup } from "../../src/ui/popup.ts";
import { useModal } from "../../src/ui/useModal.ts";
import type { QuickAddProps } from "./schema.ts";

/** How often an open popup is checked (closed yet? its fields now): the legacy viewer polled too. */
const POLL_MS = 200;

/** What the form page shows now: `id_saved` and the value field (each undefined when the page has no such field). */
function snapshot(doc: Document, valueField: string): QuickAddSnapshot {
  const id = doc.querySelector<HTMLInputElement>('input[name="id_saved"]');
  const field = doc.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${CSS.escape(valueField)}"]`);
  const value = field instanceof HTMLSelectElement ? (field.selectedOptions[0]?.text ?? "") : field?.value;
  return { idSaved: id?.value, value };
}

/**
 * Adds (or re-selects) the option in the target list and tells the page, as a user's choice would:
 * a native select, or a combo-box or select-list island (its handle's addOption) found by the target id.
 */
function addOption(target: HTMLElement | null, id: string, value: string): boolean {
  const select = target instanceof HTMLSelectElement ? target : target?.querySelector("select");
  if (!select) {
    const host = target?.closest("[data-island]") ?? target?.querySelector("[data-island]");
    const handle = host ? window.Trybuna?.get(host) : null;
    return typeof handle?.addOption === "function" && (handle.addOption as (id: string, value: string) => boolean)(id, value);
  }
  const option = [...select.options].find((item) => item.value === id) ?? select.appendChild(new Option(value, id));
  option.selected = true;
  select.dispatchEvent(new Event("input", { bubbles: true }));
  select.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}

/**
 * Quick-add (spec §3, §5, §7, §8): the link opens the add form in a popup (§9 chrome off,
 * centred); when the popup closes, the saved key (`id_saved`) and the display value (the field
 * named by `valueField`) from its last page are added to the target list and selected. A missing
 * or invalid key: the legacy console warning, nothing added. Popups blocked (window.open answers
 * null): the same form opens in an in-page modal dialog (an iframe of the same address), which
 * closes by itself once the record is saved.
 */
export function QuickAdd({ props, emit }: IslandProps<QuickAddProps>): ReactNode {
  const [inPage, setInPage] = useState(false);
  // What the user is told; `reload` when the record is saved but no list on the page took it (shown, not only said).
  const [notice, setNotice] = useState({ text: "", reload: false });
  const dialog = useModal(inPage);
  const last = useRef<QuickAddSnapshot | null>(null);
  const stopWatching = useRef<() => void>(() => {});

  useEffect(() => () => stopWatching.current(), []);

  const finish = (): void => {
    const result = quickAddResult(last.current, props.valueField);
    last.current = null;
    // §8: console only (the legacy behaviour): the user closed the form without saving, or the form is broken
    // (a saved record whose value field the form lacks is still added, named by its id).
    if (result.warning) console.warn(result.warning);
    if (!result.ok) return;
    if (!addOption(document.getElementById(props.target), result.id, result.value)) {
      console.warn(`quick-add: no list #${props.target} to add to`);
      // Saved all the same (the server has it): the user learns where to find it rather than nothing (QA session 41).
      setNotice({ text: t("Zapisano „%s”. Nowa pozycja pojawi się na liście po odświeżeniu strony.", result.value), reload: true });
      return;
    }
    setNotice({ text: t("Dodano „%s” i wybrano na liście.", result.value), reload: false });
    emit("add", { id: result.id, value: result.value });
  };

  /** Follows the popup: reads its fields on every poll and as each page goes away; finishes once it is closed. */
  const watch = (popup: Window): void => {
    stopWatching.current();
    const seen = new WeakSet<Document>();
    const read = (): void => {
      try {
        last.current = snapshot(popup.document, props.valueField);
      } catch {
        // Another origin or a document on its way out: keep the last reading.
      }
    };
    /** Listens to the popup's current page (once per page): read when parsed and as it goes. */
    const attach = (): boolean => {
      try {
        if (seen.has(popup.document)) return false;
        seen.add(popup.document);
        popup.addEventListener("DOMContentLoaded", read);
        popup.addEventListener("pagehide", onHide);
        return true;
      } catch {
        return false; // not readable (yet)
      }
    };
    /**
     * A page goes (the form posted, or the window closes): read it, then look for the next page every
     * few ms until it is there, so a saved page that closes itself at once is read before it goes.
     */
    const onHide = (): void => {
      read();
      const until = Date.now() + 5000;
      const next = (): void => {
        if (!popup.closed && !attach() && Date.now() < until) window.setTimeout(next, 10);
      };
      window.setTimeout(next, 0);
    };
    attach();
    const timer = window.setInterval(() => {
      if (popup.closed) {
        stopWatching.current();
        finish();
        return;
      }
      read();
      attach();
    }, POLL_MS);
    stopWatching.current = () => {
      window.clearInterval(timer);
      stopWatching.current = () => {};
    };
  };

  const onFrameLoad = (event: React.SyntheticEvent<HTMLIFrameElement>): void => {
    const doc = event.currentTarget.contentDocument;
    if (!doc) return;
    // Keys pressed in the form go to the frame's document: Escape there closes the dialog too.
    doc.addEventListener("keydown", (key) => {
      if (key.key === "Escape") dialog.current?.close();
    });
    last.current = snapshot(doc, props.valueField);
    // Saved: nothing left to do in the form, so the dialog closes (a popup would be closed by the user).
    if (quickAddResult(last.current).ok) dialog.current?.close();
  };

  return (
    <>
      <a
        href={props.url}
        target="_blank"
        className="tb-quick-add__link"
        onClick={(event) => {
          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          last.current = null;
          const popup = openPopup(props.url, { width: props.width, height: props.height, align: props.align, name: "tb-quick-add", fallback: "none", chrome: { scrollbars: true, resizable: true } });
          if (popup) watch(popup);
          else setInPage(true);
        }}
      >
        {props.label}
        {/* Said, not seen (WCAG 3.2.5 advisory, G201): the link opens a window of its own (the in-page dialog only
            when popups are blocked). Visually hidden text rather than aria-description: every screen reader reads
            it, in link lists too. */}
        <span className="tb-visually-hidden"> {t("(otwiera nowe okno)")}</span>
      </a>
      <LiveRegion visible={notice.reload}>{notice.text}</LiveRegion>
      <dialog
        ref={dialog}
        className="tb-quick-add"
        aria-label={props.label}
        onClose={() => {
          setInPage(false);
          finish();
        }}
      >
        {inPage && (
          <>
            <iframe src={props.url} title={props.label} onLoad={onFrameLoad} />
            <p className="tb-quick-add__actions">
              <button type="button" className="tb-button tb-button--secondary" onClick={() => dialog.current?.close()}>
                {t("Zamknij")}
              </button>
            </p>
          </>
        )}
      </dialog>
    </>
  );
}

import { useId, useRef, useState, type ReactNode } from "react";
import { request } from "../../src/dejax/client.ts";
import { pageAddresses, pageFromLink } from "../../src/domain/paging.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { setTrustedHtml } from "../../src/runtime/trustedTypes.ts";
import { LiveRegion } from "../../src/ui/LiveRegion.tsx";
import { StalledNotice } from "../../src/ui/StalledNotice.tsx";
import { useKeptMarkup } from "../../src/ui/useKeptMarkup.ts";
import { markCurrent } from "./markup.ts";
import type { PagedListProps } from "./schema.ts";

/** A page chosen: its number and the link that named it (`href`, for its address). */
type Choice = { page: number; href: string };
type Status = { kind: "idle" } | ({ kind: "loading" } & Choice) | ({ kind: "failed" } & Choice);

/**
 * A list that reloads its content in place (spec §2, §7): a pager link's page number is sent as
 * `page_no` to the page's own URL (with the query of a link to it: pageAddresses), and the HTML fragment the server
 * returns (the legacy protocol's trusted same-origin fragment) replaces the list. Without the script the links load
 * whole pages.
 */
export function PagedList({ props, legacy, emit }: IslandProps<PagedListProps>): ReactNode {
  const content = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(props.page);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // Whether the island has loaded a page: each one it loads is said, the server's first one too (going back to
  // page 1 was compared with the server's page and said nothing, session 42).
  const [loaded, setLoaded] = useState(false);
  // The load under way: a newer choice in this list aborts it. Its own, not the request client's cancel mode,
  // which is one for the whole page: another list's or island's load aborted this one, and the list stayed
  // "loading" for good (two lists on one page, session 42).
  const pending = useRef<AbortController | null>(null);
  const headingId = useId();

  // Before the first paint: the server's own page, its very nodes (moved, as the lightbox's and the legacy form's):
  // what the shop's scripts bound to them and what the user chose in them stay. A copy lost both (session 42: a
  // button in the list that the shop's script had bound did nothing on the first page). At unmount the list's
  // current nodes go back to the host. A current page the shop marks only by looks is marked for screen readers too.
  useKeptMarkup(legacy, content, (box) => markCurrent(box, location.href));

  const load = async ({ page: next, href }: Choice): Promise<void> => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setStatus({ kind: "loading", page: next, href });
    const { request: source, address } = pageAddresses(href, next, location.href);
    // Eval on (the legacy default): the fragment's scripts run once it is in place (the request client waits a task).
    const result = await request<string>({ url: props.url ?? source, data: { page_no: next }, signal: controller.signal, as: "fragment" });
    if (pending.current !== controller) return; // a newer choice replaced it
    pending.current = null;
    if (!result.ok) {
      setStatus({ kind: "failed", page: next, href });
      return;
    }
    if (!content.current) return;
    setTrustedHtml(content.current, result.data);
    markCurrent(content.current, location.href);
    setPage(next);
    setLoaded(true);
    setStatus({ kind: "idle" });
    history.replaceState(history.state, "", address);
    content.current.focus({ preventScroll: true });
    content.current.scrollIntoView({ block: "nearest" });
    emit("page", { page: next });
  };

  return (
    <section className="tb-paged-list" aria-labelledby={headingId} aria-busy={status.kind === "loading"}>
      <h2 id={headingId} className="tb-visually-hidden">{props.label}</h2>
      <div
        ref={content}
        className="tb-paged-list__content"
        // Islands in the list mount, on the server's page as on the pages loaded later (setTrustedHtml marks it then).
        data-island-content=""
        tabIndex={-1}
        aria-label={t("%s, strona %d", props.label, page)}
        onClick={(event) => {
          const link = (event.target as Element).closest<HTMLAnchorElement>("a[href]");
          if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          const href = link.getAttribute("href") ?? "";
          const next = pageFromLink(href, location.href);
          if (next === null) return;
          event.preventDefault();
          void load({ page: next, href });
        }}
      />
      <LiveRegion>
        {status.kind === "loading" && t("Wczytywanie strony %d…", status.page)}
        {status.kind === "idle" && loaded && t("Wczytano stronę %d.", page)}
      </LiveRegion>
      {/* Seen as well as heard: the loading text above is for screen readers only, the dimmed list says little. */}
      <StalledNotice
        key={status.kind === "loading" ? status.page : 0 /* another page chosen: its own wait */}
        active={status.kind === "loading"}
        doing={status.kind === "loading" ? t("Wczytywanie strony %d", status.page) : ""}
        advice={t("Możesz poczekać albo wybrać inną stronę.")}
        className="tb-paged-list__stalled"
      />
      {status.kind === "failed" && (
        <p className="tb-paged-list__error" role="alert">
          {t("Nie udało się wczytać strony %d.", status.page)}{" "}
          <button type="button" className="tb-button tb-button--secondary" onClick={() => void load(status)}>{t("Spróbuj ponownie")}</button>
        </p>
      )}
    </section>
  );
}

/**
 * The kit (issue 10): opening the alert box and the lightbox, click to painted frame, ≤ 16 ms; a 1,000-row ×
 * 8-column grid mounts within 100 ms and a cell edit commits to a painted frame within 16 ms.
 * Each figure has a hand-written floor measured in the same page.
 *
 * Protocol (../shared/notes/perf.md): production build, fixture server, Debian's Chromium, a fresh
 * context and page per repetition, ≥ 7 repetitions, min / median / max, ratio to the floor.
 *
 * - Alert box: on the gallery page, a real mouse click on the legacy script's "Limit miejsc"
 *   button (it calls Trybuna.alert). t0 is the click event's timeStamp; t1 is taken in a task
 *   queued from the first animation frame after the box is open (its `open` attribute set), i.e.
 *   after that frame's style, layout and paint. The first alert of a fresh page is measured, after
 *   the page's first two idle periods, as bench/date-input.ts does (a buyer reads the page before
 *   clicking; changed in session 19: right after the grid appeared, the click competed with the
 *   50 islands' idle work, e.g. the date pickers built hidden at idle, and the first open's median
 *   was 19.1 ms against 14.6 ms two seconds later, in one probe of 7 fresh pages each). The gallery's
 *   islands have loaded the alert box's chunk by then (AlertDialog imports it), so "first open" is the
 *   box's first use, not its download. Floor: a hand-written <dialog> with a message and a button,
 *   built and shown by a click handler the way src/ui/modalLayer.ts shows the shop's boxes (a pointer
 *   shield and the box as top-layer popovers, focus on its button, the page made inert in a task after
 *   the first frame), timed the same way. The first open's floor is that box as the first of a fresh
 *   gallery page, clicked at the same moment; the next open's floor is the one shown third, after the
 *   two alerts. Beside them, without a target: the same first box as a modal <dialog> (showModal(),
 *   which the shop used until session 32: it makes the whole page inert inside the click's task, a
 *   style recalculation of every element, 40–50 ms in a trace), and the alert's click → the first frame
 *   painted with the page behind it inert (the deferred part, so that it is seen, not hidden).
 * - Lightbox: on the same page, a real click on the first photo link; t1 after the first frame
 *   painted with the viewer open and its photo element in it (the photo is decoded on its own
 *   time, as in any viewer). Floor: a hand-written <dialog> with the same <img>, the position line
 *   and three buttons, shown by a click handler as the alert's floor is, timed the same way.
 *   Breakdown, without a target (session 49): the part of each figure handled before the click's first listener
 *   (Playwright sends hover, press and release back to back, and Chromium may stamp the release, the click's
 *   timeStamp, before it has handled the press: inside the viewer's island React's listeners run for each of those
 *   events, the floor's link is outside every React root); and the viewer and its floor opened by a held click
 *   (lib.ts `holdAndRelease`, as bench/date-input.ts does) in a fresh page of their own.
 * - Grid mount: a data-grid host with 1,000 records of 8 columns (6 editable) enters the gallery
 *   page (its chunk, React and the stylesheet are loaded); t0 just before it is inserted, in a task
 *   of its own; t1 in a task queued from the first animation frame after its `trybuna:mount`, i.e.
 *   after the first frame painted with the grid (changed in session 17: the grid renders its first
 *   rows in the mount and the rest in a background render, so `trybuna:mount` alone no longer means
 *   "every row is there"; the painted frame is what the user waits for, and it is later than the
 *   mount event, never earlier). A second figure, without a target, times the same t0 to the first
 *   painted frame with all 1,000 rows in the DOM. Floor (unchanged): the same table (8,000 cells, the
 *   editable ones as buttons) built by a hand-written DOM loop, timed to the end of the loop without
 *   a frame, so the ratio is conservative.
 * - Cell edit: in that grid, an edit box open on row 500; t0 is the Enter keydown's timeStamp,
 *   t1 after the next painted frame (the cell shows the new value). Floor (session 23; before, a plain
 *   auto-layout table, 5× slower than the grid): a copy of the grid's own DOM without React, and a
 *   hand-written keydown handler doing what the grid's Enter does (the cell's new value as a button, the
 *   next cell of the row opened as an edit box, focused, its text selected).
 *
 * Usage: `import { kitFigures } from "./kit.ts"`.
 */
import type { Browser, Page } from "playwright";
import { freshPage, holdAndRelease, idle, REPETITIONS, round, stats, timedFigure, type Figure } from "./lib.ts";

export const OPEN_BUDGET_MS = 16;
export const GRID_MOUNT_BUDGET_MS = 100;
export const CELL_COMMIT_BUDGET_MS = 16;
const ROWS = 1000;
const COLUMNS = 8;
const PAGE = "/formularze/galeria.html";

/**
 * In the page: resolves with the time from the next click/keydown to the first frame painted once
 * `selector` matches (or, with `present` false, no longer matches), and the part of it that went before the event's
 * first listener (`press`: for a click, the hover and press Chromium handled after stamping the release).
 */
function arm(page: Page, type: "click" | "keydown", selector: string, present = true): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(({ type, selector, present }) => {
    const w = window as unknown as { timing: Promise<Timing> };
    const loop: { next?: (t0: number, press: number, resolve: (timing: Timing) => void) => void } = {};
    loop.next = (t0, press, resolve) =>
      requestAnimationFrame(() => ((document.querySelector(selector) !== null) === present ? setTimeout(() => resolve({ ms: performance.now() - t0, press })) : loop.next!(t0, press, resolve)));
    w.timing = new Promise((resolve) => {
      document.addEventListener(type, (event) => loop.next!(event.timeStamp, performance.now() - event.timeStamp, resolve), { once: true, capture: true });
    });
  }, { type, selector, present });
}
/** An armed figure: event to painted frame, and the part handled before the event's first listener. */
interface Timing {
  ms: number;
  press: number;
}
/** The armed figure; a frame that never comes (the box did not open) fails the run instead of hanging it. */
const timing = (page: Page): Promise<Timing> =>
  page.evaluate(() => Promise.race([(window as unknown as { timing: Promise<Timing> }).timing, new Promise<Timing>((_, reject) => setTimeout(() => reject(new Error("no painted frame with the expected change within 30 s")), 30_000))]));

async function openGallery(browser: Browser, baseUrl: string): Promise<Page> {
  const page = await freshPage(browser);
  await page.goto(`${baseUrl}${PAGE}`);
  await page.locator("#gallery-grid-host .tb-data-grid").waitFor();
  return page;
}

type OverlayTimes = { box: number; inert: number; warm: number; floor: number; firstFloor: number; firstModalFloor: number; lightbox: Timing; lightboxFloor: Timing };

/**
 * Click on `trigger` → a painted frame showing `shown`; `after`, if given, is awaited before the overlay is closed by
 * `closeKey` (a second figure of the same click).
 */
async function openAndClose(page: Page, trigger: string, shown: string, closeKey: string, after?: () => Promise<number>): Promise<Timing & { after?: number }> {
  await arm(page, "click", shown);
  await page.locator(trigger).first().click();
  const opened = await timing(page);
  const second = after ? await after() : undefined;
  await page.keyboard.press(closeKey);
  await page.waitForFunction(() => !document.querySelector("dialog[open]"));
  return { ...opened, ...(second === undefined ? {} : { after: second }) };
}

/**
 * How a hand-written floor shows its box: `modal` is `<dialog>.showModal()`; `layer` is what src/ui/modalLayer.ts
 * does by hand (a transparent pointer shield and the box as top-layer popovers, focus on the box's button, the
 * page made inert in a task after the first frame).
 */
type FloorKind = "modal" | "layer";

/**
 * In the page: `benchShow(dialog, kind)` and `benchClose()` (members of window: tsx would wrap a named function in a
 * helper the page does not have, and the page's CSP refuses an added script).
 */
async function installFloorHelpers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { benchShow(dialog: HTMLDialogElement, kind: FloorKind): void; benchClose(): void };
    w.benchShow = (dialog, kind) => {
      document.body.append(dialog);
      if (kind === "modal") return dialog.showModal();
      const shield = document.createElement("div");
      shield.id = "floor-shield";
      shield.popover = "manual";
      shield.style.cssText = "position: fixed; inset: 0; width: auto; height: auto; margin: 0; border: 0; background: transparent";
      document.body.append(shield);
      shield.showPopover();
      dialog.popover = "manual";
      dialog.setAttribute("aria-modal", "true");
      dialog.setAttribute("open", "");
      dialog.showPopover();
      dialog.querySelector("button")!.focus();
      requestAnimationFrame(() => setTimeout(() => {
        for (const child of document.body.children) if (child !== dialog && child !== shield) (child as HTMLElement).inert = true;
      }));
    };
    w.benchClose = () => {
      document.querySelector("#floor-shield")?.remove();
      for (const dialog of document.querySelectorAll<HTMLDialogElement>("[id^='floor-'][popover]")) {
        dialog.hidePopover();
        dialog.close();
      }
      for (const child of document.body.children) (child as HTMLElement).inert = false;
    };
  });
}

/** The alert box's floor: a button whose click handler builds and shows a hand-written box. */
const addDialogFloor = (page: Page, kind: FloorKind): Promise<void> =>
  page.evaluate((kind) => {
    const button = document.createElement("button");
    button.id = `bench-floor-${kind}`;
    button.textContent = "floor";
    button.addEventListener("click", () => {
      const dialog = document.createElement("dialog");
      dialog.id = `floor-dialog-${kind}`;
      dialog.setAttribute("role", "alertdialog");
      const text = document.createElement("p");
      text.textContent = "Możesz wybrać tylko 4 miejsca.";
      const ok = document.createElement("button");
      ok.textContent = "OK";
      dialog.append(text, ok);
      (window as unknown as { benchShow(dialog: HTMLDialogElement, kind: string): void }).benchShow(dialog, kind);
    });
    document.querySelector("main")!.prepend(button);
  }, kind);
async function openDialogFloor(page: Page, kind: FloorKind): Promise<number> {
  await arm(page, "click", `#floor-dialog-${kind}[open]`);
  await page.locator(`#bench-floor-${kind}`).click();
  const { ms } = await timing(page);
  await closeFloor(page, kind);
  return ms;
}
/** Closes a floor's box: Escape for the modal <dialog>; the layer floor has no key handling of its own. */
async function closeFloor(page: Page, kind: FloorKind): Promise<void> {
  if (kind === "modal") await page.keyboard.press("Escape");
  else await page.evaluate(() => (window as unknown as { benchClose(): void }).benchClose());
  await page.waitForFunction(() => !document.querySelector("dialog[open]"));
}

/** A hand-written box as the first modal of a fresh gallery page, clicked when the alert box's first open is. */
async function firstModalFloor(browser: Browser, baseUrl: string, kind: FloorKind): Promise<number> {
  const page = await openGallery(browser, baseUrl);
  await idle(page);
  await installFloorHelpers(page);
  await addDialogFloor(page, kind);
  const ms = await openDialogFloor(page, kind);
  await page.context().close();
  return ms;
}

/**
 * In the page: resolves with the time from the next click to the first frame painted after more elements than
 * now are inert (the page behind a box made inert, which modalLayer.ts does in a task after the box's first frame).
 */
function armInert(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { inertTiming: Promise<number> };
    const before = document.querySelectorAll("[inert]").length;
    const loop: { next?: (t0: number, resolve: (ms: number) => void) => void } = {};
    loop.next = (t0, resolve) => requestAnimationFrame(() => (document.querySelectorAll("[inert]").length > before ? setTimeout(() => resolve(performance.now() - t0)) : loop.next!(t0, resolve)));
    w.inertTiming = new Promise((resolve) => document.addEventListener("click", (event) => loop.next!(event.timeStamp, resolve), { once: true, capture: true }));
  });
}

async function alertOnce(browser: Browser, baseUrl: string): Promise<Omit<OverlayTimes, "firstFloor" | "firstModalFloor">> {
  const page = await openGallery(browser, baseUrl);
  await idle(page);
  await armInert(page);
  const box = await openAndClose(page, "#alert-seat-limit", "dialog.tb-alert[open]", "Enter", () => page.evaluate(() => (window as unknown as { inertTiming: Promise<number> }).inertTiming));
  const warm = await openAndClose(page, "#alert-session", "dialog.tb-alert[open]", "Enter");
  await installFloorHelpers(page);
  await addDialogFloor(page, "layer");
  const floor = await openDialogFloor(page, "layer");

  // The lightbox: a click on the first photo link → the viewer open with its frame painted.
  const lightbox = await openAndClose(page, LIGHTBOX_LINK, LIGHTBOX_OPEN, "Escape");
  await addLightboxFloor(page);
  await arm(page, "click", LIGHTBOX_FLOOR_OPEN);
  await page.locator("#bench-lightbox-floor").click();
  const lightboxFloor = await timing(page);
  await closeFloor(page, "layer");
  await page.context().close();
  return { box: box.ms, inert: box.after!, warm: warm.ms, floor, lightbox, lightboxFloor };
}

const LIGHTBOX_LINK = "#gallery-lightbox a";
const LIGHTBOX_OPEN = "dialog.tb-lightbox[open] .tb-lightbox__frame img";
const LIGHTBOX_FLOOR_OPEN = "#floor-lightbox[open] img";

/**
 * The lightbox's floor: a link (#bench-lightbox-floor) whose click shows a hand-written box (as modalLayer.ts does)
 * with the same photo, previous/next/close buttons and a position line. Needs installFloorHelpers.
 */
const addLightboxFloor = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const link = document.createElement("a");
    link.id = "bench-lightbox-floor";
    link.href = "/assets/media/1-polnoc.svg";
    link.textContent = "floor";
    link.addEventListener("click", (event) => {
      event.preventDefault();
      const dialog = document.createElement("dialog");
      dialog.id = "floor-lightbox";
      const image = document.createElement("img");
      image.src = link.href;
      image.alt = "Trybuna północna";
      image.style.cssText = "width: 320px; height: 180px";
      const position = document.createElement("p");
      position.textContent = "1 z 5";
      dialog.append(image, position, ...["Poprzednie", "Następne", "Zamknij"].map((label) => Object.assign(document.createElement("button"), { textContent: label })));
      (window as unknown as { benchShow(dialog: HTMLDialogElement, kind: string): void }).benchShow(dialog, "layer");
    });
    document.querySelector("main")!.prepend(link);
  });

/**
 * The lightbox and its floor opened by a held click (lib.ts `holdAndRelease`) in a fresh gallery page: the viewer's
 * own click → painted frame without the hover and press Chromium may handle after stamping the release. A breakdown,
 * not the figure.
 */
async function lightboxHeldOnce(browser: Browser, baseUrl: string): Promise<{ held: number; heldFloor: number }> {
  const page = await openGallery(browser, baseUrl);
  await idle(page);
  await arm(page, "click", LIGHTBOX_OPEN);
  await holdAndRelease(page, LIGHTBOX_LINK);
  const held = await timing(page);
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.querySelector("dialog[open]"));
  await installFloorHelpers(page);
  await addLightboxFloor(page);
  await arm(page, "click", LIGHTBOX_FLOOR_OPEN);
  await holdAndRelease(page, "#bench-lightbox-floor");
  const heldFloor = await timing(page);
  await closeFloor(page, "layer");
  await page.context().close();
  return { held: held.ms, heldFloor: heldFloor.ms };
}

/** The 1,000 × 8 grid's props: 8 columns, 6 of them editable. */
function gridProps(): Record<string, unknown> {
  const columns = Array.from({ length: COLUMNS }, (_, index) => ({ name: `c${index}`, header: `Kolumna ${index + 1}`, editable: index !== 0 && index !== 4 }));
  const records = Array.from({ length: ROWS }, (_, row) => ({ id: String(row + 1), data: Object.fromEntries(columns.map((column, index) => [column.name, `w${row + 1}k${index + 1}`])) }));
  return { name: "bench_grid", caption: "Tabela testowa", columns, records };
}

type GridTimes = { mount: number; allRows: number; mountFloor: number; commit: number; commitFloor: number };

async function gridOnce(browser: Browser, baseUrl: string): Promise<GridTimes> {
  const page = await openGallery(browser, baseUrl);
  const props = JSON.stringify(gridProps());
  const { mount, allRows } = await page.evaluate(({ props, rows }) => new Promise<{ mount: number; allRows: number }>((resolve) => {
    const host = document.createElement("div");
    host.id = "bench-grid";
    host.setAttribute("data-island", "data-grid");
    host.setAttribute("data-props", props);
    const times: { mount?: number } = {};
    // Each frame until every row is in the DOM; the first one after the mount gives `mount`.
    const loop: { next?: (t0: number) => void } = {};
    loop.next = (t0) =>
      requestAnimationFrame(() => {
        const all = host.querySelectorAll("tbody tr[aria-rowindex]").length === rows;
        setTimeout(() => {
          times.mount ??= performance.now() - t0;
          if (all) resolve({ mount: times.mount, allRows: performance.now() - t0 });
          else loop.next!(t0);
        });
      });
    setTimeout(() => {
      const t0 = performance.now();
      host.addEventListener("trybuna:mount", () => loop.next!(t0), { once: true });
      document.querySelector("main")!.prepend(host);
    });
  }), { props, rows: ROWS });
  const cell = page.getByRole("button", { name: "Kolumna 2, wiersz 500: w500k2" });
  await cell.click();
  const editor = page.getByRole("textbox", { name: "Kolumna 2, wiersz 500" });
  await editor.fill("nowa wartość");
  await arm(page, "keydown", '#bench-grid [aria-label="Kolumna 2, wiersz 500: nowa wartość"]');
  await editor.press("Enter");
  const { ms: commit } = await timing(page);

  // The floors. The grid goes first: a frame lays out the page's tables, so each floor's page holds one
  // table too. The edit's floor is the grid's own DOM (its classes, CSS grid rows and containment), kept as
  // a copy without React, edited by a hand-written handler.
  await page.evaluate(() => {
    const w = window as unknown as { gridCopy: Node };
    w.gridCopy = document.querySelector("#bench-grid .tb-data-grid")!.cloneNode(true);
    document.querySelector("#bench-grid")!.remove();
  });
  // The mount's floor: the same 8,000 cells as a plain table by a hand-written loop.
  const mountFloor = await page.evaluate(({ props, rows }) => new Promise<number>((resolve) => {
    const { columns, records } = JSON.parse(props) as { columns: Array<{ name: string; header: string; editable: boolean }>; records: Array<{ id: string; data: Record<string, string> }> };
    setTimeout(() => {
      const t0 = performance.now();
      const table = document.createElement("table");
      table.id = "floor-grid";
      const head = table.createTHead().insertRow();
      for (const column of columns) head.append(Object.assign(document.createElement("th"), { textContent: column.header }));
      const body = table.createTBody();
      for (const record of records.slice(0, rows)) {
        const tr = body.insertRow();
        for (const column of columns) {
          const td = tr.insertCell();
          const value = record.data[column.name] ?? "";
          if (column.editable) td.append(Object.assign(document.createElement("button"), { type: "button", textContent: value }));
          else td.textContent = value;
        }
      }
      document.querySelector("main")!.prepend(table);
      resolve(performance.now() - t0);
    });
  }), { props, rows: ROWS });
  // The edit's floor does what the grid's Enter does: the edited cell shows its new value as a button, and
  // the next editable cell of the row opens as an edit box, focused with its text selected.
  await page.evaluate(() => {
    document.querySelector("#floor-grid")!.remove();
    const copy = (window as unknown as { gridCopy: HTMLElement }).gridCopy;
    document.querySelector("main")!.prepend(copy);
    const [, edited, next] = copy.querySelectorAll<HTMLTableCellElement>('tr[aria-rowindex="501"] > td');
    // Helpers assigned to an object's members: a named function here would need tsx's naming helper, which
    // the page lacks.
    const make = {} as { editor(value: string): HTMLInputElement; cell(label: string, value: string): HTMLButtonElement };
    make.editor = (value) => Object.assign(document.createElement("input"), { className: "tb-data-grid__editor", value });
    make.cell = (label, value) => Object.assign(document.createElement("button"), { type: "button", className: "tb-data-grid__cell", ariaLabel: `${label}: ${value}`, textContent: value });
    const input = make.editor("nowa wartość");
    input.id = "floor-editor";
    input.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      edited!.replaceChildren(make.cell("Kolumna 2, wiersz 500", input.value));
      const opened = make.editor("w500k3");
      next!.replaceChildren(opened);
      opened.focus();
      opened.select();
    });
    edited!.replaceChildren(input);
    next!.replaceChildren(make.cell("Kolumna 3, wiersz 500", "w500k3"));
    input.focus();
  });
  await arm(page, "keydown", "#floor-editor", false);
  await page.keyboard.press("Enter");
  const { ms: commitFloor } = await timing(page);
  await page.context().close();
  return { mount, allRows, mountFloor, commit, commitFloor };
}

const ratio = (value: number, floor: number): string => `floor median ${round(floor)} ms, ratio ${round(value / floor, 1)}×`;
const median = (samples: readonly number[]): number => stats(samples).median;

export async function kitFigures(browser: Browser, baseUrl: string): Promise<Figure[]> {
  const alerts: OverlayTimes[] = [];
  const helds: Array<{ held: number; heldFloor: number }> = [];
  for (let i = 0; i < REPETITIONS; i++) {
    // The two pages in turns, so that neither always comes first.
    const floorFirst = i % 2 === 1 ? await firstModalFloor(browser, baseUrl, "layer") : undefined;
    const times = await alertOnce(browser, baseUrl);
    const firstFloor = floorFirst ?? (await firstModalFloor(browser, baseUrl, "layer"));
    const firstModalFloorMs = await firstModalFloor(browser, baseUrl, "modal");
    alerts.push({ ...times, firstFloor, firstModalFloor: firstModalFloorMs });
    process.stderr.write(`  kit alert ${i + 1}/${REPETITIONS}: ${JSON.stringify(alerts.at(-1))}\n`);
    helds.push(await lightboxHeldOnce(browser, baseUrl));
    process.stderr.write(`  kit lightbox held ${i + 1}/${REPETITIONS}: ${JSON.stringify(helds.at(-1))}\n`);
  }
  const grids: GridTimes[] = [];
  for (let i = 0; i < REPETITIONS; i++) {
    grids.push(await gridOnce(browser, baseUrl));
    process.stderr.write(`  kit grid ${i + 1}/${REPETITIONS}: ${JSON.stringify(grids.at(-1))}\n`);
  }
  const pick = <T,>(rows: readonly T[], key: keyof T): number[] => rows.map((row) => row[key] as number);
  const lightboxes = alerts.map(({ lightbox }) => lightbox);
  const lightboxFloors = alerts.map(({ lightboxFloor }) => lightboxFloor);
  const floorOf = <T,>(rows: readonly T[], key: keyof T): number => median(pick(rows, key));
  return [
    timedFigure("kit: alert box, first open, click → painted frame", pick(alerts, "box"), OPEN_BUDGET_MS, ratio(median(pick(alerts, "box")), floorOf(alerts, "firstFloor"))),
    timedFigure("kit: alert box, next open, click → painted frame", pick(alerts, "warm"), OPEN_BUDGET_MS, ratio(median(pick(alerts, "warm")), floorOf(alerts, "floor"))),
    timedFigure("kit: alert box, first open, click → page behind inert (painted frame)", pick(alerts, "inert"), undefined),
    timedFigure("kit: alert box floor, the page's first box (hand-written top-layer box)", pick(alerts, "firstFloor"), undefined),
    timedFigure("kit: alert box floor, the page's third box (hand-written top-layer box)", pick(alerts, "floor"), undefined),
    timedFigure("kit: the page's first box as a hand-written modal <dialog> (showModal), for comparison", pick(alerts, "firstModalFloor"), undefined),
    timedFigure("kit: lightbox open, click → painted frame", lightboxes.map(({ ms }) => ms), OPEN_BUDGET_MS, ratio(median(lightboxes.map(({ ms }) => ms)), median(lightboxFloors.map(({ ms }) => ms)))),
    timedFigure("kit: lightbox floor (hand-written top-layer box with the photo)", lightboxFloors.map(({ ms }) => ms), undefined),
    timedFigure("kit: of the lightbox's figure, hover and press handled after the click's timeStamp", lightboxes.map(({ press }) => press), undefined),
    timedFigure("kit: of the lightbox floor's figure, hover and press handled after the click's timeStamp", lightboxFloors.map(({ press }) => press), undefined),
    timedFigure("kit: lightbox open, press held until handled, release → painted frame", pick(helds, "held"), undefined, ratio(median(pick(helds, "held")), floorOf(helds, "heldFloor"))),
    timedFigure("kit: the same held click on the lightbox's floor", pick(helds, "heldFloor"), undefined),
    timedFigure(`kit: data grid ${ROWS}×${COLUMNS} mount (first painted frame)`, pick(grids, "mount"), GRID_MOUNT_BUDGET_MS, ratio(median(pick(grids, "mount")), floorOf(grids, "mountFloor"))),
    timedFigure(`kit: data grid ${ROWS}×${COLUMNS}, all rows in the DOM (painted frame)`, pick(grids, "allRows"), undefined, ratio(median(pick(grids, "allRows")), floorOf(grids, "mountFloor"))),
    timedFigure(`kit: data grid ${ROWS}×${COLUMNS} floor (hand-written DOM table)`, pick(grids, "mountFloor"), undefined),
    timedFigure("kit: data grid cell edit, Enter → painted frame", pick(grids, "commit"), CELL_COMMIT_BUDGET_MS, ratio(median(pick(grids, "commit")), floorOf(grids, "commitFloor"))),
    timedFigure("kit: data grid cell edit floor (the grid's DOM copied, a hand-written Enter)", pick(grids, "commitFloor"), undefined),
  ];
}

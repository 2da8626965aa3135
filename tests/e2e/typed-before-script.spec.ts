/**
 * What a buyer typed or chose before Trybuna's script ran is what the forms post after the takeover, on every page of
 * the index. The brief's rule: "with the script, islands take over and read their initial state from that markup,
 * including what the user already typed or chose before the script ran".
 *
 * Each page is opened with the script held back (a slow connection); every visible enabled control of every form is
 * given a valid, distinct value; each form's form-data set (`new FormData(form)`) is read; the script runs, every
 * island mounts (scrolled to, for those that wake when seen); the sets are read again and compared as the server reads
 * them. The differences the spec or a docs/*.md decision makes on purpose are the `ON_PURPOSE` list below, each
 * checked for what it allows, never a blanket ignore; any other difference fails naming the page, form and field.
 * `WALK_SHOW=1` prints every difference met and the entry of the list that accepted it.
 */
import type { Page } from "@playwright/test";
import { expect, heldBack, test, TRYBUNA_SCRIPT } from "./fixtures.ts";
import { acceptCookies } from "./forms-helpers.ts";
import { crashesOnPurpose, pagesMissingFromList, SHOP_PAGES } from "./shopPages.ts";

/** A control's name within one form, with what the walk needs to know of its control. */
interface Field {
  /** The island host around the control (its `data-island`), or null. */
  island: string | null;
  /** The host's props, as printed (`data-props`). */
  props: string;
  /** A file input. */
  file: boolean;
  /** A select read-only for the user (`class="readonly"`, `data-deform-readonly`, `data-readonly`). */
  readonlySelect: boolean;
  /** A disabled control's value (not in the form-data set): a read-only select while the form is not being sent. */
  disabledValue: string | null;
  /** A select's first option's value. */
  firstOption: string | null;
}

/** One form as read in the page: its entries (a file as "\u0000file:<its name>") and its controls by name. */
interface FormRead {
  key: string;
  entries: Array<[string, string]>;
  fields: Record<string, Field>;
}

/** The forms of the page, each keyed by its id, its name, or its method and action (and its place among those). */
function readForms(page: Page): Promise<FormRead[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    return [...document.forms].map((form) => {
      // A form an island renders in place of the shop's (the error report's) is known by its island.
      const island = form.closest<HTMLElement>("[data-island]")?.dataset.island;
      let key = form.id || form.getAttribute("name") || (island ? `the ${island} island's form` : `${form.method} ${form.getAttribute("action") ?? ""}`);
      const count = seen.get(key) ?? 0;
      seen.set(key, count + 1);
      if (count) key += ` (${count + 1})`;
      const entries = [...new FormData(form).entries()].map(([name, value]): [string, string] => [name, typeof value === "string" ? value : `\u0000file:${value.name}`]);
      const fields: Record<string, Field> = {};
      for (const element of form.elements as unknown as Iterable<HTMLInputElement | HTMLSelectElement>) {
        if (!element.name || fields[element.name]) continue;
        const host = element.closest<HTMLElement>("[data-island]");
        fields[element.name] = {
          island: host?.dataset.island ?? null,
          props: host?.dataset.props ?? "",
          file: element.type === "file",
          readonlySelect: element instanceof HTMLSelectElement && (element.classList.contains("readonly") || element.hasAttribute("data-deform-readonly") || element.hasAttribute("data-readonly")),
          disabledValue: element.disabled ? element.value : null,
          firstOption: element instanceof HTMLSelectElement ? (element.options[0]?.value ?? null) : null,
        };
      }
      return { key, entries, fields };
    });
  });
}

/**
 * A form-data set as PHP reads it: a name ending in "[]" is a list (in order), any other name gives its last value
 * (the checkbox's 0/1 pair: the no-script form posts "0" then "1", the island one field; docs/kit.md "The checkbox
 * posts what the markup posted without the script").
 */
function serverReads(entries: ReadonlyArray<[string, string]>): Map<string, string[]> {
  const read = new Map<string, string[]>();
  for (const [name, value] of entries) {
    if (name.endsWith("[]")) read.set(name, [...(read.get(name) ?? []), value]);
    else read.set(name, [value]);
  }
  return read;
}

/** One field whose reading differs: `before` / `after` undefined when the name is not posted. */
interface Difference {
  name: string;
  before: string[] | undefined;
  after: string[] | undefined;
  field: Field | undefined;
  fieldAfter: Field | undefined;
  formBefore: Map<string, string[]>;
  formAfter: Map<string, string[]>;
  fieldsBefore: Record<string, Field>;
  fieldsAfter: Record<string, Field>;
}

const amount = (value: string): number => Number(value.replace(/\s/g, "").replace(",", "."));
const only = (values: string[] | undefined): string | undefined => (values?.length === 1 ? values[0] : undefined);
/** The grid's rows as its hidden field posts them (spec §3 Grid: a JSON array of row objects). */
function gridRows(value: string | undefined): Array<{ id_record: string | null; data: Record<string, string> }> {
  try {
    const rows: unknown = JSON.parse(value ?? "");
    return Array.isArray(rows) ? (rows as Array<{ id_record: string | null; data: Record<string, string> }>) : [];
  } catch {
    return [];
  }
}
/** The grid's JSON fields of a form after the takeover. */
const gridFields = (d: Difference): string[] => Object.entries(d.fieldsAfter).filter(([, field]) => field.island === "data-grid").map(([name]) => name).filter((name) => d.formAfter.has(name));
/** A grid cell's name in the shop's table, `variant_rows[12][name]`: its row's id and its column. */
const gridCell = (name: string): { id: string; column: string } | null => {
  const match = /\[([^\]]+)\]\[([^\]]+)\]$/.exec(name);
  return match ? { id: match[1]!, column: match[2]! } : null;
};

/**
 * The differences the spec or a recorded decision makes on purpose. Each says when it applies and checks what it
 * allows; a difference none of them accepts fails the page.
 */
const ON_PURPOSE: ReadonlyArray<{ why: string; accepts: (d: Difference) => boolean }> = [
  {
    why: "spec §5 Price input: the price is shown and posted formatted (1 239,50), its amount the same",
    accepts: (d) => d.field?.island === "price-input" && only(d.before) !== undefined && only(d.after) !== undefined && amount(only(d.before)!) === amount(only(d.after)!),
  },
  {
    why: 'spec §4 Client profile: "Nie mam numeru PESEL" ticked makes the PESEL inactive (not posted)',
    accepts: (d) => d.name.endsWith("pesel") && !d.name.endsWith("no_pesel") && d.after === undefined && only(d.formBefore.get(d.name.replace(/pesel$/, "no_pesel"))) === "1",
  },
  {
    why: "spec §3 Grid: the data grid posts its rows as one JSON array in a hidden field; each cell typed before is in it",
    accepts: (d) => {
      if (d.field?.island === "data-grid" && d.after === undefined) {
        const cell = gridCell(d.name);
        const value = only(d.before);
        return !!cell && value !== undefined && gridFields(d).some((name) => gridRows(only(d.formAfter.get(name))).some((row) => row.id_record === cell.id && row.data[cell.column] === value));
      }
      // The JSON field itself, new: accepted when it holds every cell the shop's table posted (checked above, per cell).
      return d.before === undefined && d.fieldAfter?.island === "data-grid" && gridRows(only(d.after)).length > 0;
    },
  },
  {
    why:
      "spec §4 Widgets, docs/legacy-forms.md: a read-only select (the shop's, or the gender a valid PESEL locks, spec §4 Client profile) is disabled until the form is sent, keeping the value chosen",
    accepts: (d) => (!!d.field?.readonlySelect || !!d.fieldAfter?.readonlySelect) && d.after === undefined && d.fieldAfter?.disabledValue === only(d.before),
  },
  {
    why: 'docs/kit.md "First alternate, read with the first option and others chosen": the first option gives way to the others',
    accepts: (d) =>
      d.field?.island === "select-list" &&
      d.field.props.includes("first-alternate") &&
      d.before?.[0] === d.field.firstOption &&
      JSON.stringify(d.after) === JSON.stringify(d.before.slice(1)),
  },
  {
    why: "spec §7 / islands/seat-panel/schema.ts: the seats chosen go with their ticket type, `<id_seat>:<id_charge>`, as the add posts them",
    accepts: (d) => {
      const charge = only(d.formBefore.get("id_charge"));
      if (charge === undefined || d.formAfter.has("id_charge")) return false;
      if (d.name === "id_charge") return d.formAfter.get("seat[]")?.every((seat) => seat.endsWith(`:${charge}`)) ?? false;
      return d.name === "seat[]" && JSON.stringify([...(d.after ?? [])].sort()) === JSON.stringify((d.before ?? []).map((seat) => `${seat}:${charge}`).sort());
    },
  },
  {
    why: 'docs/legacy-forms.md "What the form sends": a file field posts the stored files\' ids in a hidden field of its name (none chosen: empty)',
    accepts: (d) => !!d.field?.file && only(d.before) === "\u0000file:" && only(d.after) === "",
  },
];

/** What differs, as the server reads the forms, and is not made on purpose: one line per field. */
function lostOrChanged(path: string, before: FormRead[], after: FormRead[]): string[] {
  const problems: string[] = [];
  const show = (values: string[] | undefined): string => (values === undefined ? "(not posted)" : JSON.stringify(values.length > 6 ? [...values.slice(0, 6), `… ${values.length} in all`] : values));
  for (const form of before) {
    const then = after.find((candidate) => candidate.key === form.key);
    if (!then) {
      // A form with nothing in it (the anonymous login's button) may go; one that posted something may not.
      if (form.entries.length) problems.push(`${path}, form "${form.key}": gone after the takeover`);
      continue;
    }
    const formBefore = serverReads(form.entries);
    const formAfter = serverReads(then.entries);
    for (const name of new Set([...formBefore.keys(), ...formAfter.keys()])) {
      const d: Difference = {
        name,
        before: formBefore.get(name),
        after: formAfter.get(name),
        field: form.fields[name],
        fieldAfter: then.fields[name],
        formBefore,
        formAfter,
        fieldsBefore: form.fields,
        fieldsAfter: then.fields,
      };
      if (JSON.stringify(d.before) === JSON.stringify(d.after)) continue;
      const why = ON_PURPOSE.find((difference) => difference.accepts(d))?.why;
      if (process.env.WALK_SHOW) console.log(`${path} ${form.key} ${name}: ${why ?? "NOT ACCEPTED"}`);
      if (why) continue;
      problems.push(`${path}, form "${form.key}", field "${name}": before the script ${show(d.before)}, after ${show(d.after)}`);
    }
  }
  return problems;
}

/** Gives every visible enabled control of every form a valid value of its kind, distinct from the others. */
function fillEverything(page: Page): Promise<number> {
  return page.evaluate(() => {
    // A minor's birth date, and a PESEL that says it (2014-05-06, female: the shop's guardian fields then stay),
    // so what is typed stays consistent whichever of the two decides; an adult's PESEL for the guardian.
    const BIRTH = "2014-05-06";
    const PESEL = "14250601247";
    const ADULT_PESEL = "44051401359";
    const pad = (n: number): string => String(n).padStart(2, "0");
    /** A date in the date input's format (spec §3 Date picker settings), in the past for a past-only picker. */
    const dateFor = (host: HTMLElement | null, n: number): string => {
      let props: { format?: string; direction?: unknown; months?: string[]; days?: string[] } = {};
      try {
        props = JSON.parse(host?.dataset.props ?? "{}") as typeof props;
      } catch {
        // the island's own defaults
      }
      // A Wednesday (no weekend rule refuses it), in 2027 for a future-only picker, in 1990 for a past-only one.
      const date = props.direction === false ? new Date(Date.UTC(1990, 2, 14)) : new Date(Date.UTC(2027, 2, 10 + 7 * (n % 3)));
      const tokens: Record<string, () => string> = {
        d: () => pad(date.getUTCDate()),
        j: () => String(date.getUTCDate()),
        m: () => pad(date.getUTCMonth() + 1),
        n: () => String(date.getUTCMonth() + 1),
        Y: () => String(date.getUTCFullYear()),
        y: () => String(date.getUTCFullYear()).slice(2),
        F: () => props.months?.[date.getUTCMonth()] ?? pad(date.getUTCMonth() + 1),
        l: () => props.days?.[date.getUTCDay()] ?? "",
      };
      return [...(props.format ?? "Y-m-d")].map((c) => tokens[c]?.() ?? c).join("");
    };
    // A box the buyer opens to type in (the error report's <details>) is opened first, as the buyer would.
    for (const details of document.querySelectorAll("details:not([open])")) if (details.querySelector("input, select, textarea")) (details as HTMLDetailsElement).open = true;
    const groupsDone = new Set<string>();
    const listed = new Map<string, number>();
    let n = 0;
    for (const form of document.forms) {
      for (const element of form.elements as unknown as Iterable<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
        if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
        if (element.disabled || ("readOnly" in element && element.readOnly) || !element.checkVisibility({ visibilityProperty: true })) continue;
        if (["hidden", "file", "submit", "button", "reset", "image"].includes(element.type)) continue;
        n++;
        const name = element.name;
        const host = element.closest<HTMLElement>("[data-island]");
        if (element instanceof HTMLSelectElement) {
          const others = [...element.options].filter((option) => !option.disabled && !option.selected);
          if (element.multiple) for (const option of others.slice(0, 2)) option.selected = true;
          else if (others.length) element.value = others[others.length - 1]!.value;
        } else if (element instanceof HTMLInputElement && element.type === "checkbox") {
          // Bounded: a few boxes of a list (`seat[]`: a buyer's seats, not the 3,753 free ones of the 5,000-seat page).
          const ticked = listed.get(name) ?? 0;
          if (name.endsWith("[]") && ticked >= 4) continue;
          listed.set(name, ticked + 1);
          element.checked = !element.checked;
        }
        else if (element instanceof HTMLInputElement && element.type === "radio") {
          // One choice per group: its last enabled option not already chosen.
          const group = `${form.id}|${name}`;
          if (groupsDone.has(group)) continue;
          groupsDone.add(group);
          const options = [...form.querySelectorAll<HTMLInputElement>("input[type=radio]")].filter((radio) => radio.name === name && !radio.disabled && !radio.checked);
          const chosen = options[options.length - 1];
          if (!chosen) continue;
          chosen.checked = true;
          chosen.dispatchEvent(new Event("input", { bubbles: true }));
          chosen.dispatchEvent(new Event("change", { bubbles: true }));
          continue;
        } else if (element.type === "date") element.value = `2027-03-${pad(10 + (n % 18))}`;
        else if (element instanceof HTMLInputElement && (element.type === "number" || element.type === "range")) {
          const min = element.min === "" ? 0 : Number(element.min);
          const max = element.max === "" ? min + 100 : Number(element.max);
          element.value = String(Math.min(max, min + 1 + (n % 5)));
        } else if (element.type === "email") element.value = `wpisany${n}@example.pl`;
        else if (element.type === "tel") element.value = `600100${String(n).padStart(3, "0")}`;
        else if (element.type === "url") element.value = `https://example.pl/${n}`;
        else if (element.type === "password") element.value = `Haslo${n}wpisane!`;
        else if (/(^|_)pesel$/.test(name)) element.value = PESEL;
        else if (name.endsWith("guardian_number")) element.value = ADULT_PESEL;
        else if (name.endsWith("date_birth")) element.value = host?.dataset.island === "date-input" && host.dataset.props?.includes("format") ? dateFor(host, n) : BIRTH;
        else if (host?.dataset.island === "date-input") element.value = dateFor(host, n);
        else if (host?.dataset.island === "price-input") element.value = `${1000 + n},5`;
        else if (name.endsWith("postal_code")) element.value = `80-${String(100 + n)}`;
        else {
          const text = `wpisane ${n}`;
          element.value = element.maxLength > 0 ? text.slice(0, element.maxLength) : text;
        }
        element.dispatchEvent(new Event("input", { bubbles: true }));
        element.dispatchEvent(new Event("change", { bubbles: true }));
      }
    }
    return n;
  });
}

/** Every island host (the outermost ones) mounted or refused, each scrolled to (some wake when seen): those still waiting. */
function hostsWaiting(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (window as unknown as { islandsSeen?: Set<Element> }).islandsSeen;
    if (!seen || !(window as unknown as { Trybuna?: unknown }).Trybuna) return ["(the script)"];
    const waiting = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter((host) => !host.parentElement?.closest("[data-island]") && !seen.has(host));
    waiting[0]?.scrollIntoView({ block: "center" });
    return waiting.map((host) => host.dataset.island ?? "");
  });
}

/** Opens `path` with the script held back, fills every control, lets the script run: what the takeover lost or changed. */
async function walk(page: Page, path: string): Promise<string[]> {
  await page.addInitScript(() => {
    const seen = ((window as unknown as { islandsSeen: Set<Element> }).islandsSeen = new Set());
    for (const type of ["trybuna:mount", "trybuna:error"]) document.addEventListener(type, (event) => seen.add(event.target as Element), true);
  });
  const release = await heldBack(page, TRYBUNA_SCRIPT);
  await page.goto(path, { waitUntil: "commit" });
  // The whole markup is in (the script tag is last and waits), as a buyer on a slow connection sees it.
  await page.waitForFunction(() => document.readyState !== "loading");
  const filled = await fillEverything(page);
  expect(filled, `${path}: every page has a control in a form (the footer's)`).toBeGreaterThan(0);
  const before = await readForms(page);
  release();
  // A bound, not a wait: the 5,000-seat page's panel mounts in seconds on a busy machine.
  await expect.poll(() => hostsWaiting(page), { message: `${path}: every island mounted or refused`, timeout: 60_000 }).toEqual([]);
  await page.unroute(TRYBUNA_SCRIPT);
  // An island's first effects run after its mount: the comparison is read until it holds (or the budget ends).
  let problems: string[] = [];
  await expect
    .poll(async () => (problems = lostOrChanged(path, before, await readForms(page))), { message: `${path}: what was typed before the script is what the forms post` })
    .toEqual([])
    .catch(() => {
      throw new Error(`${path}: the takeover lost or changed what the buyer typed before the script ran:\n${problems.join("\n")}`);
    });
  return problems;
}

test.describe("every page: what a buyer typed before the script ran is what the forms post after the takeover", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const path of SHOP_PAGES) {
    test(path, async ({ page, allowPageErrors }) => {
      if (path.includes("5000")) test.slow();
      allowPageErrors.value = crashesOnPurpose(path);
      expect(await walk(page, path)).toEqual([]);
    });
  }

  test("pages the index lists beyond the known ones", async ({ page, allowPageErrors }) => {
    allowPageErrors.value = true;
    for (const path of await pagesMissingFromList(page)) expect(await walk(page, path)).toEqual([]);
  });
});

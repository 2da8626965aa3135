import type { IslandDefinition, PropsSchema } from "./island.ts";

export type PropsResult<P> = { ok: true; props: P } | { ok: false; problem: string };

/**
 * An island's props at mount: what its reader finds in the legacy markup (kept, for later props to merge over),
 * explicit props over it, judged by the schema. A reader that throws on markup it did not expect refuses this
 * host alone: the other islands still mount.
 */
export function readMountProps<P>(host: HTMLElement, definition: Pick<IslandDefinition<P>, "schema" | "fromMarkup">): { ok: true; props: P; markup: Record<string, unknown> } | { ok: false; problem: string } {
  let markup: Record<string, unknown>;
  try {
    markup = definition.fromMarkup?.(host) ?? {};
  } catch (error) {
    return { ok: false, problem: `its legacy markup could not be read (${error instanceof Error ? error.message : String(error)})` };
  }
  const checked = readProps(host, definition.schema, markup);
  return checked.ok ? { ...checked, markup } : { ok: false, problem: `invalid props: ${checked.problem}` };
}

/** Explicit props (`data-props` or a JSON script) over `markup`, judged by the schema. */
export function readProps<P>(host: HTMLElement, schema: PropsSchema<P>, markup: Record<string, unknown>): PropsResult<P> {
  const explicit = readExplicitProps(host);
  if (!explicit.ok) return explicit;
  const checked = checkProps(schema, markup, explicit.props);
  // The schema drops keys it does not know: a misspelt prop would change nothing without a word.
  const unknown = checked.ok ? Object.keys(explicit.props).filter((key) => !(key in (checked.props as object))) : [];
  // Named as the registry names a host in its errors (describeHost, in the entry: not imported here, so the entry
  // does not carry this chunk's reader), so that one host of several is found.
  if (unknown.length) console.warn(`Trybuna: island "${host.dataset.island}" on ${host.tagName.toLowerCase()}${host.id ? `#${host.id}` : ""}[data-island="${host.dataset.island}"] has no props ${unknown.join(", ")} (ignored)`);
  return checked;
}

/**
 * Reads an island's explicit props: `data-props` (JSON) or, for large props, a direct child
 * `<script type="application/json">`. An absent source means no explicit props.
 */
function readExplicitProps(host: HTMLElement): PropsResult<Record<string, unknown>> {
  let text = host.getAttribute("data-props");
  let source = "data-props";
  if (text === null) {
    const script = host.querySelector<HTMLScriptElement>(":scope > script[type='application/json']");
    if (!script) return { ok: true, props: {} };
    text = script.textContent ?? "";
    source = "script[type=application/json]";
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `${source} is not valid JSON (${(error as Error).message})` };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, problem: `${source} must hold a JSON object` };
  }
  return { ok: true, props: value as Record<string, unknown> };
}

/** Explicit props win over what the island read from the legacy markup; the schema decides. */
function checkProps<P>(schema: PropsSchema<P>, fromMarkup: Record<string, unknown>, explicit: Record<string, unknown>): PropsResult<P> {
  const input = { ...fromMarkup, ...explicit };
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, props: result.data };
  const problem = result.error.issues
    .map((issue) => `${issue.path.length ? issue.path.map(String).join(".") : "(root)"}: ${issue.code === "invalid_type" ? `expected ${issue.expected}, got ${kindOf(valueAt(input, issue.path))}` : issue.message}`)
    .join("; ");
  return { ok: false, problem };
}

// zod/mini's own message for a wrong type is only 'Invalid input' (a QA walk, session 36): say what was expected and
// what came. A value in neither source is most often a legacy element the island did not find in its host.
const valueAt = (root: unknown, path: ReadonlyArray<PropertyKey>): unknown => path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], root);
const kindOf = (value: unknown): string =>
  value === undefined ? "nothing (not in the props, not found in the legacy markup)" : value === null ? "null" : Array.isArray(value) ? "array" : typeof value;

import type { PropsSchema } from "./island.ts";

export type PropsResult<P> = { ok: true; props: P } | { ok: false; problem: string };

/**
 * Reads an island's explicit props: `data-props` (JSON) or, for large props, a direct child
 * `<script type="application/json">`. An absent source means no explicit props.
 */
export function readExplicitProps(host: HTMLElement): PropsResult<Record<string, unknown>> {
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
export function checkProps<P>(schema: PropsSchema<P>, fromMarkup: Record<string, unknown>, explicit: Record<string, unknown>): PropsResult<P> {
  const result = schema.safeParse({ ...fromMarkup, ...explicit });
  if (result.success) return { ok: true, props: result.data };
  const problem = result.error.issues
    .map((issue) => `${issue.path.length ? issue.path.map(String).join(".") : "(root)"}: ${issue.message}`)
    .join("; ");
  return { ok: false, problem };
}

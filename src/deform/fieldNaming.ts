/**
 * How a legacy form names the fields an island knows (spec §7: a form posts its values by name; §3: per-ticket
 * names). Shops write the same field as "firstname", "0_firstname", "client.firstname" or, as PHP reads arrays,
 * "client[firstname]" and "tickets[0][firstname]": a naming is the text before and after the field's own name.
 * An island reads, renders and posts the legacy name, so the server gets what the form posted without the script.
 */
export interface FieldNaming {
  readonly prefix: string;
  readonly suffix: string;
}

export const BARE_NAMING: FieldNaming = { prefix: "", suffix: "" };

/** The legacy name of `field` under `naming`. */
export const legacyName = (naming: FieldNaming, field: string): string => naming.prefix + field + naming.suffix;

/** The field a legacy name stands for under `naming`, or null when the name is not of that naming. */
export function fieldOfName(naming: FieldNaming, name: string): string | null {
  const { prefix, suffix } = naming;
  if (name.length <= prefix.length + suffix.length || !name.startsWith(prefix) || !name.endsWith(suffix)) return null;
  return name.slice(prefix.length, name.length - suffix.length);
}

/**
 * The naming of a form from its control names and the fields the island knows: the one under which the most known
 * fields are named. A name ending in "]" is a PHP array key ("client[login]": prefix "client[", suffix "]"), any other
 * ends in the field itself ("0_firstname": prefix "0_"). A prefix match alone is not enough: "guardian_" is before
 * "firstname" and "lastname" too, but the form's own naming names every field. A tie goes to the shorter prefix, then
 * to the first in the form. No known field at all: the bare names.
 */
export function fieldNaming(names: Iterable<string>, known: readonly string[]): FieldNaming {
  const found = new Map<string, { naming: FieldNaming; fields: Set<string> }>();
  const note = (prefix: string, suffix: string, field: string) => {
    const key = `${prefix}\u0000${suffix}`;
    const entry = found.get(key) ?? { naming: { prefix, suffix }, fields: new Set<string>() };
    found.set(key, entry);
    entry.fields.add(field);
  };
  for (const name of names) {
    const arrayKey = name.endsWith("]") && !name.endsWith("[]");
    for (const field of known) {
      if (arrayKey) {
        const at = name.length - field.length - 1;
        if (at > 0 && name[at - 1] === "[" && name.startsWith(field, at)) note(name.slice(0, at), "]", field);
      } else if (name.endsWith(field)) note(name.slice(0, name.length - field.length), "", field);
    }
  }
  let best = BARE_NAMING;
  let count = 0;
  for (const { naming, fields } of found.values()) {
    if (fields.size > count || (fields.size === count && naming.prefix.length < best.prefix.length)) [best, count] = [naming, fields.size];
  }
  return best;
}

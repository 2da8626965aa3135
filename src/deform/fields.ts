/**
 * A legacy form's field specs from a description of its controls — the one place where the
 * class names' references are resolved, used by the browser (dom.ts, from the DOM) and by the
 * fixture server (from its own field table), so both judge a form alike. Pure: no DOM.
 */
import { rulesFromValidators, type CheckToggle, type GroupMember, type Rule } from "./rules.ts";
import type { FieldSpec } from "./schema.ts";
import { validatorProps, validatorTokens } from "./validatorProps.ts";

export interface ControlDescription {
  name: string;
  id: string;
  className: string;
  /** The `data-validators` attribute: when not empty, the rule names instead of the class (MooTools 1.4 / 1.6). */
  validators?: string | null;
  /** The `validatorProps` / `data-validator-properties` attribute: the rules' properties instead of `key:value` names. */
  properties?: string | null;
  /** The input type ("text", "checkbox", "radio"…), or "select" / "textarea". */
  type: string;
  /** Anything that identifies the control's parent element (the element itself in the browser). */
  parent: unknown;
  /**
   * The element a rule's reference names for this control (the element of that id, else its ancestor matching the
   * reference as a selector, as MooTools' `document.id(ref) || getParent(ref)`), or null. Without it (the fixture
   * server), a one-required group is the parent's inputs and element references name nothing.
   */
  groupOf?(ref: string): unknown;
  /** Whether the control is inside `element` (one that groupOf gave). */
  inside?(element: unknown): boolean;
  /** Hidden or disabled: not judged (legacy ignoreHidden, ignoreDisabled); still a group member. */
  skip: boolean;
}

type Parsed = ReturnType<typeof rulesFromValidators>;

// Forms repeat a handful of rule texts; their rules are immutable, so each is parsed once (per kind of control).
const parsedByText = [new Map<string, Parsed>(), new Map<string, Parsed>()] as const;
/**
 * The rules a control's rule names and properties ask for (parsed once per text): a plain form's controls here, and
 * the legacy controls a form island renders in its stead (clientForm.ts). `toggle`: a lone checkbox. It posts "0" unticked, so its required asks for the tick (a deliberate difference: the
 * legacy judged the box's value attribute, and a required box always passed; docs/legacy-forms.md).
 */
export function controlRules(control: Pick<ControlDescription, "validators" | "className" | "properties">, toggle = false): Parsed {
  const names = control.validators || control.className;
  const key = `${names}\u0000${control.properties ?? ""}`;
  const cache = parsedByText[toggle ? 1 : 0];
  let parsed = cache.get(key);
  if (!parsed) {
    const tokens = validatorTokens(names);
    // MooTools asked the class alone whether a field is ignored (`hasClass('ignoreValidation')`).
    const ignored = validatorTokens(control.className).includes("ignoreValidation") ? ["ignoreValidation"] : [];
    parsed = rulesFromValidators([...tokens, ...ignored], validatorProps(tokens, control.properties ?? null));
    if (toggle) parsed = { ...parsed, rules: parsed.rules.map((rule) => (rule.kind === "required" ? { kind: "required", toggle } : rule)) };
    cache.set(key, parsed);
  }
  return parsed;
}

const REFERS = new Set<Rule["kind"]>(["oneRequired", "match", "afterDate", "beforeDate", "anyChecked", "sameMonth"]);
const isBox = (control: ControlDescription): boolean => control.type === "checkbox" || control.type === "radio";

/**
 * One spec per judged name (the first control of a name). References resolve as the legacy did: matchInput /
 * afterElement / beforeElement / sameMonthAs / groupName name an element id (a name is accepted too); one-required
 * looks at every input of the element its property names, else of the field's parent element (legacy
 * `getParent()`); a box group (`nodeId`) at the boxes inside that element; a match without matchName is labelled
 * with the other field's name. A box's toggle rule (`validate-enforce-oncheck` …) makes its targets judged only
 * while the box is ticked, or only while it is not (`when`).
 */
export function fieldSpecsFromControls(controls: readonly ControlDescription[]): FieldSpec[] {
  let nameById: Map<string, string> | undefined;
  const resolve = (ref: string): string => {
    nameById ??= new Map(controls.filter((c) => c.id).map((c) => [c.id, c.name]));
    return nameById.get(ref) ?? ref;
  };
  const count = new Map<string, number>();
  for (const control of controls) count.set(control.name, (count.get(control.name) ?? 0) + 1);
  const parsedFor = (control: ControlDescription): Parsed => controlRules(control, control.type === "checkbox" && count.get(control.name) === 1);
  /** The controls inside the element `ref` names for `control` (see groupOf). */
  const inGroup = (control: ControlDescription, ref: string): ControlDescription[] => {
    const group = control.groupOf?.(ref);
    return group ? controls.filter((c) => c.inside?.(group)) : [];
  };
  const member = (c: ControlDescription): GroupMember => ({ name: c.name, toggle: isBox(c) });
  // Toggles first: a box may switch fields that come before it.
  const when = new Map<string, NonNullable<FieldSpec["when"]>>();
  for (const control of controls) {
    const toggle: CheckToggle | null = control.skip ? null : parsedFor(control).toggle;
    if (!toggle) continue;
    const targets = controls.filter((c) => c !== control && (toggle.ids.includes(c.id) || (toggle.childrenOf !== null && inGroup(control, toggle.childrenOf).includes(c))));
    for (const target of targets) when.set(target.name, { name: control.name, ticked: toggle.judgedWhenTicked });
  }
  const parents = new Map<unknown, string>();
  const specs = new Map<string, FieldSpec>();
  for (const control of controls) {
    if (control.skip || specs.has(control.name)) continue;
    const parsed = parsedFor(control);
    const condition = when.get(control.name);
    const spec = (rules: readonly Rule[]): FieldSpec => (condition ? { name: control.name, rules, when: condition } : { name: control.name, rules });
    if (!parsed.rules.some((rule) => REFERS.has(rule.kind))) {
      specs.set(control.name, spec(parsed.rules));
      continue;
    }
    const resolved = parsed.rules.map((rule): Rule => {
      switch (rule.kind) {
        case "match": {
          const other = resolve(rule.other);
          return { ...rule, other, otherLabel: rule.otherLabel === rule.other ? other : rule.otherLabel };
        }
        case "afterDate":
        case "beforeDate":
          return rule.other === null ? rule : { ...rule, other: resolve(rule.other) };
        case "sameMonth":
          return { ...rule, other: resolve(rule.other) };
        case "anyChecked":
          if (rule.by === "node") return { ...rule, members: inGroup(control, parsed.checkedIn!.node).filter(isBox).map(member) };
          return { ...rule, members: [{ name: rule.members[0] ? resolve(rule.members[0].name) : control.name, toggle: true }] };
        case "oneRequired": {
          const ref = parsed.oneRequiredIn;
          const group = ref && control.groupOf ? inGroup(control, ref) : controls.filter((c) => c.parent === control.parent);
          const key = ref && control.groupOf ? control.groupOf(ref) : control.parent;
          if (!parents.has(key)) parents.set(key, `parent-${parents.size}`);
          return { kind: "oneRequired", group: parents.get(key)!, members: group.filter((c) => c.type !== "select" && c.type !== "textarea").map(member) };
        }
        default:
          return rule;
      }
    });
    specs.set(control.name, spec(resolved));
  }
  return [...specs.values()];
}

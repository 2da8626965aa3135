/**
 * A legacy form's field specs from a description of its controls — the one place where the
 * class names' references are resolved, used by the browser (dom.ts, from the DOM) and by the
 * fixture server (from its own field table), so both judge a form alike. Pure: no DOM.
 */
import { rulesFromClassName, type Rule } from "./rules.ts";
import type { FieldSpec } from "./schema.ts";

export interface ControlDescription {
  name: string;
  id: string;
  className: string;
  /** The input type ("text", "checkbox", "radio"…), or "select" / "textarea". */
  type: string;
  /** Anything that identifies the control's parent element (the element itself in the browser). */
  parent: unknown;
  /** Hidden or disabled: not judged (legacy ignoreHidden, ignoreDisabled); still a group member. */
  skip: boolean;
}

// Forms repeat a handful of class names; their rules are immutable, so each is parsed once (per kind of control).
const rulesByClassName = [new Map<string, readonly Rule[]>(), new Map<string, readonly Rule[]>()] as const;
/**
 * `toggle`: a lone checkbox. It posts "0" unticked, so its required asks for the tick (a deliberate difference: the
 * legacy judged the box's value attribute, and a required box always passed; docs/legacy-forms.md).
 */
function rulesOf(className: string, toggle: boolean): readonly Rule[] {
  const cache = rulesByClassName[toggle ? 1 : 0];
  let rules = cache.get(className);
  if (!rules) cache.set(className, (rules = rulesFromClassName(className).map((rule) => (toggle && rule.kind === "required" ? { kind: "required", toggle } : rule))));
  return rules;
}

const REFERS = new Set<Rule["kind"]>(["oneRequired", "match", "afterDate", "beforeDate"]);

/**
 * One spec per judged name (the first control of a name). References resolve as the legacy
 * did: matchInput / afterElement / beforeElement name an element id (a name is accepted too);
 * one-required looks at every input of the field's parent element (legacy `getParent()`);
 * a match without matchName is labelled with the other field's name.
 */
export function fieldSpecsFromControls(controls: readonly ControlDescription[]): FieldSpec[] {
  let nameById: Map<string, string> | undefined;
  const resolve = (ref: string): string => {
    nameById ??= new Map(controls.filter((c) => c.id).map((c) => [c.id, c.name]));
    return nameById.get(ref) ?? ref;
  };
  const parents = new Map<unknown, string>();
  const specs = new Map<string, FieldSpec>();
  for (const control of controls) {
    if (control.skip || specs.has(control.name)) continue;
    const rules = rulesOf(control.className, control.type === "checkbox" && controls.filter((c) => c.name === control.name).length === 1);
    if (!rules.some((rule) => REFERS.has(rule.kind))) {
      specs.set(control.name, { name: control.name, rules });
      continue;
    }
    const resolved = rules.map((rule): Rule => {
      switch (rule.kind) {
        case "match": {
          const other = resolve(rule.other);
          return { ...rule, other, otherLabel: rule.otherLabel === rule.other ? other : rule.otherLabel };
        }
        case "afterDate":
        case "beforeDate":
          return rule.other === null ? rule : { ...rule, other: resolve(rule.other) };
        case "oneRequired": {
          if (!parents.has(control.parent)) parents.set(control.parent, `parent-${parents.size}`);
          const members = controls
            .filter((c) => c.parent === control.parent && c.type !== "select" && c.type !== "textarea")
            .map((c) => ({ name: c.name, toggle: c.type === "checkbox" || c.type === "radio" }));
          return { kind: "oneRequired", group: parents.get(control.parent)!, members };
        }
        default:
          return rule;
      }
    });
    specs.set(control.name, { name: control.name, rules: resolved });
  }
  return [...specs.values()];
}

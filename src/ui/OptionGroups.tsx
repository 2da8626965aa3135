import type { ReactNode } from "react";
import { optionRuns } from "./selectMarkup.ts";

interface OptionGroupsProps<O> {
  options: readonly O[];
  /** Prefix of the group labels' ids (unique in the page: the island's `useId()`). */
  idPrefix: string;
  /** The widget's class (`tb-select-list`): groups get `<class>__group`, their names `<class>__group-label`. */
  className: string;
  /** One `<li role="option">`. */
  renderOption(option: O, index: number): ReactNode;
}

/**
 * The options of a listbox, those of an `<optgroup>` under its name as in the APG listbox with grouped options: a
 * `role="group"` named by its heading (`aria-labelledby`), whose options keep their place in the list, so the keys
 * move through the groups as through one list (QA session 40, finding 13).
 */
export function OptionGroups<O extends { group?: string | undefined }>({ options, idPrefix, className, renderOption }: OptionGroupsProps<O>): ReactNode {
  return optionRuns(options).map((run) => {
    const first = run.items[0]!.index;
    if (run.group === undefined) return run.items.map(({ option, index }) => renderOption(option, index));
    const labelId = `${idPrefix}group-${first}`;
    return (
      <li key={`group-${first}`} role="group" aria-labelledby={labelId} className={`${className}__group`}>
        <span id={labelId} className={`${className}__group-label`}>
          {run.group}
        </span>
        <ul role="none" className={`${className}__group-options`}>
          {run.items.map(({ option, index }) => renderOption(option, index))}
        </ul>
      </li>
    );
  });
}

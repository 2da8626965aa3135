/**
 * How a plain legacy form goes once the pressed button is known (docs/legacy-forms.md "Which way a form goes"):
 * what the button changes, as HTML's submitter overrides do without the script, and where a chosen file takes the
 * form. Strings in, no DOM.
 */
export interface SendFacts {
  /** The form's own markup asks for AJAX (no `data-ajax="0"`, not `method="get"`). */
  ajax: boolean;
  /** The button's `formmethod`, if it has one. */
  formMethod: string | null;
  /** The button's `formtarget`, else the form's `target`. */
  target: string | null;
  /** The button has `formnovalidate`. */
  noValidate: boolean;
  /** A named file input of the form has a file chosen. */
  fileChosen: boolean;
}

export interface SendPlan {
  /** Sent natively (the browser's own post or get), not by AJAX. */
  native: boolean;
  /** The island judges the form first. */
  validate: boolean;
  /** A native send into another window: this page stays, its button is released. */
  stays: boolean;
}

/** Targets that load the answer where the form is (in a page of its own, `_parent` and `_top` are the page). */
const HERE = new Set(["", "_self", "_parent", "_top"]);

/**
 * Natively when the form says so; when the button asks for a GET (`formmethod="get"`: an address to go to, as a
 * search button's); when the answer goes to another window (it cannot go there by AJAX); and when a file is chosen
 * (the legacy protocol has no file in it: the file goes as without the script, not lost). `formnovalidate` skips
 * the island's judging, as it skips the browser's.
 */
export function planSend(facts: SendFacts): SendPlan {
  const stays = facts.target !== null && !HERE.has(facts.target.toLowerCase());
  return {
    native: !facts.ajax || facts.formMethod?.toLowerCase() === "get" || stays || facts.fileChosen,
    validate: !facts.noValidate,
    stays,
  };
}

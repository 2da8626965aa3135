import { describe, expect, it } from "vitest";
import { planSend, type SendFacts } from "./formSend.ts";

const AJAX: SendFacts = { ajax: true, formMethod: null, target: null, noValidate: false, fileChosen: false };

describe("planSend: which way a plain legacy form goes", () => {
  it("keeps the legacy AJAX for a plain button, and the form's native send when its markup asks", () => {
    expect(planSend(AJAX)).toEqual({ native: false, validate: true, stays: false });
    expect(planSend({ ...AJAX, ajax: false })).toEqual({ native: true, validate: true, stays: false });
    // A post button on a native form stays native (the browser posts it): the override travels with the send.
    expect(planSend({ ...AJAX, ajax: false, formMethod: "post" }).native).toBe(true);
  });

  it("a formmethod=\"get\" button goes natively, as a GET does without the script; a post one stays AJAX", () => {
    expect(planSend({ ...AJAX, formMethod: "GET" }).native).toBe(true);
    expect(planSend({ ...AJAX, formMethod: "post" }).native).toBe(false);
  });

  it("an answer meant for another window goes natively there, and this page stays", () => {
    expect(planSend({ ...AJAX, target: "_blank" })).toEqual({ native: true, validate: true, stays: true });
    expect(planSend({ ...AJAX, target: "podglad" }).stays).toBe(true);
    for (const here of ["", "_self", "_SELF", "_top", "_parent"]) expect(planSend({ ...AJAX, target: here }), here).toEqual({ native: false, validate: true, stays: false });
  });

  it("a chosen file sends the form natively (the legacy protocol carries no file); none chosen keeps AJAX", () => {
    expect(planSend({ ...AJAX, fileChosen: true })).toEqual({ native: true, validate: true, stays: false });
  });

  it("formnovalidate skips the island's judging, whichever way the form goes", () => {
    expect(planSend({ ...AJAX, noValidate: true })).toEqual({ native: false, validate: false, stays: false });
    expect(planSend({ ...AJAX, ajax: false, noValidate: true }).validate).toBe(false);
  });
});

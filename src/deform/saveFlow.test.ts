// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { RequestError } from "../dejax/types.ts";
import type { SubmitResult } from "./engine.ts";
import { answered, failureClosed, INITIAL_SAVE_FLOW, noticeClosed, saveCovers, sendStarted, typed, warningClosed, wentBackToForm, type SaveEvent, type SaveFlow } from "./saveFlow.ts";

const SUCCESS = "/zarejestrowany.html";
const valid = (redirect: string | null = null, message: string | null = null): SubmitResult => ({ kind: "valid", updates: {}, redirect, message });
const invalid = (warning: string | null): SubmitResult => ({ kind: "invalid", source: "server", warning });
const TIMEOUT: RequestError = { kind: "timeout", message: "timed out", requestId: "1" };

/** The flow after these events, from the start, as the view steps it: each on the flow the last one left. */
const after = (...events: SaveEvent[]): SaveFlow => events.reduce((flow, event) => event(flow).flow, INITIAL_SAVE_FLOW);
const flowOf = (parts: Partial<SaveFlow>): SaveFlow => ({ ...INITIAL_SAVE_FLOW, ...parts });

describe("the save flow", () => {
  it("a send covers the form while the engine waits, and takes away a success box still open", () => {
    const sending = after(sendStarted, answered(valid(), null), sendStarted);
    expect(sending).toEqual(flowOf({ submitting: true }));
    expect(saveCovers(sending, true)).toBe(true);
    // Before the engine waits (a send it prevents), and once it is done: nothing covers.
    expect(saveCovers(sending, false)).toBe(false);
    expect(saveCovers(INITIAL_SAVE_FLOW, true)).toBe(false);
  });

  it("'Wróć do formularza' uncovers the form while the save goes on", () => {
    const back = after(sendStarted, wentBackToForm);
    expect(back).toEqual(flowOf({ submitting: true, overlayHidden: true }));
    expect(saveCovers(back, true)).toBe(false);
  });

  it("typing is noted once (the same flow after, so the view need not render), and a new send starts afresh", () => {
    const typing = after(sendStarted, wentBackToForm, typed);
    expect(typing.typedSinceSend).toBe(true);
    expect(typed(typing)).toEqual({ flow: typing });
    expect(typed(typing).flow).toBe(typing);
    expect(after(sendStarted, wentBackToForm, typed, answered(valid(), null), sendStarted).typedSinceSend).toBe(false);
  });

  it("valid with a redirect: forgets the values and leaves at once; the overlay stays, still saying it saves, and covers the form", () => {
    const left = answered(valid("/profil.html"), SUCCESS)(after(sendStarted, wentBackToForm));
    expect(left).toEqual({ flow: flowOf({ submitting: true, leaving: true }), forget: true, leaveTo: "/profil.html" });
    expect(saveCovers(left.flow, false)).toBe(true);
  });

  it("valid without a redirect goes to the success page when there is one", () => {
    expect(answered(valid(), SUCCESS)(after(sendStarted))).toEqual({ flow: flowOf({ submitting: true, leaving: true }), forget: true, leaveTo: SUCCESS });
  });

  it("valid with nowhere to go: forgets the values and says so, in the server's words (or the view's); closed, the form stays", () => {
    const saved = answered(valid(null, "Zapisano"), null)(after(sendStarted));
    expect(saved).toEqual({ flow: flowOf({ notice: { message: "Zapisano", typed: false, next: null } }), forget: true });
    expect(answered(valid(), null)(after(sendStarted)).flow.notice).toEqual({ message: null, typed: false, next: null });
    expect(noticeClosed(saved.flow)).toEqual({ flow: flowOf({}) });
  });

  it("typed during a save, then valid with a redirect: says the typing is not saved, forgets, and leaves only once the box is closed", () => {
    const saved = answered(valid("/profil.html"), SUCCESS)(after(sendStarted, wentBackToForm, typed));
    expect(saved).toEqual({ flow: flowOf({ overlayHidden: true, typedSinceSend: true, notice: { message: null, typed: true, next: "/profil.html" } }), forget: true });
    expect(saveCovers(saved.flow, false)).toBe(false);
    const closed = noticeClosed(saved.flow);
    expect(closed).toEqual({ flow: flowOf({ typedSinceSend: true, leaving: true }), leaveTo: "/profil.html" });
    expect(closed.forget).toBeFalsy();
    expect(saveCovers(closed.flow, false)).toBe(true);
  });

  it("typed during a save, then valid with nowhere to go: keeps (and remembers) the typing, says it is unsaved, stays once the box is closed", () => {
    const saved = answered(valid(null, "Twój profil został zaktualizowany"), null)(after(sendStarted, wentBackToForm, typed));
    expect(saved).toEqual({ flow: flowOf({ overlayHidden: true, typedSinceSend: true, notice: { message: null, typed: true, next: null } }), forget: false });
    expect(noticeClosed(saved.flow)).toEqual({ flow: flowOf({ overlayHidden: true, typedSinceSend: true }) });
  });

  it("invalid: the form is usable again, with the server's warning to accept or correct when it sent one", () => {
    expect(answered(invalid(null), SUCCESS)(after(sendStarted))).toEqual({ flow: flowOf({}) });
    const warned = answered(invalid("Czy dane są poprawne?"), SUCCESS)(after(sendStarted));
    expect(warned).toEqual({ flow: flowOf({ warning: "Czy dane są poprawne?" }) });
    expect(warningClosed(warned.flow)).toEqual({ flow: flowOf({}) });
    // OK: the warning closes and the form is sent again.
    expect(after(sendStarted, answered(invalid("Czy dane są poprawne?"), SUCCESS), warningClosed, sendStarted)).toEqual(flowOf({ submitting: true }));
  });

  it("failed: the error box opens and the form is usable; nothing is forgotten", () => {
    const failed = answered({ kind: "failed", error: TIMEOUT }, SUCCESS)(after(sendStarted, wentBackToForm));
    expect(failed).toEqual({ flow: flowOf({ overlayHidden: true, failure: TIMEOUT }) });
    expect(saveCovers(failed.flow, false)).toBe(false);
    expect(failureClosed(failed.flow)).toEqual({ flow: flowOf({ overlayHidden: true }) });
  });

  it("a send the engine prevented (one while it waits, or a legacy script's veto), or one that replaced the form, only ends the send", () => {
    for (const result of [{ kind: "prevented" }, { kind: "native" }, { kind: "replace", html: "<p>błąd</p>" }] satisfies SubmitResult[]) {
      expect(answered(result, SUCCESS)(after(sendStarted, wentBackToForm))).toEqual({ flow: flowOf({ overlayHidden: true }) });
    }
  });
});

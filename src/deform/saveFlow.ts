/**
 * The save flow of a form that covers itself while the engine sends it (the registration and profile form): the
 * overlay and its way back to the form, what the user types meanwhile, and what the engine's answer opens (a
 * dialog) or starts (forgetting the remembered values, going to the next page). Pure: the view keeps the texts,
 * the focus and the navigation, and does what a step says.
 */
import type { RequestError } from "../dejax/types.ts";
import type { SubmitResult } from "./engine.ts";

/** The success box; the view words it. */
export interface SaveNotice {
  /** The server's words for a save as sent (null: the view's own). */
  message: string | null;
  /** Saved without what the user typed meanwhile: said, in words that depend on `next`. */
  typed: boolean;
  /** Where the form goes once the box is closed (null: it stays, and so does what was typed). */
  next: string | null;
}

export interface SaveFlow {
  /** A send is on its way: from its start until its answer (and on, when the answer leaves at once). */
  submitting: boolean;
  /** The user chose 'Wróć do formularza' while the save is on its way (its answer still applies). */
  overlayHidden: boolean;
  /** Saved, and the next page is on its way: the overlay stays and the form takes no second send. */
  leaving: boolean;
  /** Typed by the user since the last send began (the server's own value updates do not count). */
  typedSinceSend: boolean;
  /** The server's warning, to accept (and send again) or to correct. */
  warning: string | null;
  /** Why the send did not reach the server or got no usable answer. */
  failure: RequestError | null;
  notice: SaveNotice | null;
}

/** What an event leads to: the flow after it, and what the view does now (nothing, unless said). */
export interface SaveStep {
  flow: SaveFlow;
  /** Forget the remembered values (the restore cookie): they are saved. */
  forget?: boolean;
  /** Go to this page now. */
  leaveTo?: string;
}

export const INITIAL_SAVE_FLOW: SaveFlow = {
  submitting: false,
  overlayHidden: false,
  leaving: false,
  typedSinceSend: false,
  warning: null,
  failure: null,
  notice: null,
};

/** Each event is a function from the flow before it to its step. */
export type SaveEvent = (flow: SaveFlow) => SaveStep;

/** A send starts: it covers the form, and a success box still open goes. */
export const sendStarted: SaveEvent = (flow) => ({ flow: { ...flow, submitting: true, overlayHidden: false, typedSinceSend: false, notice: null } });

/** 'Wróć do formularza': the overlay goes while the save goes on. */
export const wentBackToForm: SaveEvent = (flow) => ({ flow: { ...flow, overlayHidden: true } });

/** The user typed (the same flow when it knew already: nothing to render). */
export const typed: SaveEvent = (flow) => ({ flow: flow.typedSinceSend ? flow : { ...flow, typedSinceSend: true } });

/** The warning box was closed (by 'OK' too, before the send that accepts the warning). */
export const warningClosed: SaveEvent = (flow) => ({ flow: { ...flow, warning: null } });

/** The error box was closed. */
export const failureClosed: SaveEvent = (flow) => ({ flow: { ...flow, failure: null } });

const leave = (flow: SaveFlow, target: string, forget?: boolean): SaveStep => ({ flow: { ...flow, overlayHidden: false, leaving: true }, forget, leaveTo: target });

/** The engine answered the send; `successUrl`: where a valid answer without a redirect goes (null: the form stays). */
export const answered = (result: SubmitResult, successUrl: string | null): SaveEvent => (flow) => {
  const done = { ...flow, submitting: false };
  if (result.kind === "valid") {
    const target = result.redirect ?? successUrl;
    // Saved while the user went on typing after 'Wróć do formularza': those changes are not saved, and are said.
    // On this page they stay (and are remembered); a next page would lose them without a word, so it waits until
    // the user closes the box.
    if (flow.typedSinceSend) return { flow: { ...done, notice: { message: null, typed: true, next: target } }, forget: target !== null };
    // Leaving at once: the overlay stays, still saying it saves, until the next page comes.
    if (target) return leave(flow, target, true);
    return { flow: { ...done, notice: { message: result.message, typed: false, next: null } }, forget: true };
  }
  if (result.kind === "invalid" && result.warning) done.warning = result.warning;
  if (result.kind === "failed") done.failure = result.error;
  return { flow: done };
};

/** The success box was closed: the form goes where it said, or stays. */
export const noticeClosed: SaveEvent = (flow) => {
  const closed = { ...flow, notice: null };
  return flow.notice?.next ? leave(closed, flow.notice.next) : { flow: closed };
};

/**
 * Nothing under the overlay can be reached while it covers the form: while the engine waits for a send the user
 * has not stepped back from, and while the next page is on its way.
 */
export const saveCovers = (flow: SaveFlow, engineWaiting: boolean): boolean => (flow.submitting && !flow.overlayHidden && engineWaiting) || flow.leaving;

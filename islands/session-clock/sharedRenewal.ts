import type { Renewal } from "../../src/domain/countdown.ts";
import { sharedRenewal } from "./schema.ts";

/**
 * The session is one for every tab of the shop (one cookie), but each tab's clock hears only its own pages.
 * Without this, a tab left open would reach zero and log the buyer out while they were buying in another
 * (the legacy clock did: a deliberate difference, docs/bad-day.md "Session 27"). Each renewal is written
 * here; other tabs hear it through the `storage` event, or read it at zero if they were asleep.
 */
const KEY = "trybuna:session-renewal";

export function tellOtherTabs(renewal: Renewal): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(renewal));
  } catch {
    // Storage refused (private mode, quota): each tab keeps its own clock, as the legacy one did.
  }
}

function parse(text: string | null): Renewal | null {
  if (text === null) return null;
  try {
    const parsed = sharedRenewal.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function lastHeard(): Renewal | null {
  try {
    return parse(localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function onOtherTab(listener: (renewal: Renewal) => void): () => void {
  const heard = (event: StorageEvent) => {
    const renewal = event.key === KEY ? parse(event.newValue) : null;
    if (renewal) listener(renewal);
  };
  addEventListener("storage", heard);
  return () => removeEventListener("storage", heard);
}

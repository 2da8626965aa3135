import { tabChannel } from "../../src/ui/otherTabs.ts";
import { sharedRenewal } from "./schema.ts";

/**
 * The session is one for every tab of the shop (one cookie), but each tab's clock hears only its own pages.
 * Without this, a tab left open would reach zero and log the buyer out while they were buying in another
 * (the legacy clock did: a deliberate difference, docs/bad-day.md "Session 27"). Each renewal is told to the
 * other tabs; a tab asleep in the background reads the last one at zero.
 */
export const renewals = tabChannel("trybuna:session-renewal", sharedRenewal);

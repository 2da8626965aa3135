import { readFileSync } from "node:fs";

/** A ticket type as the recorded events list it (price as the shop prints it). */
export type VariantData = { id: string; name: string; price: string };

/** What every recorded event holds, whichever seat pages (the sales steps, the stadium) it serves. */
export type EventBase = {
  eventName: string;
  serieName: string;
  date: string;
  venue: string;
  seatLimit: number;
  childVariant: VariantData;
  parkingVariant: VariantData;
};

/** The recorded event of `fixtures/<area>/event.json`, read once at start. */
export function recordedEvent<T extends EventBase>(area: "sales" | "stadium"): T {
  return JSON.parse(readFileSync(new URL(`../fixtures/${area}/event.json`, import.meta.url), "utf8")) as T;
}

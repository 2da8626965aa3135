/** The one DOM-side step of analytics: push only when the page's tag manager created `window.dataLayer`. */
import type { AnalyticsEvent } from "../../domain/analytics.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushAnalytics(event: AnalyticsEvent | null): void {
  if (event && Array.isArray(window.dataLayer)) window.dataLayer.push(event);
}

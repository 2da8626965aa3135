/**
 * Legacy markup: <a href="/konto/ustawienia/powiadomienia" data-json='{"section":"…"}'>Powiadomienia</a>, maybe with
 * other text and links around it (they stay as they are: SettingsOverlay.tsx). The box's link is the host's first;
 * its name is its words, else its aria-label, its image's alt or its title (an icon link).
 */
export function readSettingsLink(host: HTMLElement): Record<string, unknown> {
  const link = host.querySelector<HTMLAnchorElement>("a[href]");
  if (!link) return {};
  let json: unknown;
  try {
    json = link.dataset.json === undefined ? undefined : JSON.parse(link.dataset.json);
  } catch {
    console.error(`Trybuna: settings-overlay link ${link.getAttribute("href")} has data-json that is not JSON; it is sent without it.`);
  }
  const label = link.textContent?.trim() || link.getAttribute("aria-label")?.trim() || link.querySelector("img[alt]")?.getAttribute("alt")?.trim() || link.title.trim();
  return { href: link.getAttribute("href"), label, ...(json === undefined ? {} : { json }) };
}

/** An address's anchor (`#obiekt`), decoded; null without one or for one that cannot be decoded (`#rabat-50%`). */
export function anchorOf(hash: string): string | null {
  try {
    return hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  } catch {
    return null;
  }
}

/** The regulation an address names: its `?id=` (the legacy links), else its anchor (`#obiekt`); null for none. */
export function regulationOf(href: string, base: string = location.href): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  return url.searchParams.get("id") ?? anchorOf(url.hash);
}

/**
 * Legacy markup: <nav><a href="?id=sprzedaz#sprzedaz">…</a>…</nav> and <article id="sprzedaz"><h2>…</h2><p>…</p></article>…
 * A regulation's title is its heading (of any level), else the words of the link to it (by ?id= or anchor, the nav's
 * first), else its id. The island shows the article itself (Regulations.tsx); its paragraphs' text is read for props.
 */
export function readRegulationsMarkup(host: HTMLElement): Record<string, unknown> {
  const links = [...host.querySelectorAll<HTMLAnchorElement>("nav a[href]"), ...host.querySelectorAll<HTMLAnchorElement>("a[href]")];
  const linkWords = (id: string): string => links.find((link) => regulationOf(link.getAttribute("href")!) === id)?.textContent?.trim() ?? "";
  const regulations = [...host.querySelectorAll<HTMLElement>("article[id]")].map((article) => ({
    id: article.id,
    title: article.querySelector("h1, h2, h3, h4, h5, h6")?.textContent?.trim() || linkWords(article.id) || article.id,
    paragraphs: [...article.querySelectorAll("p")].map((paragraph) => paragraph.textContent?.trim() ?? ""),
  }));
  const label = host.querySelector("nav[aria-label]")?.getAttribute("aria-label");
  return { regulations, ...(label ? { label } : {}) };
}

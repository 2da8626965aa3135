import { escapeHtml } from "./html.ts";

export interface LayoutOptions {
  title: string;
  body: string;
  lang: "pl" | "en";
  /** Include Trybuna's script tag (off: the plain legacy page, as without JavaScript). */
  script: boolean;
  /** Session time to live in seconds shown by the header clock. */
  ttl: number;
  cookiesAccepted: boolean;
  cartCount?: number;
}

const chrome = {
  pl: {
    skip: "Przejdź do treści",
    nav: "Menu główne",
    events: "Wydarzenia",
    cart: "Koszyk",
    account: "Moje konto",
    login: "Zaloguj się",
    session: "Czas sesji",
    cookie: "Ta strona używa plików cookie, aby zapamiętać Twój koszyk i ustawienia.",
    policy: "Polityka prywatności",
    understand: "Rozumiem",
    report: "Zgłoś błąd",
    reportWhat: "Co nie działa?",
    reportEmail: "E-mail do odpowiedzi (opcjonalnie)",
    reportSend: "Wyślij zgłoszenie",
    terms: "Regulamin sprzedaży",
    contact: "Kontakt",
    tagline: "Oficjalna sprzedaż biletów",
    suffix: "Arena Bałtycka — bilety",
    other: { lang: "en", label: "English" },
  },
  en: {
    skip: "Skip to content",
    nav: "Main menu",
    events: "Events",
    cart: "Cart",
    account: "My account",
    login: "Log in",
    session: "Session time",
    cookie: "This site uses cookies to remember your cart and settings.",
    policy: "Privacy policy",
    understand: "I understand",
    report: "Report an error",
    reportWhat: "What is not working?",
    reportEmail: "E-mail for a reply (optional)",
    reportSend: "Send report",
    terms: "Terms of sale",
    contact: "Contact",
    tagline: "Official ticket sales",
    suffix: "Arena Bałtycka — tickets",
    other: { lang: "pl", label: "Polski" },
  },
} as const;

/** Where Trybuna's tags go: the server fills it from the build's manifest (`scriptTags.ts`) once the page's islands are known. */
export const SCRIPT_SLOT = "<!--trybuna:script-->";

function clock(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The shop's page frame, as the PHP site renders it around every page. */
export function renderLayout(options: LayoutOptions): string {
  const text = chrome[options.lang];
  const cookieBar = options.cookiesAccepted
    ? ""
    : `<div data-island="cookie-bar" class="legacy-cookie-bar">
    <p>${text.cookie}</p> <a href="/polityka-prywatnosci.html">${text.policy}</a>
    <form method="post" action="/cookies/accept"><button type="submit">${text.understand}</button></form>
  </div>`;
  return `<!DOCTYPE html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · ${text.suffix}</title>
<link rel="stylesheet" href="/assets/shop.css">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
${options.script ? SCRIPT_SLOT : ""}
</head>
<body>
<a class="skip-link" href="#content">${text.skip}</a>
${cookieBar}
<header class="shop-header">
  <div class="shop-header__inner">
    <a class="shop-logo" href="/"><img src="/assets/logo.svg" alt="" width="40" height="40"><span><strong>Arena Bałtycka</strong><small>${text.tagline}</small></span></a>
    <nav class="shop-nav" aria-label="${text.nav}">
      <a href="/">${text.events}</a>
      <a href="/sprzedaz/krok-4">${text.cart}${options.cartCount ? ` <span class="shop-nav__badge">${options.cartCount}</span>` : ""}</a>
      <a href="/logowanie.html">${text.login}</a>
      <a href="?lang=${text.other.lang}" lang="${text.other.lang}" hreflang="${text.other.lang}">${text.other.label}</a>
    </nav>
    <div class="shop-session" data-island="session-clock">
      <span class="session-clock" data-ttl="${options.ttl}">${text.session}: ${clock(options.ttl)}</span>
    </div>
  </div>
</header>
<main id="content" class="shop-main">
${options.body}
</main>
<footer class="shop-footer">
  <div class="shop-footer__inner">
    <p>© 2026 Arena Bałtycka sp. z o.o. · <a href="/regulamin.html">${text.terms}</a> · <a href="/polityka-prywatnosci.html">${text.policy}</a> · <a href="/kontakt.html">${text.contact}</a></p>
    <div data-island="error-report" class="legacy-error-report">
      <details><summary>${text.report}</summary>
        <form method="post" action="/ajax/ErrorReport/send/">
          <label>${text.reportWhat} <textarea name="message" required></textarea></label>
          <label>${text.reportEmail} <input type="email" name="email"></label>
          <button type="submit">${text.reportSend}</button>
        </form>
      </details>
    </div>
  </div>
</footer>
</body>
</html>`;
}

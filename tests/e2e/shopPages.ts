import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Every page the fixture server's index lists, known when the tests are collected so that each page is a
 * test of its own (normal budgets, a failure names its page). A page added to the index later is still
 * walked by the "pages missing from this list" test of each spec that uses it.
 */
export const SHOP_PAGES = [
  "/",
  "/debug",
  "/formularze/daty.html",
  "/formularze/galeria.html",
  "/formularze/kalendarz.html",
  "/formularze/widzety.html",
  "/kontakt.html",
  "/konto/ustawienia",
  "/konto/ustawienia/powiadomienia",
  "/logowanie.html",
  "/polityka-prywatnosci.html",
  "/profil.html",
  "/qa/awaria",
  "/qa/dejax",
  "/qa/kolejka",
  "/qa/logowanie-pola",
  "/qa/posiadacze-biletow",
  "/qa/propsy",
  "/qa/rejestracja-pola",
  "/qa/wiele-wysp",
  "/qa/wyspy",
  "/regulamin.html",
  "/regulaminy",
  "/rejestracja.html",
  "/sprzedaz/krok-2",
  "/sprzedaz/krok-4",
  "/sprzedaz/krok-4-5000",
  "/sprzedaz/platnosc",
  "/sprzedaz/podsumowanie",
  "/stadion",
  "/stadion/koszyk",
  "/tlumaczenia",
  "/wydarzenia/lista",
  "/zaplecze/odebrane.html",
  "/zaplecze/podglad.html",
  "/zaplecze/wydarzenie.html",
  "/zarejestrowany.html",
];

/**
 * QA pages whose islands crash or refuse their props on purpose: their page errors are what they show (fixtures/README.md).
 * The other /qa/ pages are checked as any shop page (a QA walk, session 36, found them clean while every /qa/ page was excused).
 */
const ON_PURPOSE: readonly string[] = ["/qa/awaria", "/qa/kolejka", "/qa/propsy"];
export const crashesOnPurpose = (path: string): boolean => ON_PURPOSE.includes(path);

/** Pages the index lists today that SHOP_PAGES does not name. */
export async function pagesMissingFromList(page: Page): Promise<string[]> {
  await page.goto("/");
  const listed = await page.locator(".page-index__list a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  // The index lists every known page too: an empty or broken list would otherwise leave nothing to check.
  expect(listed).toEqual(expect.arrayContaining([...SHOP_PAGES]));
  return listed.filter((path) => !SHOP_PAGES.includes(path));
}

/**
 * The page has loaded and Trybuna's first mount has happened (islands mount in one batch after their chunks
 * load). Pages that crash islands on purpose may mount none: for them the script having started is enough.
 */
export async function pageSettled(page: Page, path: string): Promise<void> {
  await page.waitForFunction(
    (anyMount) => {
      const api = (window as unknown as { Trybuna?: { mounted(): number } }).Trybuna;
      return document.readyState === "complete" && !!api && (anyMount || api.mounted() > 0 || !document.querySelector("[data-island]"));
    },
    crashesOnPurpose(path),
  );
}

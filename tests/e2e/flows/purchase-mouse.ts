import type { Page } from "@playwright/test";
import { acceptCookieBar, expect } from "./common.ts";

const SEATS = ".tb-seat-panel__seat";
const FREE_SEAT = `${SEATS}[aria-pressed="false"]:not([aria-disabled])`;

/** Starts on /sprzedaz/krok-2. The mouse purchase: tribune map → seat → cart → summary → payment (purchase.spec.ts, first test). */
export default async function purchaseFlow(page: Page): Promise<void> {
  await acceptCookieBar(page);
  const canvas = page.locator(".tb-tribune-map__canvas");
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  // Tribune W2: the centre of its legacy <area> polygon.
  const box = (await canvas.boundingBox())!;
  const at = { x: box.x + (117 / 700) * box.width, y: box.y + (335 / 550) * box.height };
  await page.mouse.move(at.x, at.y);
  await expect(page.locator(".tb-tribune-map__tip")).toHaveText("Trybuna Zachodnia W2 (główna), od 89,00 zł");
  await page.mouse.click(at.x, at.y);
  await expect(page).toHaveURL(/krok-4\?id_tribune=/);
  await expect(page.getByRole("heading", { name: "Sektor W2" })).toBeVisible({ timeout: 30_000 });

  const index = await page.locator(FREE_SEAT).first().getAttribute("data-i");
  const seat = page.locator(`${SEATS}[data-i="${index}"]`);
  await seat.click();
  await expect(seat).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").filter({ hasText: "Wybrano 4 miejsca." })).toHaveCount(1);
  await page.locator(".tb-seat-panel__fresh select").selectOption({ label: "Ulgowy" });
  // Adding goes through the request client: no reload, an announced confirmation.
  await page.locator(".tb-seat-panel__submit").click();
  await expect(page.getByRole("status").filter({ hasText: "Dodano do koszyka: 1." })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".tb-seat-panel__table tbody tr:not(.tb-seat-panel__fresh)")).toHaveCount(5);
  await page.locator(".tb-seat-panel__submit").click();

  const summary = page.locator(".tb-summary");
  await expect(summary).toBeVisible();
  await summary.getByLabel("Adres e-mail", { exact: false }).first().fill("jan.kowalski@example.pl");
  await summary.getByLabel("Powtórz adres e-mail").fill("jan.kowalski@example.pl");
  await summary.getByLabel("PESEL").fill("44051401359");
  await summary.getByLabel("Akceptuję regulamin sprzedaży").check();
  await page.getByRole("button", { name: "przejdź do płatności" }).click();
  await expect(page).toHaveURL(/platnosc/);
  await expect(page.getByTestId("amount")).toHaveText("362,00 zł"); // 412,00 zł less the confirmed voucher
}

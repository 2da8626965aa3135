import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { acceptCookies, backOfficeField, captchaCode, field as clientField, openForm, uniqueEmail } from "./forms-helpers.ts";

/** Files as the user's disk has them: real signatures, so the server's content check sees the truth. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const png = (name: string, size = PNG.length) => ({ name, mimeType: "image/png", buffer: size <= PNG.length ? PNG : Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]) });
const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% umowa\n%%EOF\n") });
const text = (name: string, mimeType = "text/plain") => ({ name, mimeType, buffer: Buffer.from("to nie jest obrazek") });

const BACKOFFICE = "/zaplecze/wydarzenie.html";
const boField = backOfficeField;
const uploader = (page: Page) => page.locator("#bo_event .tb-file-upload");
const item = (page: Page, name: string) => uploader(page).getByRole("listitem").filter({ hasText: name });

async function openBackoffice(page: Page, query = ""): Promise<void> {
  await acceptCookies(page);
  await page.goto(BACKOFFICE + query);
  if (!query.includes("js=0")) await expect(uploader(page)).toBeVisible();
}

/** The rest of a valid back-office form, typed in (the captcha from the QA endpoint). */
async function fillBackoffice(page: Page): Promise<void> {
  const values: Record<string, string> = { bo_title: "Mecz otwarcia", bo_tickets: "1200", bo_email: "biuro@trybuna.pl", bo_contact_email: "kontakt@trybuna.pl" };
  for (const [name, value] of Object.entries(values)) await boField(page, name).fill(value);
  await page.getByLabel("Sala A").check();
  await boField(page, "bo_captcha").fill(await captchaCode(page));
}

async function fillRegistration(page: Page, tag: string): Promise<void> {
  await clientField(page, "firstname").fill("Jan");
  await clientField(page, "lastname").fill("Kowalski");
  await clientField(page, "pesel").fill("44051401359");
  await clientField(page, "email").fill(uniqueEmail(tag));
  await clientField(page, "password").fill("tajnehaslo1");
  await clientField(page, "password_repeat").fill("tajnehaslo1");
}

test.describe("file upload", () => {
  test("registration with the script: the button opens the native chooser, refusals are listed, the photo reaches the server", async ({ page }) => {
    await openForm(page, "/rejestracja.html");
    await fillRegistration(page, "photo");
    const photo = page.locator("[data-island=registration-form] .tb-file-upload");
    // A mouse click on the styled button is a click on the real file input under it: the chooser opens.
    const chooser = page.waitForEvent("filechooser");
    await photo.scrollIntoViewIfNeeded();
    const face = (await photo.getByText("Wybierz plik").boundingBox())!;
    await page.mouse.click(face.x + face.width / 2, face.y + face.height / 2);
    await (await chooser).setFiles(text("zdjecie.gif", "image/gif"));
    await expect(photo.getByRole("listitem")).toHaveText(/zdjecie\.gif.*niedozwolony typ pliku — dozwolone: JPEG, PNG/);
    await expect(photo.getByRole("status")).toContainText("zdjecie.gif");
    await page.getByLabel("Zdjęcie", { exact: false }).setInputFiles(png("duze.png", 3 * 1024 * 1024));
    await expect(photo.getByRole("listitem")).toHaveText(/duze\.png 3 MB — za duży — największy dozwolony rozmiar to 2 MB/);
    await photo.screenshot({ path: "/tmp/i9-upload-refused.png" });
    await page.getByLabel("Zdjęcie", { exact: false }).setInputFiles(png("portret.png"));
    await expect(photo.getByRole("listitem")).toHaveText(/portret\.png 70 B — przyjęty/);
    await expect(clientField(page, "firstname")).toHaveValue("Jan"); // nothing else lost
    await expectAccessible(page, "[data-island=registration-form] .tb-file-upload");
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    await expect(page).toHaveURL(/\/zarejestrowany\.html$/);
    const shown = page.getByRole("img", { name: "portret.png" });
    await expect(shown).toBeVisible();
    const stored = await page.request.get((await shown.getAttribute("src"))!);
    expect(stored.headers()["content-type"]).toContain("image/png");
    expect(Buffer.compare(await stored.body(), PNG)).toBe(0);
  });

  test("registration without the script: a multipart post; a wrong type comes back refused with the form still filled, then the photo is stored", async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/rejestracja.html?js=0");
    await expect(page.locator("form#registration")).toHaveAttribute("enctype", "multipart/form-data");
    await fillRegistration(page, "nojs-photo");
    await page.locator("#photo").setInputFiles(text("podpis.png", "image/png")); // a renamed text file: refused by its content
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    await expect(page.getByRole("heading", { name: "Popraw dane" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Zdjęcie: Plik podpis.png ma niedozwolony typ." })).toBeVisible();
    await expect(page.locator("#firstname")).toHaveValue("Jan");
    await expect(page.locator("#pesel")).toHaveValue("44051401359");
    await expect(page.locator("#password")).toHaveValue(""); // never printed back
    await page.locator("#password").fill("tajnehaslo1");
    await page.locator("#password_repeat").fill("tajnehaslo1");
    await page.locator("#photo").setInputFiles(png("portret.png"));
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    await expect(page).toHaveURL(/\/zarejestrowany\.html$/);
    await expect(page.getByRole("img", { name: "portret.png" })).toBeVisible();
  });

  test("back office: several files by drag and drop, the count limit, a renamed file refused by the server, progress, a changed address", async ({ page }) => {
    await openBackoffice(page);
    // Drop four files: one too large (client check), one renamed (server check), then the count limit.
    const drop = await page.evaluateHandle(() => new DataTransfer());
    const files = [pdf("umowa.pdf"), png("plakat.png", 600 * 1024), text("lista.pdf", "application/pdf"), png("mapa.png"), png("zdjecie.png")];
    for (const file of files)
      await page.evaluate(([transfer, f]) => transfer.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.mimeType })), [drop, { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] }] as const);
    await uploader(page).dispatchEvent("drop", { dataTransfer: drop });
    await expect(item(page, "umowa.pdf")).toContainText("przyjęty");
    await expect(item(page, "plakat.png")).toContainText("Plik jest za duży: załącznik może mieć najwyżej 512 KB."); // the shop's configured message
    await expect(item(page, "lista.pdf")).toContainText("Plik lista.pdf ma niedozwolony typ."); // the server looked inside
    await expect(item(page, "mapa.png")).toContainText("przyjęty");
    // Judged on the drop: umowa, lista and mapa took the three places (lista's was freed only by the server's refusal).
    await expect(item(page, "zdjecie.png")).toContainText("za dużo plików — najwyżej 3");
    await uploader(page).screenshot({ path: "/tmp/i9-upload-states.png" });
    await expectAccessible(page, "#bo_event .bo-files");

    // Remove one: a place frees up. A legacy script moves the upload address, and a slow line shows progress.
    await item(page, "mapa.png").getByRole("button", { name: "Usuń mapa.png" }).click();
    await expect(item(page, "mapa.png")).toHaveCount(0);
    const moved = await page.evaluate(() => {
      const host = document.querySelector<HTMLElement>('[data-island="file-upload"]')!;
      const api = window.Trybuna!.get(host) as { setUploadUrl(url: string): boolean; getUploadUrl(): string };
      return [api.setUploadUrl("https://example.com/steal"), api.setUploadUrl("/ajax/Upload/file/?zaplecze=1"), api.getUploadUrl()];
    });
    expect(moved).toEqual([false, true, "/ajax/Upload/file/?zaplecze=1"]);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 25 * 1024 });
    const sent = page.waitForRequest((request) => request.url().includes("/ajax/Upload/file/?zaplecze=1&__ajax_request=1"));
    await page.locator("#bo_files").setInputFiles(png("duzy-plakat.png", 300 * 1024));
    await sent;
    const progress = item(page, "duzy-plakat.png").getByRole("progressbar", { name: "Wysyłanie pliku duzy-plakat.png" });
    await expect(progress).toBeVisible();
    await uploader(page).screenshot({ path: "/tmp/i9-upload-progress.png" });
    // The bar moves as the bytes go (about 12 s on this line).
    await expect.poll(() => progress.evaluate((bar: HTMLProgressElement) => bar.value)).toBeGreaterThan(0.2);
    await expect(item(page, "duzy-plakat.png")).toContainText(/wysyłanie… \d+%/);
    await expect(item(page, "duzy-plakat.png")).toContainText("przyjęty", { timeout: 30_000 });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await fillBackoffice(page);
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    await expect(page).toHaveURL(/\/zaplecze\/odebrane\.html$/);
    const received = await (await page.request.get("/zaplecze/odebrane.json")).json();
    expect(received.via).toBe("ajax");
    expect(received.files.map((f: { name: string }) => f.name)).toEqual(["umowa.pdf", "duzy-plakat.png"]);
    await expect(page.getByRole("link", { name: "umowa.pdf" })).toBeVisible();
    await expect(page.getByRole("img", { name: "duzy-plakat.png" })).toBeVisible();
  });

  test("back office in English: each file's result is announced in English", async ({ page }) => {
    await openBackoffice(page, "?lang=en");
    await page.locator("#bo_files").setInputFiles([pdf("contract.pdf"), text("notes.txt")]);
    await expect(item(page, "contract.pdf")).toContainText("accepted");
    await expect(item(page, "notes.txt")).toContainText("file type not allowed — allowed: JPEG, PNG, PDF");
    await expect(uploader(page).getByRole("status")).toContainText("contract.pdf");
    await expect(uploader(page).getByText("Choose files")).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 }); // a phone
    await expectAccessible(page, "#bo_event .bo-files");
    await page.locator("#bo_event .bo-files").screenshot({ path: "/tmp/i9-upload-en-390.png" });
  });

  test("back office without the script: multipart; a too-large file is refused beside the field, the other files and values kept", async ({ page }) => {
    await openBackoffice(page, "?js=0");
    await fillBackoffice(page);
    await page.locator("#bo_files").setInputFiles([pdf("umowa.pdf"), png("plakat.png", 600 * 1024)]);
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    await expect(page.locator("#bo_files-server-error")).toHaveText("Plik plakat.png jest za duży (największy dozwolony rozmiar to 512 KB).");
    await expect(boField(page, "bo_title")).toHaveValue("Mecz otwarcia");
    await page.locator("#bo_files").setInputFiles([pdf("umowa.pdf")]);
    await boField(page, "bo_captcha").fill(await captchaCode(page));
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    await expect(page).toHaveURL(/\/zaplecze\/odebrane\.html$/);
    const received = await (await page.request.get("/zaplecze/odebrane.json")).json();
    expect(received.via).toBe("post");
    expect(received.files).toEqual([{ name: "umowa.pdf", size: 23, type: "application/pdf" }]);
  });
});

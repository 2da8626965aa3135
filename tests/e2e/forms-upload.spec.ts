import type { Page } from "@playwright/test";
import { UPLOAD_GIVE_UP_MS, UPLOAD_SLOW_MS } from "../../src/dejax/upload.ts";
import { armFault, expect, expectAccessible, shot, test } from "./fixtures.ts";
import { acceptCookies, backOfficeField, captchaCode, receivedEvent, field as clientField, openForm, uniqueEmail } from "./forms-helpers.ts";

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

/** The registration's typed values (a fresh e-mail per test), by field name. */
const registrationValues = (tag: string): Record<string, string> => ({
  firstname: "Jan",
  lastname: "Kowalski",
  pesel: "44051401359",
  email: uniqueEmail(tag),
  password: "tajnehaslo1",
  password_repeat: "tajnehaslo1",
});

async function fillRegistration(page: Page, values: Record<string, string>, control = clientField): Promise<void> {
  for (const [name, value] of Object.entries(values)) await control(page, name).fill(value);
}

/** Nothing else in the form was lost: every typed value is still there (passwords only where the page was not sent again). */
async function expectRegistrationKept(page: Page, values: Record<string, string>, control = clientField, passwords = true): Promise<void> {
  for (const [name, value] of Object.entries(values)) await expect(control(page, name), name).toHaveValue(name.startsWith("password") && !passwords ? "" : value);
}
/** The registration's legacy markup without the script. */
const plainField = (page: Page, name: string) => page.locator(`form#registration [name="${name}"]`);

test.describe("file upload", () => {
  test("registration with the script: the button opens the native chooser, refusals are listed, the photo reaches the server", async ({ page }) => {
    await openForm(page, "/rejestracja.html");
    const values = registrationValues("photo");
    await fillRegistration(page, values);
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
    await shot(photo, "registration-photo-refused");
    await page.getByLabel("Zdjęcie", { exact: false }).setInputFiles(png("portret.png"));
    await expect(photo.getByRole("listitem")).toHaveText(/portret\.png 70 B — przyjęty/);
    await expectRegistrationKept(page, values); // nothing else lost
    await expectAccessible(page, "[data-island=registration-form] .tb-file-upload");
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    await expect(page).toHaveURL(/\/zarejestrowany\.html$/);
    const shown = page.getByRole("img", { name: "portret.png" });
    await expect(shown).toBeVisible();
    const stored = await page.request.get((await shown.getAttribute("src"))!);
    expect(stored.headers()["content-type"]).toContain("image/png");
    expect(Buffer.compare(await stored.body(), PNG)).toBe(0);
  });

  test("registration without the script: a multipart post; a too-large and a wrong-type photo come back refused with the form still filled, then the photo is stored", async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/rejestracja.html?js=0");
    await expect(page.locator("form#registration")).toHaveAttribute("enctype", "multipart/form-data");
    const values = registrationValues("nojs-photo");
    await fillRegistration(page, values, plainField);
    const refusals: Array<[ReturnType<typeof png>, string]> = [
      [png("duze.png", 3 * 1024 * 1024), "Zdjęcie: Plik duze.png jest za duży (największy dozwolony rozmiar to 2 MB)."],
      [text("podpis.png", "image/png"), "Zdjęcie: Plik podpis.png ma niedozwolony typ."], // a renamed text file: refused by its content
    ];
    for (const [file, message] of refusals) {
      await plainField(page, "photo").setInputFiles(file);
      await page.getByRole("button", { name: "Zarejestruj się" }).click();
      await expect(page.getByRole("heading", { name: "Popraw dane" })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: message })).toBeVisible();
      await expectRegistrationKept(page, values, plainField, false); // passwords are never printed back
      await shot(page, `registration-noscript-refused-${file.name.replace(/\.\w+$/, "")}`, true);
      await plainField(page, "password").fill(values.password!);
      await plainField(page, "password_repeat").fill(values.password_repeat!);
    }
    await plainField(page, "photo").setInputFiles(png("portret.png"));
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
    await shot(uploader(page), "backoffice-upload-states");
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
    await shot(uploader(page), "backoffice-upload-progress");
    // The bar moves as the bytes go (about 12 s on this line).
    await expect.poll(() => progress.evaluate((bar: HTMLProgressElement) => bar.value)).toBeGreaterThan(0.2);
    await expect(item(page, "duzy-plakat.png")).toContainText(/wysyłanie… \d+%/);
    await expect(item(page, "duzy-plakat.png")).toContainText("przyjęty", { timeout: 30_000 });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await fillBackoffice(page);
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    const received = await receivedEvent(page);
    expect(received.via).toBe("ajax");
    expect(received.files.map((f: { name: string }) => f.name)).toEqual(["umowa.pdf", "duzy-plakat.png"]);
    await expect(page.getByRole("link", { name: "umowa.pdf" })).toBeVisible();
    await expect(page.getByRole("img", { name: "duzy-plakat.png" })).toBeVisible();
  });

  test("a file the network drops is reported once and not re-sent by itself (no legacy 300 ms retry); chosen again, it is stored", async ({ page }) => {
    // The page's timers run on Playwright's clock: a retry timer, had there been one, fires when the clock is run.
    await page.clock.install();
    await openBackoffice(page);
    let attempts = 0;
    await page.route("**/ajax/Upload/file/**", (route) => (++attempts === 1 ? route.abort("connectionreset") : route.continue()));
    await page.locator("#bo_files").setInputFiles([pdf("umowa.pdf")]);
    await expect(item(page, "umowa.pdf")).toContainText("nie udało się wysłać — sprawdź połączenie i wybierz plik ponownie");
    await expect(uploader(page).getByRole("status")).toContainText("umowa.pdf: nie udało się wysłać");
    // A POST sent again by a timer could store the file twice: the buyer decides.
    await page.clock.runFor(2000);
    expect(attempts).toBe(1);
    await page.locator("#bo_files").setInputFiles([pdf("umowa.pdf")]);
    await expect(item(page, "umowa.pdf").filter({ hasText: "przyjęty" })).toBeVisible();
    expect(attempts).toBe(2);
  });

  test("a file the server answers with an error (500) is said to be the server's failure, not the buyer's connection", async ({ page }) => {
    await openBackoffice(page);
    await armFault(page, "/ajax/Upload/file/", "status:500");
    await page.locator("#bo_files").setInputFiles([pdf("umowa.pdf")]);
    await expect(item(page, "umowa.pdf")).toContainText("nie udało się wysłać — serwer odpowiedział błędem; wybierz plik ponownie");
    await expect(item(page, "umowa.pdf")).not.toContainText("sprawdź połączenie");
  });

  test("a file the server answers with something that is no upload answer (a cut body, 200) is said to be an unexpected answer", async ({ page }) => {
    await openBackoffice(page);
    await armFault(page, "/ajax/Upload/file/", "malformed");
    await page.locator("#bo_files").setInputFiles([pdf("umowa.pdf")]);
    await expect(item(page, "umowa.pdf")).toContainText("nie udało się wysłać — serwer przysłał nieoczekiwaną odpowiedź; wybierz plik ponownie");
    await page.locator("#bo_files").setInputFiles([pdf("umowa.pdf")]);
    await expect(item(page, "umowa.pdf").filter({ hasText: "przyjęty" })).toBeVisible();
  });

  test("a stalled upload can be cancelled by keyboard and says when it takes longer than usual; a file the server holds is never offered to be sent again", async ({ page }) => {
    // The page's timers run on Playwright's clock: the slow notice comes when the clock is run, and a re-send timer would too.
    await page.clock.install();
    await openBackoffice(page);
    const attempts: string[] = [];
    page.on("request", (request) => void (request.url().includes("/ajax/Upload/file/") && attempts.push(request.url())));
    await armFault(page, "/ajax/Upload/file/", "stall", 2); // the server takes both files and never answers
    await page.locator("#bo_files").setInputFiles([pdf("umowa.pdf"), png("plakat.png")]);
    const cancel = item(page, "umowa.pdf").getByRole("button", { name: "Anuluj umowa.pdf" });
    await expect(cancel).toBeVisible(); // while on its way, not only once it has stalled
    await expect(item(page, "umowa.pdf")).toContainText(/wysyłanie… \d+%/);
    const box = (await cancel.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24); // WCAG 2.2 target size
    await expect.poll(() => attempts.length).toBe(2);
    // A progress event that lands after the clock jumped starts the wait again: run the clock until the notice shows.
    await expect(async () => {
      await page.clock.runFor(UPLOAD_SLOW_MS);
      await expect(item(page, "plakat.png")).toContainText("trwa dłużej niż zwykle", { timeout: 1000 });
    }).toPass();
    await expect(item(page, "umowa.pdf")).toContainText("trwa dłużej niż zwykle");
    await expect(uploader(page).getByRole("status")).toContainText("trwa dłużej niż zwykle");
    // Every byte has left: the server holds the files, and sending one again could store it twice.
    await expect(uploader(page).getByRole("button", { name: /^Spróbuj ponownie/ })).toHaveCount(0);
    await expectAccessible(page, "#bo_event .bo-files");
    await shot(uploader(page), "backoffice-upload-slow");

    // Cancelled from the keyboard: the item goes, the user is told, and the file is never sent again.
    await page.locator("#bo_files").focus();
    await page.keyboard.press("Tab");
    await expect(cancel).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(item(page, "umowa.pdf")).toHaveCount(0);
    await expect(uploader(page).getByRole("status")).toHaveText("Anulowano wysyłanie pliku umowa.pdf.");
    await expect(page.locator("#bo_files")).toBeFocused();
    // Cancelled and chosen again by the user: sent once more (the server answers this time).
    await item(page, "plakat.png").getByRole("button", { name: "Anuluj plakat.png" }).click();
    await page.locator("#bo_files").setInputFiles([png("plakat.png")]);
    await expect(item(page, "plakat.png")).toContainText("przyjęty");
    expect(attempts).toHaveLength(3);
    // Nothing cancelled or stalled is sent again by a timer, however long the page stays open.
    await page.clock.runFor(2 * UPLOAD_GIVE_UP_MS);
    await expect(item(page, "plakat.png")).toContainText("przyjęty");
    await expect(item(page, "umowa.pdf")).toHaveCount(0);
    expect(attempts).toHaveLength(3);
  });

  test("a form sent while files are still on their way is held back and says why; sent once they are stored, with them", async ({ page }) => {
    await openBackoffice(page);
    await fillBackoffice(page);
    let posted = 0;
    page.on("request", (request) => void (request.url().includes("/ajax/Backoffice/saveEvent/") && posted++));
    await armFault(page, "/ajax/Upload/file/", "delay:5000", 2); // a slow server: the files are stored 5 s after they arrive
    await page.locator("#bo_files").setInputFiles([pdf("umowa.pdf"), png("mapa.png")]);
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    const wait = uploader(page).getByRole("alert");
    await expect(wait).toHaveText("Poczekaj, aż pliki zostaną wysłane.");
    await expect(page.locator("#bo_files")).toHaveAccessibleDescription(/Poczekaj, aż pliki zostaną wysłane\./);
    await expect(item(page, "umowa.pdf")).toContainText("wysyłanie…"); // the message came while they were on their way
    expect(posted).toBe(0);
    expect(await (await page.request.get("/zaplecze/odebrane.json")).json()).toBeNull();
    await expectAccessible(page, "#bo_event .bo-files");
    await shot(page.locator("#bo_event .bo-files"), "backoffice-upload-wait");

    await expect(item(page, "umowa.pdf")).toContainText("przyjęty");
    await expect(item(page, "mapa.png")).toContainText("przyjęty");
    await expect(wait).toHaveCount(0); // nothing left to wait for
    expect(posted).toBe(0); // the held submit is not sent by itself
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    const received = await receivedEvent(page);
    expect(received.files.map((f: { name: string }) => f.name)).toEqual(["umowa.pdf", "mapa.png"]);
    expect(posted).toBe(1);
  });

  test("registration sent while the photo is still on its way is held back and says why; registered with the photo once it is stored", async ({ page }) => {
    await openForm(page, "/rejestracja.html");
    await fillRegistration(page, registrationValues("photo-wait"));
    let posted = 0;
    page.on("request", (request) => void (request.url().includes("/ajax/Client/register/") && posted++));
    await armFault(page, "/ajax/Upload/file/", "delay:5000");
    const photo = page.locator("[data-island=registration-form] .tb-file-upload");
    await page.getByLabel("Zdjęcie", { exact: false }).setInputFiles(png("portret.png"));
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    await expect(photo.getByRole("alert")).toHaveText("Poczekaj, aż plik zostanie wysłany.");
    expect(posted).toBe(0);
    await expect(photo.getByRole("listitem")).toHaveText(/portret\.png 70 B — przyjęty/);
    await expect(photo.getByRole("alert")).toHaveCount(0);
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    await expect(page).toHaveURL(/\/zarejestrowany\.html$/);
    await expect(page.getByRole("img", { name: "portret.png" })).toBeVisible();
    expect(posted).toBe(1);
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
    await shot(page.locator("#bo_event .bo-files"), "backoffice-upload-en-390");
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
    const received = await receivedEvent(page);
    expect(received.via).toBe("post");
    expect(received.files).toEqual([{ name: "umowa.pdf", size: 23, type: "application/pdf" }]);
  });
});

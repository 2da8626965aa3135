import { armFault, expect, expectAccessible, test } from "./fixtures.ts";

test.describe("island runtime", () => {
  test("the index lists every recorded page and is accessible", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Nagrane strony (dla zespołu i QA)" })).toBeVisible();
    for (const title of ["Wyspy dodawane po załadowaniu", "Złe propsy wysp", "Raporty zawieszonych żądań"]) {
      await expect(page.getByRole("link", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("timer")).toBeVisible();
    await expectAccessible(page);
  });

  test("islands in markup added after load mount, and unmount when removed", async ({ page }) => {
    await page.goto("/qa/wyspy");
    await expect(page.getByRole("button", { name: /Wyspa stała/ })).toBeVisible();
    const before = await page.evaluate(() => window.Trybuna!.mounted());
    await page.getByRole("button", { name: "Dodaj wyspy" }).click();
    await expect(page.getByRole("button", { name: /Wyspa dodana A/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Wyspa dodana B/ })).toBeVisible();
    expect(await page.evaluate(() => window.Trybuna!.mounted())).toBe(before + 2);
    await page.getByRole("button", { name: /Wyspa dodana A/ }).click();
    await expect(page.getByRole("button", { name: /Wyspa dodana A/ })).toHaveAttribute("data-clicks", "1");
    await page.getByRole("button", { name: "Usuń wyspy" }).click();
    await expect(page.getByRole("button", { name: /Wyspa dodana/ })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.Trybuna!.mounted())).toBe(before);
    // Added and removed many times: no roots are left behind.
    for (let i = 0; i < 5; i++) {
      await page.getByRole("button", { name: "Dodaj wyspy" }).click();
      await expect(page.getByRole("button", { name: /Wyspa dodana B/ })).toBeVisible();
      await page.getByRole("button", { name: "Usuń wyspy" }).click();
    }
    await expect.poll(() => page.evaluate(() => window.Trybuna!.mounted())).toBe(before);
  });

  test("hosts that wake when visible: those in view mount before the next frame, those far below wait for the scroll", async ({ page }) => {
    await page.goto("/qa/wiele-wysp?n=1");
    await expect(page.locator(".tb-qa-probe").first()).toBeVisible();
    // A buyer never sees a frame of legacy markup for an island in view: by the next animation frame it is there.
    const inFrame = await page.evaluate(() => new Promise<{ near: boolean; far: boolean }>((resolve) => {
      const host = (label: string) => {
        const element = document.createElement("div");
        element.dataset.island = "qa-probe";
        element.dataset.islandWake = "visible";
        element.dataset.props = JSON.stringify({ label, crash: false });
        element.textContent = `${label} (legacy)`;
        return element;
      };
      const near = host("Wyspa w widoku");
      const spacer = document.createElement("div");
      spacer.style.height = "3000px";
      const far = host("Wyspa na dole");
      document.querySelector("main")!.prepend(near, spacer, far);
      requestAnimationFrame(() => resolve({ near: near.querySelector(".tb-qa-probe") !== null, far: far.querySelector(".tb-qa-probe") !== null }));
    }));
    expect(inFrame).toEqual({ near: true, far: false });
    // Still asleep once the page has gone idle and painted twice more: it waits for the scroll, not for a free moment.
    const farAfterIdle = await page.evaluate(() => new Promise<string>((resolve) => {
      requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => {
        const far = [...document.querySelectorAll<HTMLElement>("[data-island=qa-probe]")].find((host) => host.textContent?.includes("Wyspa na dole"));
        resolve(far?.querySelector(".tb-qa-probe") ? "mounted" : (far?.textContent ?? "gone"));
      })));
    }));
    expect(farAfterIdle).toBe("Wyspa na dole (legacy)");
    await page.getByText("Wyspa na dole (legacy)").scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: /Wyspa na dole/ })).toBeVisible();
  });

  test("React DOM builds no error object as a page's islands start (with DevTools open each cost a parse of React DOM)", async ({ page }) => {
    // Each error built captures the call stack; with DevTools open (or Playwright) V8 then re-parses every function on
    // that stack for its source positions: all of React DOM at its start (vite.config.ts, stacklessReactSentinels).
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { builtErrors: string[] }).builtErrors = built;
      const Native = window.Error;
      // Where an error is built: a stack taken with a limit of its own (zod builds its errors with the limit at 0).
      const where = (): string => {
        const limit = Native.stackTraceLimit;
        Native.stackTraceLimit = 50;
        const stack = new Native().stack ?? "";
        Native.stackTraceLimit = limit;
        return stack;
      };
      window.Error = new Proxy(Native, {
        apply: (target, self, args: unknown[]) => (built.push(where()), Reflect.apply(target, self, args)),
        construct: (target, args: unknown[], newTarget: Function) => (built.push(where()), Reflect.construct(target, args, newTarget)),
      });
    });
    for (const path of ["/sprzedaz/krok-4", "/rejestracja.html"]) {
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => window.Trybuna!.mounted()), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
      const built = await page.evaluate(() => (window as unknown as { builtErrors: string[] }).builtErrors);
      expect(built.filter((stack) => /\/vendor-react-[\w-]+\.js/.test(stack)), path).toEqual([]);
    }
  });

  test("an AJAX html fragment is inserted and the island inside it mounts", async ({ page }) => {
    await page.goto("/qa/wyspy");
    await page.getByRole("button", { name: "Wczytaj stronę 2 listy (AJAX)" }).click();
    await expect(page.locator(".paged-list li")).toHaveText(["Pozycja 6", "Pozycja 7", "Pozycja 8", "Pozycja 9", "Pozycja 10"]);
    await expect(page.getByRole("button", { name: /Wyspa z fragmentu 2/ })).toBeVisible();
  });

  test("changing data-props re-renders the island without remounting it", async ({ page }) => {
    await page.goto("/qa/wyspy");
    const probe = page.locator("#probe-static button");
    await probe.click();
    await probe.click();
    await expect(probe).toHaveAttribute("data-clicks", "2");
    await page.getByRole("button", { name: "Zmień props stałej wyspy" }).click();
    await expect(probe).toHaveText(/Wyspa po zmianie/);
    await expect(probe).toHaveAttribute("data-clicks", "2"); // state kept: same component instance
  });

  test("malformed props: one console error per island, legacy markup intact, others mount", async ({ page, consoleErrors }) => {
    await page.goto("/qa/propsy");
    await expect(page.getByRole("button", { name: /Poprawna wyspa/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Propsy z bloku JSON/ })).toBeVisible();
    for (const id of ["bad-json", "bad-type", "unknown"]) {
      await expect(page.locator(`#${id} > a`)).toHaveAttribute("href", "/regulamin.html");
      expect(consoleErrors.filter((message) => message.includes(`#${id}`)), id).toHaveLength(1);
    }
    expect(consoleErrors.find((message) => message.includes("#bad-type"))).toMatch(/island "qa-probe".*label: /);
    expect(consoleErrors.find((message) => message.includes("#bad-json"))).toContain("not valid JSON");
    expect(consoleErrors.find((message) => message.includes("#unknown"))).toContain('unknown island "nie-ma-takiej-wyspy"');
    await page.locator("#bad-type > a").click();
    await expect(page).toHaveURL(/regulamin\.html$/);
  });

  test("an island that throws gets its legacy markup back; the others keep working", async ({ page }) => {
    await page.goto("/qa/awaria");
    await expect(page.getByRole("button", { name: /Zdrowa wyspa 1/ })).toBeVisible();
    await expect(page.locator("#crash-legacy")).toBeVisible();
    await page.getByRole("button", { name: /Zdrowa wyspa 2/ }).click();
    await expect(page.getByRole("button", { name: /Zdrowa wyspa 2/ })).toHaveAttribute("data-clicks", "1");
  });

  test("a chunk that fails to load fires a cancelable error event and is retried once", async ({ page }) => {
    // The page's modulepreload hint fetches the chunk first (issue 12's manifest tags), and the import may
    // reuse that fetch or make its own: fail every plain fetch of the chunk, so only the runtime's retry
    // (the same file with `?retry=2`) brings the island.
    let aborted = 0;
    let retried = 0;
    await page.route(/\/static\/chunks\/qa-probe-[^/?]+\.js(\?.*)?$/, async (route) => {
      if (/[?&]retry=/.test(route.request().url())) {
        retried++;
        await route.continue();
      } else {
        aborted++;
        await route.abort("connectionreset");
      }
    });
    await page.addInitScript(() => {
      document.addEventListener("trybuna:error", (event) => {
        const detail = (event as CustomEvent<{ reason: string; attempt: number }>).detail;
        (window as unknown as { chunkErrors: string[] }).chunkErrors = [...((window as unknown as { chunkErrors?: string[] }).chunkErrors ?? []), `${detail.reason} ${detail.attempt}`];
      });
    });
    await page.goto("/qa/wyspy");
    await expect(page.getByRole("button", { name: /Wyspa stała/ })).toBeVisible();
    expect(aborted).toBeGreaterThan(0);
    expect(retried).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { chunkErrors: string[] }).chunkErrors)).toEqual(["chunk 1"]);
  });

  test("calls the page's inline scripts queued before the script ran: in order, one failing call stops none of the others", async ({ page, allowPageErrors }) => {
    allowPageErrors.value = true; // the page's first queued call throws on purpose
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/qa/kolejka");
    const alert = page.getByRole("alertdialog", { name: "Nie znaleziono klienta." });
    await expect(alert).toBeVisible();
    await expect(page.locator("#queue-log")).toHaveText(/^Trybuna \S+ wykonała wywołania strony\.$/);
    expect(errors).toEqual(["Błąd w skrypcie strony"]);
    await alert.getByRole("button", { name: "OK" }).click();
    await expect(alert).toBeHidden();
    // Once the script runs, a queued call runs at once.
    await page.evaluate(() => (window as unknown as { TrybunaQueue: { push(call: (api: { alert(text: string): void }) => void): number } }).TrybunaQueue.push((api) => api.alert("Twój profil został zaktualizowany")));
    await expect(page.getByRole("alertdialog", { name: "Twój profil został zaktualizowany" })).toBeVisible();
  });

  test("without the script the legacy page works as plain HTML", async ({ page }) => {
    await page.goto("/qa/propsy?js=0");
    await expect(page.locator("#good")).toHaveText("legacy");
    await expect(page.getByRole("timer")).toHaveCount(0);
    await expect(page.locator(".session-clock")).toContainText("Czas sesji");
    // The cookie notice posts its plain form and the server sets the flag.
    await page.getByRole("button", { name: "Rozumiem" }).click();
    await expect(page.getByRole("button", { name: "Rozumiem" })).toHaveCount(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "cookies_accepted")?.value).toBe("1");
  });

  test("pages without a CSP work the same", async ({ page }) => {
    const response = await page.goto("/qa/wyspy?csp=0");
    expect(response?.headers()["content-security-policy"]).toBeUndefined();
    await page.getByRole("button", { name: "Wczytaj stronę 2 listy (AJAX)" }).click();
    await expect(page.getByRole("button", { name: /Wyspa z fragmentu 2/ })).toBeVisible();
  });

  test("pages are sent with the strict CSP and islands run under it", async ({ page }) => {
    const response = await page.goto("/qa/wyspy");
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain("object-src 'none'");
    await expect(page.getByRole("button", { name: /Wyspa stała/ })).toBeVisible();
    // A page script may not bypass Trusted Types: the policy is enforced, not just declared.
    const blocked = await page.evaluate(() => {
      try {
        document.body.insertAdjacentHTML("beforeend", "<i>x</i>");
        return false;
      } catch {
        return true;
      }
    });
    expect(blocked).toBe(true);
    await page.evaluate(() => (window.__cspViolations = [])); // the probe's own violation is expected
  });

  test("fault injection is per visitor and counts down", async ({ page }) => {
    await page.goto("/qa/dejax");
    await armFault(page, "/qa/fragment", "status:503", 1);
    const first = await page.evaluate(() => window.Trybuna!.request({ url: "/qa/fragment", data: { page_no: 1 } }));
    const second = await page.evaluate(() => window.Trybuna!.request({ url: "/qa/fragment", data: { page_no: 1 } }));
    expect(first).toMatchObject({ ok: false, error: { kind: "http", status: 503 } });
    expect(second).toMatchObject({ ok: true });
  });
});

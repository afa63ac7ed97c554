/**
 * Issue 4 end to end: the page language from `?lang` (with `in` -> `id`), right to left for
 * Arabic checked by layout geometry, unknown codes in English, the choice kept across a reload,
 * only the active locale file downloaded, and preloaded before the app runs (issue 26: English
 * only for a language missing keys, which the parity check rules out), the pseudo-locale, and
 * the language switcher.
 */
import type { Page, TestInfo } from "@playwright/test";
import { expect, fillLoginForm, logInThroughForm, test } from "./fixtures.ts";

/** A locale file's path: `/agent/assets/<code>-<hash>.json`, or its rest part `/agent/assets/<code>-rest-<hash>.json` (the build splits each file). */
const LOCALE_FILE = /\/agent\/assets\/([A-Za-z-]+?)-(?:rest-)?[\w-]{8}\.json$/;

/** Locale files the page downloads (both parts of each split file), by language code. */
function watchLocaleFiles(page: Page): string[] {
  const codes: string[] = [];
  page.on("request", (request) => {
    const match = LOCALE_FILE.exec(new URL(request.url()).pathname);
    if (match?.[1]) codes.push(match[1]);
  });
  return codes;
}

/** The login card (the heading's container) and where the heading's text is, in CSS pixels. */
async function loginGeometry(page: Page) {
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  return heading.evaluate((h1) => {
    const card = h1.parentElement;
    if (!card) throw new Error("The login heading has no container.");
    const box = card.getBoundingClientRect();
    const style = getComputedStyle(card);
    const range = document.createRange();
    range.selectNodeContents(h1);
    const text = range.getBoundingClientRect();
    return {
      direction: getComputedStyle(document.documentElement).direction,
      contentLeft: box.left + parseFloat(style.paddingLeft),
      contentRight: box.right - parseFloat(style.paddingRight),
      textLeft: text.left,
      textRight: text.right,
    };
  });
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: "image/png" });
}

/** The locale file `index.html`'s preload script asked for (the `<link rel=preload as=fetch>` it added), by language code. */
async function preloadedLocale(page: Page): Promise<string | null> {
  const link = page.locator('head link[rel="preload"][as="fetch"]');
  await expect(link).toHaveCount(1);
  const href = (await link.getAttribute("href")) ?? "";
  return /\/agent\/assets\/([A-Za-z-]+?)-[\w-]{8}\.json$/.exec(href)?.[1] ?? null;
}

test('?lang=in renders Indonesian with <html lang="id">, preloads and downloads only id', async ({ page }) => {
  const files = watchLocaleFiles(page);
  await page.goto("/agent/login?lang=in");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByText("Masuk untuk mengelola agensi Anda")).toBeVisible();
  await expect(page.getByLabel("Akun")).toBeVisible();
  await expect(page.getByLabel("Kata sandi")).toBeVisible();
  await expect(page.getByRole("button", { name: "Kirim kode" })).toBeVisible();
  await expect(page).toHaveTitle(/Masuk/);
  // One product name in every language: the brand (issue 26).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agent Portal");
  expect(await preloadedLocale(page)).toBe("id");
  expect(files).toEqual(["id"]);
});

test("?lang=ar renders right to left: document direction, heading on the right, Send code on the left of the code field", async ({ page }, testInfo) => {
  const files = watchLocaleFiles(page);
  await page.goto("/agent/login?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByText("سجّل الدخول لإدارة وكالتك")).toBeVisible();
  await attachScreenshot(page, testInfo, "login-ar");

  const geometry = await loginGeometry(page);
  expect(geometry.direction).toBe("rtl");
  // The heading's text starts at the card's right content edge and leaves room on its left.
  expect(Math.abs(geometry.textRight - geometry.contentRight)).toBeLessThanOrEqual(2);
  expect(geometry.textLeft - geometry.contentLeft).toBeGreaterThan(40);

  // The code field and its Send code button sit in one row; in RTL the button is on the left.
  const input = await page.getByLabel("رمز التحقق").boundingBox();
  const button = await page.getByRole("button", { name: "إرسال الرمز" }).boundingBox();
  expect(input).not.toBeNull();
  expect(button).not.toBeNull();
  if (input && button) expect(button.x + button.width).toBeLessThanOrEqual(input.x + 1);
  expect(await preloadedLocale(page)).toBe("ar");
  expect(files).toEqual(["ar"]);
});

test("English stays left to right: heading on the left, Send code on the right (the RTL check's counterpart)", async ({ page }) => {
  await page.goto("/agent/login?lang=en");
  const geometry = await loginGeometry(page);
  expect(geometry.direction).toBe("ltr");
  expect(Math.abs(geometry.textLeft - geometry.contentLeft)).toBeLessThanOrEqual(2);
  expect(geometry.contentRight - geometry.textRight).toBeGreaterThan(40);
  const input = await page.getByLabel("Verification code").boundingBox();
  const button = await page.getByRole("button", { name: "Send code" }).boundingBox();
  if (!input || !button) throw new Error("The code field or its button is not laid out.");
  expect(button.x).toBeGreaterThanOrEqual(input.x + input.width - 1);
});

test("an unknown lang renders English and downloads only en", async ({ page }) => {
  const files = watchLocaleFiles(page);
  await page.goto("/agent/login?lang=xx");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByText("Log in to manage your agency")).toBeVisible();
  expect(await preloadedLocale(page)).toBe("en");
  expect(files).toEqual(["en"]);
});

test("the stored language is the one preloaded and downloaded, once, on a page without lang (issue 26 item 5)", async ({ page }) => {
  await page.goto("/agent/login?lang=th");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  const files = watchLocaleFiles(page);
  await page.goto("/agent/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByRole("button", { name: "ส่งรหัส" })).toBeVisible();
  expect(await preloadedLocale(page)).toBe("th");
  expect(files).toEqual(["th"]);
});

test("the server preloads the chosen language's file in the HTML itself, without the preload script's extra request", async ({ page }) => {
  await page.goto("/agent/login?lang=th");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  // The app wrote its choice into the lang cookie; the next page's HTML names the file already.
  const html = await page.evaluate(async () => (await fetch("/agent/login", { headers: { "Accept-Language": "de" } })).text());
  expect(html).toMatch(/<link rel="preload" href="\/agent\/assets\/th-[\w-]{8}\.json" as="fetch" crossorigin="anonymous">/);
  expect(html).not.toContain("data-locale-preload");
});

test("the chosen language survives a reload and a link without lang", async ({ page }) => {
  await page.goto("/agent/login?lang=th");
  await expect(page.getByText("เข้าสู่ระบบเพื่อจัดการเอเจนซี่ของคุณ")).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("lang"))).toBe("th");
  await page.goto("/agent/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByText("เข้าสู่ระบบเพื่อจัดการเอเจนซี่ของคุณ")).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByText("เข้าสู่ระบบเพื่อจัดการเอเจนซี่ของคุณ")).toBeVisible();
});

test("a stored language is kept when a link carries an unknown lang", async ({ page }) => {
  await page.goto("/agent/login?lang=fa");
  await expect(page.getByText("برای مدیریت آژانس خود وارد شوید")).toBeVisible();
  await page.goto("/agent/login?lang=klingon");
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await expect(page.getByText("برای مدیریت آژانس خود وارد شوید")).toBeVisible();
});

test("?lang=en-XA shows the pseudo-locale from the en file alone and does not store it", async ({ page }) => {
  const files = watchLocaleFiles(page);
  await page.goto("/agent/login?lang=id");
  await expect(page.getByText("Masuk untuk mengelola agensi Anda")).toBeVisible();
  await page.goto("/agent/login?lang=en-XA");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
  await expect(page.getByText(/^\[Ļöĝ íñ ţö .+\]$/)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("lang"))).toBe("id");
  expect(files.filter((code) => code !== "id" && code !== "en")).toEqual([]);
});

test.describe("language switcher", () => {
  test("switching in the header changes only the strings: no reload, no data refetch, RTL applied", async ({ page }) => {
    await page.goto("/agent/login");
    await logInThroughForm(page, "agency.manager");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav).toBeVisible();
    // The home on screen with all it loads (its strings' rest part, its formatters, the entries' counts
    // and the headline figures, the shell's after-paint parts), before the requests are watched. On a
    // slow machine the entries start their calls after the heading paints, so the heading alone is not
    // enough: wait until no part of the page is busy and the network has gone quiet.
    await expect(page.getByRole("heading", { level: 2, name: "Today's work" })).toBeVisible();
    const work = page.getByRole("region", { name: "Today's work" });
    await expect(work.locator("[data-entry]").first()).toBeVisible();
    // Entries below the fold ask for their counts when scrolled to: scroll to the last one first.
    await work.locator("[data-entry]").last().scrollIntoViewIfNeeded();
    await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));

    const select = page.getByRole("banner").getByRole("combobox", { name: "Language" });
    const options = select.getByRole("option");
    // The active language alone until the user reaches the select (no layout of 26 scripts on every page).
    await expect(options).toHaveCount(1);
    await select.focus();
    await expect(options).toHaveCount(26);
    await expect(select.locator('option[value="ar"]')).toHaveAttribute("lang", "ar");
    await select.selectOption("ar");

    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("navigation", { name: "التنقل الرئيسي" })).toBeVisible();
    await expect(page.getByRole("button", { name: "تسجيل الخروج" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(requests.filter((path) => LOCALE_FILE.exec(path)?.[1] !== "ar")).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem("lang"))).toBe("ar");
  });

  test("the login page switcher is keyboard operable and relabels the form in place", async ({ page }) => {
    await page.goto("/agent/login");
    const select = page.getByRole("combobox", { name: "Language" });
    await select.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByText("سجّل الدخول لإدارة وكالتك")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "اللغة" })).toBeFocused();
  });
});

/** Holds every request for a locale file's rest part (`<code>-rest-<hash>.json`) until `release`; routing also bypasses the HTTP cache. */
async function holdRestParts(page: Page): Promise<{ readonly requests: string[]; readonly release: () => void }> {
  const requests: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/agent\/assets\/[A-Za-z-]+-rest-[\w-]{8}\.json$/, async (route) => {
    requests.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  return { requests, release };
}

test("a page paints from the boot part of the locale file; a screen renders once the rest is in", async ({ page }) => {
  const first = await holdRestParts(page);
  await page.goto("/agent/login");
  await expect(page.getByRole("textbox", { name: "Account" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Language" })).toBeVisible();
  expect(first.requests).toEqual([]);

  // Logging in leaves for the home, which waits for the rest of the strings.
  await fillLoginForm(page, "agency.manager");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect.poll(() => first.requests).toEqual([expect.stringMatching(/\/en-rest-[\w-]{8}\.json$/)]);
  first.release();
  await expect(page.getByRole("heading", { level: 2, name: "Today's work" })).toBeVisible();

  // A first load of a page: its boot frame (title and description) from the boot part alone.
  await page.unrouteAll();
  const second = await holdRestParts(page);
  await page.goto("/agent/");
  await expect(page.getByText("Manage broadcasters, live data, payments and activities in one place.")).toBeVisible();
  await expect.poll(() => second.requests.length).toBe(1);
  await expect(page.getByRole("heading", { level: 2, name: "Today's work" })).toBeHidden();
  second.release();
  await expect(page.getByRole("heading", { level: 2, name: "Today's work" })).toBeVisible();
});

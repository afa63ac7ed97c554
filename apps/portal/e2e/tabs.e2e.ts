/**
 * Issue 25, item 2, in Chromium on the sandbox: open pages are tabs that keep their state (filters,
 * scroll, an open dialog and its typed text) without a refetch, survive a reload, work from the
 * keyboard alone in English and Arabic, and a tab the user may no longer open closes with a message.
 * The home and the jump box are in `workspace.e2e.ts`.
 */
import { axeViolations } from "@agent-portal/e2e-support/a11y";
import { apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, test } from "./fixtures.ts";
import { openHome } from "./workspace.ts";

test("open pages are tabs that keep their state: filters, scroll and an open dialog survive a switch without a refetch, and the tabs survive a reload", async ({ page }) => {
  const list = "/agent/broadcaster/list/list/all?broker=9961665939042054";
  await openHome(page, "agency.manager");
  const bar = page.getByRole("navigation", { name: "Open pages" });
  await expect(bar.getByRole("link", { name: "Welcome" })).toHaveAttribute("aria-current", "page");
  await page.goto(list);
  const rows = page.getByRole("table", { name: "All" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("Sinta Wijaya");
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  const firstName = await rows.nth(1).getByRole("cell").nth(1).innerText();
  await page
    .getByRole("button", { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole("button", { name: "Assign broker", exact: true }).click();
  const assign = page.getByRole("dialog", { name: "Assign a broker" });
  // Typed into the dialog: the broker field's type-ahead picks "No broker".
  await assign.getByRole("combobox", { name: "Broker" }).focus();
  await page.keyboard.type("No");
  await expect(assign.getByRole("combobox", { name: "Broker" })).toHaveText("No broker");

  // A second page, opened from the jump box (the dialog stays open behind it).
  await page.keyboard.press("Control+k");
  await page.keyboard.type("Recheck list");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/agent\/broadcaster\/recheck-list$/);
  await expect(assign).toBeHidden();
  await expect(bar.getByRole("link", { name: "Recheck list" })).toHaveAttribute("aria-current", "page");

  // Back to the list: the same URL, scroll, dialog and choice, and no list call.
  const listCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/QryAnchorList")) listCalls.push(request.url());
  });
  await bar.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(/\/list\/all\?broker=9961665939042054$/);
  await expect(assign).toBeVisible();
  await expect(assign.getByRole("combobox", { name: "Broker" })).toHaveText("No broker");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The open dialog hides the page from assistive technology (aria-modal): the rows are read once it closes.
  await assign.getByRole("button", { name: "Cancel" }).click();
  await expect(assign).toBeHidden();
  await expect(rows.nth(1)).toContainText(firstName);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(listCalls).toEqual([]);

  await page.reload();
  await expect(bar.getByRole("link")).toHaveText(["Welcome", "All", "Recheck list"]);
  await bar.getByRole("button", { name: "Close Recheck list" }).click();
  await expect(bar.getByRole("link")).toHaveText(["Welcome", "All"]);
});

test("the tab bar passes axe and works from the keyboard alone, in English and in Arabic; a tab the user may no longer open closes with a message", async ({ page }) => {
  const token = await apiLogin(page.request, "agency.broker");
  await useToken(page, token);
  // A tab stored earlier for a page the broker may not open (permissions changed since).
  await page.addInitScript(() => {
    if (sessionStorage.getItem("seeded") !== null) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem("tabs:agency.broker", JSON.stringify([{ key: "/broadcaster/modify/modify", url: "/broadcaster/modify/modify", route: "ModifyRelation", usedAt: 1 }]));
  });
  await page.goto("/agent/");
  await expect(page.getByText("Transfer relation was closed: your account can no longer open it.", { exact: true })).toBeVisible();
  await page.goto("/agent/broadcaster/recheck-list");
  const bar = page.getByRole("navigation", { name: "Open pages" });
  const tabs = bar.getByRole("link");
  await expect(tabs).toHaveText(["Welcome", "Recheck list"]);
  expect(await axeViolations(page)).toEqual([]);

  // Alt+→ moves the focused tab on; Enter opens it; Tab reaches "Close others", Enter closes the rest.
  await tabs.first().focus();
  await page.keyboard.press("Alt+ArrowRight");
  await expect(tabs).toHaveText(["Recheck list", "Welcome"]);
  await expect(bar.getByRole("link", { name: "Welcome" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/agent\/?$/);
  await expect(bar.getByRole("link", { name: "Welcome" })).toHaveAttribute("aria-current", "page");
  await bar.getByRole("link", { name: "Welcome" }).focus();
  await page.keyboard.press("Tab");
  await expect(bar.getByRole("button", { name: "Close Welcome" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(bar.getByRole("button", { name: "Close others" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tabs).toHaveText(["Welcome"]);

  // Right to left: Alt+← moves a tab on (towards the reading end); Delete closes the focused tab.
  await page.goto("/agent/broadcaster/recheck-list?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const bidi = page.getByRole("navigation", { name: "الصفحات المفتوحة" }).getByRole("link");
  await expect(bidi).toHaveCount(2);
  const [home, recheck] = await bidi.allInnerTexts();
  await bidi.first().focus();
  await page.keyboard.press("Alt+ArrowLeft");
  await expect(bidi).toHaveText([recheck ?? "", home ?? ""]);
  expect(await axeViolations(page)).toEqual([]);
  await bidi.first().focus();
  await page.keyboard.press("Delete");
  await expect(bidi).toHaveText([home ?? ""]);
  await expect(page).toHaveURL(/\/agent\/?$/);
});

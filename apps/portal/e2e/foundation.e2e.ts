/**
 * Issue 2 end to end: logging in through the form with the code from the outbox, the
 * exact menu per role, NotFound for a forbidden URL, logout, deep links that survive the
 * login, and bad input that keeps what was typed. Refused off-origin redirects: `redirects.e2e.ts`.
 */
import { expect, fillLoginForm, logInThroughForm, menuSections, test } from "./fixtures.ts";

const MENUS: Record<string, (string | RegExp)[]> = {
  admin: [
    "Administration",
    "Broadcasters",
    "Broadcaster operations",
    "Guild",
    "Data center",
    "Region",
    "Notifications",
    "Payment",
    "Interviews",
    // The entry may carry its red dot, whose words ("New applications") are part of its text.
    /^Sub-agent applications/,
    "Agency academy",
  ],
  "agency.manager": ["Broadcasters", "Broadcaster operations", "Guild", "Data center", "Notifications", "Agency academy"],
  "agency.broker": ["Broadcasters", "Data center", "Agency academy"],
};

for (const [username, sections] of Object.entries(MENUS)) {
  test(`${username} logs in through the form and sees exactly their menu sections`, async ({ page }) => {
    await page.goto("/agent/login");
    await expect(page.getByRole("heading", { level: 1, name: "Agent Portal" })).toBeVisible();
    await logInThroughForm(page, username);
    await expect(page).toHaveURL(/\/agent\/?$/);
    await expect(page).toHaveTitle("Welcome · Agent Portal");
    await expect(menuSections(page)).toHaveText(sections);
  });
}

test("a forbidden URL shows NotFound inside the layout", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.broker");
  await page.goto("/agent/admin/accounts");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveURL(/\/agent\/admin\/accounts$/);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
});

test("a denied route looks exactly like an unknown URL: NotFound's title, heading and breadcrumb (issue 26 item 4)", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "operator");
  await page.goto("/agent/no-such-page");
  await expect(page.getByRole("heading")).toHaveText(["Page not found"]);
  await expect(page).toHaveTitle("Page not found · Agent Portal");
  await page.goto("/agent/broadcaster/list/list");
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  // The denied route's own title, heading and breadcrumb never show: only NotFound's.
  await expect(page.getByRole("heading")).toHaveText(["Page not found"]);
  await expect(page).toHaveTitle("Page not found · Agent Portal");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText("Page not found");
  await expect(page.getByRole("banner")).not.toContainText("Broadcaster");
  await expect(page.getByRole("main")).not.toContainText("Broadcaster");
});

test("logout returns to Login, and the pages need a login again", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.manager");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/agent\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
  await page.goto("/agent/guild/security");
  await expect(page).toHaveURL(/\/agent\/login\?redirect=/);
});

test("a logged-out deep link returns to its page after login", async ({ page }) => {
  await page.goto("/agent/guild/security/violations?page=2");
  await expect(page).toHaveURL(/\/agent\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get("redirect");
  expect(redirect).toMatch(/\/agent\/guild\/security\/violations\?page=2$/);
  await logInThroughForm(page, "agency.manager");
  await expect(page).toHaveURL(/\/agent\/guild\/security\/violations\?page=2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Guild security" })).toBeVisible();
});

test("a logged-out deep link keeps its query and fragment through the login (issue 26 item 3)", async ({ page }) => {
  await page.goto("/agent/payment/blacklist?x=1#h");
  await expect(page).toHaveURL(/\/agent\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get("redirect")).toMatch(/\/agent\/payment\/blacklist\?x=1#h$/);
  await logInThroughForm(page, "operator");
  await expect(page).toHaveURL(/\/agent\/payment\/blacklist\?x=1#h$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blacklist" })).toBeVisible();
});

test("on a narrow screen the menu opens in a drawer from the top bar, and choosing a page closes it", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.manager");
  await page.goto("/agent/broadcaster/list/list/all");
  await expect(page.getByRole("heading", { level: 1, name: "Broadcaster list" })).toBeVisible();
  // The layout is in place (the boot screen shows the title too, but not the menu button).
  const openMenu = page.getByRole("button", { name: "Open menu" });
  await expect(openMenu).toBeVisible();
  // No sidebar beside the page: the content has the screen's width.
  await expect(page.getByRole("complementary")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  const main = await page.getByRole("main").boundingBox();
  expect(main?.x).toBe(0);
  expect(main?.width).toBe(412);
  // The user's name and log out are in the drawer.
  await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
  await openMenu.click();
  const drawer = page.getByRole("dialog", { name: "Agent Portal" });
  await expect(drawer.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Broadcaster list" })).toBeVisible();
  await expect(drawer.getByText("agency.manager")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Log out" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(openMenu).toBeFocused();
  await openMenu.click();
  await drawer.getByRole("button", { name: "Guild" }).click();
  await drawer.getByRole("link", { name: "Guild security" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Guild security" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test.describe("bad input", () => {
  test.use({ expectedProblems: [] });

  test("a wrong password says so under the password and keeps the typed account", async ({ page }) => {
    await page.goto("/agent/login");
    await fillLoginForm(page, "agency.manager", "not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Wrong account or password.")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Account")).toHaveValue("agency.manager");
    await expect(page).toHaveURL(/\/agent\/login$/);
  });

  test("a wrong code says so under the code and keeps account and password", async ({ page }) => {
    await page.goto("/agent/login");
    await fillLoginForm(page, "agency.broker");
    await page.getByLabel("Verification code").fill("000000");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("The verification code is wrong or has expired.")).toBeVisible();
    await expect(page.getByLabel("Account")).toHaveValue("agency.broker");
    await expect(page.getByLabel("Password")).not.toHaveValue("");
  });

  test("a disabled account is refused with its own message", async ({ page }) => {
    await page.goto("/agent/login");
    await page.getByLabel("Account").fill("disabled.user");
    await page.getByLabel("Password").fill("sandbox123");
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByLabel("Verification code").fill("123456");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This account is disabled. Please contact your administrator." })).toBeVisible();
    await expect(page.getByLabel("Account")).toHaveValue("disabled.user");
  });

  test("empty fields are flagged with translated messages before anything is sent", async ({ page }) => {
    await page.goto("/agent/login");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Enter your account.")).toBeVisible();
    await expect(page.getByText("Enter your password.")).toBeVisible();
    await expect(page.getByText("Enter the verification code.")).toBeVisible();
  });
});

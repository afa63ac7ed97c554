/**
 * Notifications and interviews in Chromium on the sandbox (issue 23, items 4 and 5): read state
 * kept per user, a link to a screen the user may not open saying so instead of NotFound, "Mark all
 * as read" clearing the header's badge; the interview list flagging a past-due scheduled
 * interview, and a reschedule keeping the history.
 */
import { apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, test } from "./fixtures.ts";

test("a notice read by agency.owner stays unread for agency.manager, whose link to a screen it may not open says so", async ({ page }) => {
  const owner = await apiLogin(page.request, "agency.owner");
  const manager = await apiLogin(page.request, "agency.manager");
  await useToken(page, owner);
  await page.goto("/agent/notification?state=unread");
  const table = page.getByRole("table", { name: "Notifications" });
  const maintenance = table.getByRole("row").filter({ hasText: "Portal maintenance on Sunday" });
  await maintenance.getByRole("button", { name: "Mark as read: Portal maintenance on Sunday" }).click();
  // Read now: it leaves the unread filter, and shows as read without it.
  await expect(maintenance).toHaveCount(0);
  await page.goto("/agent/notification");
  await expect(maintenance.getByText("Read", { exact: true })).toBeVisible();
  const payout = table.getByRole("row").filter({ hasText: "May payouts issued" });
  await expect(payout.getByRole("link", { name: "Open Action log for “May payouts issued”" })).toHaveAttribute("href", "/agent/payment/action-log");

  // The manager's own read state: still unread. The payment action log is not theirs to open.
  await useToken(page, manager);
  await page.goto("/agent/notification");
  await expect(maintenance.getByText("Unread", { exact: true })).toBeVisible();
  await expect(payout.getByText("You can no longer open Action log")).toBeVisible();
  await expect(payout.getByRole("link")).toHaveCount(0);
  await expect(page.getByText("The page does not exist or you do not have access to it.")).toHaveCount(0);
});

test("mark all as read clears the header's unread badge", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.manager"));
  await page.goto("/agent/notification");
  await expect(page.getByRole("link", { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await expect(page.locator('[data-slot="unread-badge"]')).toBeVisible();
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByRole("link", { name: "Notifications, none unread" })).toBeVisible();
  await expect(page.locator('[data-slot="unread-badge"]')).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Notifications" }).getByText("Unread", { exact: true })).toHaveCount(0);
});

test("the interview list flags a past-due scheduled interview, and a reschedule keeps the history", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "operator"));
  await page.goto("/agent/interview/list?due=pastDue");
  const table = page.getByRole("table", { name: "Interviews" });
  const due = table.getByRole("row").filter({ hasText: "Past due" }).first();
  await expect(due).toBeVisible();
  const name = (await due.locator("bdi").first().textContent()) ?? "";
  expect(name).not.toBe("");
  // Its row, by the exact name (other agencies' candidates may share its start).
  const exactName = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  const rowOf = () => table.getByRole("row").filter({ has: page.locator("bdi", { hasText: exactName }) });
  await expect(due.getByText(/\(candidate, Asia\/\w+\)$/)).toBeVisible();

  await due.getByRole("button", { name: `Reschedule the interview of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Reschedule the interview of ${name}` });
  await dialog.getByLabel("Reason").fill("The candidate was ill on the day.");
  await dialog.getByRole("button", { name: "Reschedule" }).click();
  await expect(page.getByText(`The interview of ${name} was rescheduled.`, { exact: true })).toBeVisible();
  // No longer past due: it leaves the filtered list.
  await expect(rowOf()).toHaveCount(0);

  await page.goto(`/agent/interview/list?q=${encodeURIComponent(name)}`);
  const moved = rowOf();
  await expect(moved.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(moved.getByText("Past due")).toHaveCount(0);
  await moved.getByRole("button", { name: `Reschedule the interview of ${name}` }).click();
  const history = page.getByRole("dialog").getByRole("region", { name: "History" });
  await expect(history.getByText("Reason: The candidate was ill on the day.")).toBeVisible();
});

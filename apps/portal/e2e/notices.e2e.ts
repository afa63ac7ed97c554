/**
 * Notifications and interviews in Chromium on the sandbox (issue 23, items 4 and 5): read state
 * kept per user, a link to a screen the user may not open saying so instead of NotFound, "Mark all
 * as read" clearing the header's badge; the interview list flagging a past-due scheduled
 * interview, and a reschedule keeping the history; both lists exporting their filtered set on the
 * server (ExportNotificationInfo, ExportInterviewList), the file's rows those of the list.
 */
import { readFile } from "node:fs/promises";
import { apiLogin, useToken } from "@agent-portal/e2e-support/api";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { expect, test } from "./fixtures.ts";

/** Clicks the list's Export and answers the downloaded file: its name, whether it starts with the UTF-8 byte-order mark, and its records by header. */
async function exportList(page: Page): Promise<{ name: string; bom: boolean; records: Record<string, string>[] }> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const file = await download;
  const bytes = await readFile(await file.path());
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return { name: file.suggestedFilename(), bom, records: parse<Record<string, string>>(bytes, { bom: true, columns: true, skip_empty_lines: true }) };
}

/** The list's total as the pager says it ("Total: N"). */
async function listTotal(page: Page): Promise<number> {
  const total = page.getByText(/^Total: \d+$/);
  await expect(total).toBeVisible();
  return Number((await total.textContent())?.replace(/\D/g, ""));
}

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

test("both lists export their filtered set on the server: the file's rows are the list's", async ({ page }) => {
  // Notifications of type System, unread, as agency.owner.
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  await page.goto("/agent/notification?type=1&state=unread&size=100");
  const notices = page.getByRole("table", { name: "Notifications" });
  await expect(notices.getByText("Unread", { exact: true }).first()).toBeVisible();
  const noticeTotal = await listTotal(page);
  expect(noticeTotal).toBeGreaterThan(1);
  const noticeFile = await exportList(page);
  expect(noticeFile).toMatchObject({ name: "notifications.csv", bom: true });
  expect(noticeFile.records).toHaveLength(noticeTotal);
  for (const record of noticeFile.records) {
    expect(record).toMatchObject({ type: "System", read: "unread" });
    await expect(notices.getByText(record.title ?? "?", { exact: true })).toHaveCount(1);
  }
  await expect(page).toHaveURL(/\?type=1&state=unread&size=100$/);

  // Scheduled interviews in a day range around today (UTC days), as the operator.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const [from, to] = [day(-30), day(30)];
  await useToken(page, await apiLogin(page.request, "operator"));
  await page.goto(`/agent/interview/list?status=1&from=${from}&to=${to}&size=100`);
  const interviews = page.getByRole("table", { name: "Interviews" });
  await expect(interviews.getByText("Scheduled", { exact: true }).first()).toBeVisible();
  const interviewTotal = await listTotal(page);
  const soonest = await interviews.getByRole("row").nth(1).locator("bdi").first().textContent();
  const interviewFile = await exportList(page);
  expect(interviewFile).toMatchObject({ name: "interviews.csv", bom: true });
  expect(interviewFile.records).toHaveLength(interviewTotal);
  const [start, end] = [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T23:59:59Z`)];
  for (const record of interviewFile.records) {
    expect(record.status).toBe("Scheduled");
    const at = Date.parse(record["scheduled_at (UTC)"] ?? "");
    expect(at >= start && at <= end).toBe(true);
  }
  expect(interviewFile.records[0]?.candidate_name).toBe(soonest);
});

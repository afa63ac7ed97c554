/**
 * The list frame's states in place of the rows (the app shell's `ListTable`), on the broadcaster
 * list in Chromium against the sandbox, with its fault injection (`POST /sandbox/faults`):
 * - a failed load (HTTP 500) is an error state, not an empty agency: the translated error and a
 *   working Try again in view, without a pager or "Total: 0" (issue 19, item 7);
 * - a call whose phone dialog was cancelled (40001, SPEC section 8) says the list needs a verified
 *   phone, with a button that opens the dialog again; no error text, no Try again, no total
 *   (issue 26, item 6).
 */
import type { Locator, Page } from "@playwright/test";
import { apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { FAILED_RESOURCE, addFaults, expect, problemPatterns, test } from "./fixtures.ts";

const LIST_ALL = "/agent/broadcaster/list/list/all";
/** The pager's total, whatever the count. */
const anyTotal = (page: Page) => page.getByText(/^Total: \d+$/);

async function openList(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await useToken(page, await apiLogin(page.request, "agency.manager"));
  await page.goto(LIST_ALL);
}

/** Whether an element lies inside the viewport horizontally (not cut off or centred across a scrolling table). */
async function expectHorizontallyInView(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (box === null || viewport === null) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

test.describe("a broadcaster list whose load fails", () => {
  test.use({ expectedProblems: problemPatterns(/^HTTP 500: POST .*\/api\/broker\/QryAnchorList/, FAILED_RESOURCE) });

  for (const width of [1280, 1440]) {
    test(`shows the error and a working Try again in view at ${String(width)} px, without a pager or a total`, async ({ page }) => {
      await addFaults(page, [{ match: { key: "QryAnchorList" }, httpStatus: 500, msg: "Broadcaster list unavailable", times: 1 }]);
      await openList(page, width);
      const list = page.getByRole("region", { name: "Broadcaster list" });
      const error = list.getByRole("alert");
      await expect(error).toHaveText("Broadcaster list unavailable");
      const retry = list.getByRole("button", { name: "Try again" });
      await expect(retry).toBeInViewport();
      await expectHorizontallyInView(page, error);
      await expectHorizontallyInView(page, retry);
      await expect(anyTotal(page)).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
      await expect(page.getByRole("table", { name: "All" })).toHaveCount(0);

      // The fault hit once: Try again loads the rows.
      await retry.click();
      await expect(page.getByRole("table", { name: "All" }).getByRole("row").nth(1)).toBeVisible();
      await expect(anyTotal(page)).toBeVisible();
      await expect(error).toHaveCount(0);
    });
  }
});

test("a list whose call needs phone verification the user cancelled asks for a verified phone, with a button that opens the dialog again", async ({ page }) => {
  // The sandbox answers 40001 (phone authentication needed) to the list, as to a sensitive call; agency.manager has no bound phone.
  await addFaults(page, [{ match: { key: "QryAnchorList" }, code: 40001, msg: "verify your phone" }]);
  await openList(page, 1440);
  const dialog = page.getByRole("dialog", { name: "Bind your phone" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  const list = page.getByRole("region", { name: "Broadcaster list" });
  await expect(list.getByText("A verified phone number is needed to show this.")).toBeVisible();
  await expect(page.getByText("Please verify your phone number to continue.")).toHaveCount(0);
  await expect(list.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(list.getByRole("alert")).toHaveCount(0);
  await expect(anyTotal(page)).toHaveCount(0);

  await list.getByRole("button", { name: "Verify phone number" }).click();
  await expect(dialog).toBeVisible();
});

/**
 * Issue 26 item 11, the test page's activity 74338 test calls (SPEC section 3: "Test getInfo:
 * dataPartition", "Clear cache: uid, month"): support staff with the data permission look up a
 * data partition and clear a user's cached month; others do not see them.
 */
import { apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, test } from "./fixtures.ts";

test("staff with the data permission look up a partition and clear a user's cached month", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "admin"));
  await page.goto("/agent/test");
  const tools = page.getByRole("region", { name: "Activity 74338 test calls" });
  const lookUp = tools.getByRole("form", { name: "Look up a data partition" });
  // Bad input is refused under its field and kept.
  await lookUp.getByLabel("Data partition").fill("2026013");
  await lookUp.getByRole("button", { name: "Look up" }).click();
  await expect(lookUp.getByText("Enter a day as YYYYMMDD, for example 20260131.")).toBeVisible();
  await expect(lookUp.getByLabel("Data partition")).toHaveValue("2026013");
  // Yesterday's partition holds the seeded live data.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
  await lookUp.getByLabel("Data partition").fill(yesterday);
  await lookUp.getByRole("button", { name: "Look up" }).click();
  await expect(tools.getByRole("status")).toHaveText(new RegExp(`^Partition ${yesterday}: [1-9][\\d,]* rows, last updated .+\\.$`));

  const cache = tools.getByRole("form", { name: "Clear a user's cached month" });
  await cache.getByLabel("User uid").fill("7324034217");
  await cache.getByLabel("Month").fill("2026-01");
  await cache.getByRole("button", { name: "Clear the cached month" }).click();
  await expect(tools.getByText("The cached data of 7324034217 for 2026-01 was cleared.")).toBeVisible();
});

test("without the data permission the test page shows no activity test calls", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.manager"));
  await page.goto("/agent/test");
  await expect(page.getByRole("button", { name: "Run the sensitive call" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Activity 74338 test calls" })).toHaveCount(0);
});

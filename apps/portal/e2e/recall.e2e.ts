/**
 * Recall of broadcasters drifting away, end to end in Chromium against the sandbox (issue 20
 * item 6, preLostUser), as `agency.owner`: a recall is sent only after a confirmation showing the
 * message, the recipient count and the reward, once for a double click; the rows and each
 * broadcaster's path then show it sent; a second send to the same broadcaster inside the window is
 * refused with the server's code in words and when the window reopens.
 */
import { apiLogin, useToken } from "@agent-portal/e2e-support/api";
import { expect, test } from "./fixtures.ts";

test("a confirmed recall shows its count and path, and a second send inside the window is refused", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "agency.owner"));
  await page.goto("/agent/data-center/live-data/recall");
  await expect(page.getByTestId("recall-sent-today")).toHaveText("Sent today: 0 of 50.");

  const table = page.getByRole("table", { name: "Recall" });
  const fresh = table.getByRole("row").filter({ hasText: "Not recalled" });
  const first = fresh.nth(0);
  const second = fresh.nth(1);
  const firstName = (await first.getByRole("link").first().locator("span").first().textContent()) ?? "";
  const secondName = (await second.getByRole("link").first().locator("span").first().textContent()) ?? "";
  await first.getByRole("checkbox").check();
  await second.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Send recall (2)" }).click();

  const dialog = page.getByRole("dialog", { name: "Send a recall message?" });
  await expect(dialog.getByTestId("recall-recipients")).toHaveText("2");
  await expect(dialog).toContainText("200 beans each, 400 beans in all");
  await expect(dialog).toContainText("misses you: come back live and collect 200 beans.");
  await dialog.getByRole("button", { name: "Send recall" }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("recall-sent-today")).toHaveText("Sent today: 2 of 50.");

  const recalled = table.getByRole("row").filter({ has: page.getByRole("link", { name: firstName }) });
  await expect(recalled).toContainText("Message sent");
  await expect(table.getByRole("row").filter({ has: page.getByRole("link", { name: secondName }) })).toContainText("Message sent");
  await recalled.getByRole("button", { name: /^Path/ }).click();
  const path = page.getByRole("dialog", { name: `Recall path of ${firstName}` });
  const steps = path.getByRole("list", { name: "Recall path" }).getByRole("listitem");
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText("Message sent");
  await expect(steps.nth(0)).toContainText("Done");
  await expect(steps.nth(1)).toContainText("In progress");
  await path.getByRole("button", { name: "Close" }).first().click();
  await expect(path).toBeHidden();

  await recalled.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Send recall (1)" }).click();
  await dialog.getByRole("button", { name: "Send recall" }).click();
  await expect(dialog.getByRole("alert")).toContainText("These broadcasters were recalled less than 7 days ago. The recall window reopens on");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("recall-sent-today")).toHaveText("Sent today: 2 of 50.");
});

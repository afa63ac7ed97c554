/**
 * Issue 9: a new user applies as an agent in the webview, passes KYC with uploaded document
 * photos, and an agency sees the user's application in the desktop portal. Bad input (a
 * malformed email, an identity number another account uses, an oversized photo) says why and
 * keeps the rest of the form; the form survives a reload as a draft.
 */
import { apiCall, apiLogin } from "@agent-portal/e2e-support/api";
import { expectNoProblems } from "@agent-portal/e2e-support/problems";
import { IdType, KycSource } from "@agent-portal/api-client/enums";
import { desktopPage, expect, logInOnMobile, test } from "./fixtures.ts";
import { PNG_1PX, file, pngOfSize } from "./images.ts";

const USED_ID_NUMBER = "3174099988776655";

test("a new user applies as an agent with KYC, and the agency sees the user's application on the desktop", async ({ page, browser, baseURL }) => {
  // Another account (a broadcaster without KYC) already uses an identity number.
  const other = await apiLogin(page.request, "anchor.5");
  const photo = { mime: "image/png", data_base64: PNG_1PX.toString("base64") };
  await apiCall(
    page.request,
    other,
    "/api/live_agent_front/SubmitKycInfo",
    { source: KycSource.APP, real_name: "Maya Sari", id_type: IdType.IdentityCard, id_number: USED_ID_NUMBER, id_images: [photo, photo], face_image: photo },
    1,
  );

  await page.goto("/agent/apply-form");
  await expect(page).toHaveURL(/\/agent\/m\/login\?redirect=/);
  await logInOnMobile(page, "normal.user");
  await expect(page).toHaveURL(/\/agent\/apply-form$/);
  await expect(page.getByRole("heading", { level: 1, name: "Agency application" })).toBeVisible();

  // The form, kept across a reload as a draft. The country starts on the visitor's (site backend
  // queryCountry: the sandbox places visitors in Indonesia), in the phone fields' picker with its
  // dial prefix, which goes before the contact phone's number (issue 26 items 1 and 9).
  const country = page.getByRole("combobox", { name: /^Country/ });
  await expect(country).toHaveText("Indonesia (+62)");
  await expect(page.getByText("+62", { exact: true })).toBeVisible();
  await page.getByLabel("Agency name").fill("Nia Stars");
  await page.getByLabel("Contact phone").fill("812-3456-7890");
  await page.getByLabel("Broadcasters you expect to manage").fill("25");
  // The draft is written 300 ms after typing stops: wait for it, then reload.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("webview_draft_apply_form") ?? "")).toContain('"team_size":"25"');
  await page.reload();
  await expect(page.getByLabel("Agency name")).toHaveValue("Nia Stars");
  await expect(page.getByLabel("Contact phone")).toHaveValue("81234567890");
  await expect(country).toHaveText("Indonesia (+62)");
  await page.getByRole("button", { name: "Apply", exact: true }).click();

  // KYC: the configured email mode asks for an email (agent applicants).
  await expect(page).toHaveURL(/\/agent\/apply-certify\?apply_id=/);
  await expect(page.getByRole("heading", { name: "Verify your identity to finish your application" })).toBeVisible();
  await page.getByLabel("Full legal name").fill("Nia Viewer");
  await page.getByLabel("Document type").selectOption("1");
  await page.getByLabel("Document number").fill(USED_ID_NUMBER);
  await page.getByLabel("Email").fill("nia@example");
  await page.locator('input[name="photo-front"]').setInputFiles(file("front.png", PNG_1PX));
  await expect(page.getByRole("img", { name: "Preview: Front of the document" })).toBeVisible();

  // An oversized photo is refused by name and size; the front photo and the fields stay.
  await page.locator('input[name="photo-back"]').setInputFiles(file("back-huge.png", pngOfSize(2 * 1024 * 1024 + 1)));
  await expect(page.getByText(/back-huge\.png: the file is larger than 2 MB\./)).toBeVisible();
  await expect(page.getByRole("img", { name: "Preview: Front of the document" })).toBeVisible();
  await page.locator('input[name="photo-back"]').setInputFiles(file("back.png", PNG_1PX));
  await page.locator('input[name="photo-face"]').setInputFiles(file("face.png", PNG_1PX));

  // A malformed email says why; nothing else is lost.
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expect(page.getByText("Enter a valid email, like name@example.com.")).toBeVisible();
  await expect(page.getByLabel("Full legal name")).toHaveValue("Nia Viewer");
  await expect(page.getByLabel("Document number")).toHaveValue(USED_ID_NUMBER);

  // A number another account uses says so under the number; the rest stays.
  await page.getByLabel("Email").fill("nia@example.com");
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expect(page.getByText("This document number is already used by another account.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("nia@example.com");
  await expect(page.getByRole("img", { name: "Preview: Back of the document" })).toBeVisible();

  await page.getByLabel("Document number").fill("3174012345678901");
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expect(page).toHaveURL(/\/agent\/apply-process\?apply_id=\d+&submitted=1/);
  await expect(page.getByText("Thank you. Your identity was sent for review.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Application progress" })).toBeVisible();

  // The same user applies as a sub-agent of Nusantara Star Agency (owner budi.nusantara).
  await page.goto("/agent/m/sub-agent-apply");
  await page.getByLabel("Agency owner's Bigo ID").fill("budi.nusantara");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Your or your team's name").fill("Nia Stars");
  await expect(page.getByRole("combobox", { name: /^Country/ })).toHaveText("Indonesia (+62)");
  await page.getByLabel("Contact phone").fill("81234567890");
  await page.getByLabel("Broadcasters you expect to manage").fill("25");
  await page.getByRole("button", { name: "Send to the agency" }).click();
  await expect(page.getByText("The agency has 3 days to answer.")).toBeVisible();

  // The desktop portal, as the agency owner: the sub-agent applications list shows it.
  const desktop = await desktopPage(browser, baseURL ?? "", "agency.owner");
  await desktop.page.goto("/agent/apply-sub-agent-list");
  const table = desktop.page.getByRole("table", { name: "Sub-agent applications" });
  await expect(table.getByText("nia.viewer")).toBeVisible();
  await table.getByRole("row").filter({ hasText: "nia.viewer" }).getByRole("button", { name: "View" }).click();
  const modal = desktop.page.getByRole("dialog");
  // The one action a waiting application allows: deny it.
  await expect(modal.getByText("Agency answer")).toBeVisible();
  await expect(modal.getByRole("button", { name: "Deny the application" })).toBeVisible();
  await modal.getByRole("link", { name: "Open the progress page" }).click();
  await expect(desktop.page).toHaveURL(/\/agent\/apply-progress\/\d+$/);
  await expect(desktop.page.getByRole("heading", { name: "Nia Viewer" })).toBeVisible();
  expectNoProblems(desktop.problems);
  await desktop.context.close();
});

/**
 * Issue 7, broadcaster management, as the seeded agency manager (agency.manager, Nusantara Star
 * Agency) in Chromium on the sandbox: the list filtered by Bigo ID and broker with the view in the
 * URL and pages asked of the server; a broker assigned and seen in the history; a contract
 * renewed; a transfer out started in the page, approved by the other agency and confirmed by the
 * broadcaster through the API, after which the broadcaster leaves the list; no modify screen
 * without TransferRelation; and bad input refused with a message while the data stays the same.
 */
import type { Page } from "@playwright/test";
import { AnchorListTab, CancelReasonType, ContractStatus, TransferDirection, VerifyDecision } from "@agent-portal/api-client/enums";
import { apiAnswer, apiCall, apiLogin, useToken, verifyPhone } from "@agent-portal/e2e-support/api";
import { listedAnchors } from "./api.ts";
import { expect, logInThroughForm, menuSections, test, waitForSettled } from "./fixtures.ts";

const LIST_ALL = "/agent/broadcaster/list/list/all";
const LIST_TO_BE_RENEWED = "/agent/broadcaster/list/list/to-be-renewed";
const MODIFY = "/agent/broadcaster/modify/modify";
const RECHECK = "/agent/broadcaster/recheck-list";
/** Seeded broadcasters of Nusantara Star Agency (seed 1). */
const RIZKY = { bigoId: "anchor.2", name: "Rizky Pratama" };
const FAJAR = { bigoId: "fajaranggraini4580", name: "Fajar Live" };
const RINA = { bigoId: "rinarahayu1477", name: "Rina Rahayu 🎤" };
const DEWI = { bigoId: "anchor.1", name: "Dewi Lestari ✨" };
/** A broker of the agency and her uid. */
/** The agency owner's Bigo ID (a bound phone). */
const OWNER_BIGO_ID = "budi.nusantara";
const SINTA = { name: "Sinta Wijaya", uid: "9961665939042054" };

/** One QryAnchorList exchange: what the page asked for, and how many rows of how many came back. */
interface ListExchange {
  readonly body: Record<string, unknown>;
  readonly rows: number;
  readonly total: number;
  /** The first row's name, as the answer gives it. */
  readonly firstName: string;
}

/**
 * The broker QryAnchorList exchanges of the page, in order. Read through routing: the client
 * streams its JSON bodies, which request events do not expose.
 */
async function watchListRequests(page: Page): Promise<ListExchange[]> {
  const exchanges: ListExchange[] = [];
  await page.route("**/api/broker/QryAnchorList", async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data?: { list?: { nick_name: string }[]; total?: number } };
    const list = answer.data?.list;
    exchanges.push({
      body: route.request().postDataJSON() as Record<string, unknown>,
      rows: list?.length ?? -1,
      total: answer.data?.total ?? -1,
      firstName: list?.[0]?.nick_name ?? "",
    });
    await route.fulfill({ response });
  });
  return exchanges;
}

/** The list's total, as its pagination shows it. */
const totalOf = (page: Page) => page.getByRole("navigation", { name: "Pagination" }).getByText(/^Total: \d+$/);

/**
 * Logs the manager in through the API, verifies the session's phone for sensitive calls (unless
 * `verified` is false) and opens `path` with that session.
 */
async function openAsManager(page: Page, path: string, verified = true): Promise<string> {
  const token = await apiLogin(page.request, "agency.manager");
  if (verified) await verifyPhone(page.request, token, "agency.manager", "rudi.manager", "6281377770001");
  await useToken(page, token);
  await page.goto(path);
  await waitForSettled(page);
  return token;
}

/** The list's Bigo ID search: fills it and presses Search. */
async function searchBigoId(page: Page, bigoId: string): Promise<void> {
  const filters = page.getByRole("search", { name: "Filter broadcasters" }).or(page.getByRole("form", { name: "Filter broadcasters" }));
  await filters.getByLabel("Bigo ID").fill(bigoId);
  await filters.getByRole("button", { name: "Search" }).click();
}

/** Opens a row's actions menu and chooses one. */
async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page
    .getByRole("list", { name: `Actions for ${name}` })
    .getByRole("button", { name: action, exact: true })
    .click();
}

test("the list pages on the server and filters by Bigo ID and broker, with the view in the URL", async ({ page }) => {
  const requests = await watchListRequests(page);
  const token = await openAsManager(page, LIST_ALL, false);

  // One page is asked for, never the whole list.
  await expect(totalOf(page)).toHaveText("Total: 110");
  const first = requests.at(-1);
  expect(first?.body).toMatchObject({ tab: AnchorListTab.All, page: 1, page_size: 20 });
  expect(first).toMatchObject({ rows: 20, total: 110 });
  const table = page.getByRole("table", { name: "All" });
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2(?:&|$)/);
  await expect.poll(() => requests.find((exchange) => exchange.body.page === 2)).toMatchObject({ body: { tab: AnchorListTab.All, page_size: 20 }, rows: 20, total: 110 });
  const second = requests.find((exchange) => exchange.body.page === 2);
  await expect(table.getByRole("row").nth(1)).toContainText(second?.firstName ?? "(none)");
  expect(second?.firstName).not.toBe(first?.firstName);

  await searchBigoId(page, RIZKY.bigoId);
  await expect(page).toHaveURL(/[?&]bigo=anchor\.2(?:&|$)/);
  await expect(totalOf(page)).toHaveText("Total: 1");
  await expect(table.getByRole("row").nth(1)).toContainText(RIZKY.name);
  expect(requests.at(-1)?.body).toMatchObject({ bigo_id: RIZKY.bigoId, page: 1 });
  await page.reload();
  await waitForSettled(page);
  await expect(page.getByLabel("Bigo ID")).toHaveValue(RIZKY.bigoId);
  await expect(totalOf(page)).toHaveText("Total: 1");
  await expect(table.getByRole("row").nth(1)).toContainText(RIZKY.name);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/bigo=/);
  await page.getByRole("combobox", { name: "Broker" }).click();
  await page.getByRole("option", { name: SINTA.name }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]broker=${SINTA.uid}(?:&|$)`));
  await expect.poll(() => requests.at(-1)?.body).toMatchObject({ broker_uid: SINTA.uid, page: 1, page_size: 20 });
  // What the server holds for Sinta, and so what the page must show once the filtered rows are in.
  const expected = await apiCall<{ total: number }>(page.request, token, "/api/broker/QryAnchorList", { tab: 1, broker_uid: SINTA.uid, page: 1, page_size: 20 }, 1);
  const sinta = `Total: ${String(expected.total)}`;
  await expect(totalOf(page)).toHaveText(sinta);
  const rows = table.getByRole("row");
  await expect(rows.nth(1)).toContainText(SINTA.name);
  // The rows on screen (the table is virtualised) are all Sinta's.
  for (const text of (await rows.allInnerTexts()).slice(1)) expect(text).toContain(SINTA.name);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Broker" })).toHaveText(SINTA.name);
  await expect(totalOf(page)).toHaveText(sinta);
});

test("a broker is assigned and shows in the history; a contract to be renewed gets a renewal offer", async ({ page }) => {
  const token = await openAsManager(page, `${LIST_ALL}?bigo=${FAJAR.bigoId}`);
  const row = page.getByRole("row").filter({ hasText: FAJAR.name });
  await expect(row).toContainText("No broker");

  await rowAction(page, FAJAR.name, "Assign broker");
  const assign = page.getByRole("dialog", { name: "Assign a broker" });
  await assign.getByRole("combobox", { name: "Broker" }).click();
  await page.getByRole("option", { name: new RegExp(`^${SINTA.name} \\(`) }).click();
  await assign.getByRole("button", { name: "Assign" }).click();
  await expect(assign).toBeHidden();
  await expect(row).toContainText(SINTA.name);

  await rowAction(page, FAJAR.name, "Broker history");
  const history = page.getByRole("dialog", { name: `Broker history of ${FAJAR.name}` });
  const record = history.getByRole("row").nth(1);
  await expect(record).toContainText("No broker");
  await expect(record).toContainText(SINTA.name);
  await expect(record).toContainText("Rudi Hartono");
  await history.getByRole("button", { name: "Close" }).first().click();

  await page.goto(`${LIST_TO_BE_RENEWED}?bigo=${RINA.bigoId}`);
  await waitForSettled(page);
  const rina = page.getByRole("row").filter({ hasText: RINA.name });
  await expect(rina).toContainText("To be renewed");
  await rowAction(page, RINA.name, "Renew contract");
  const renew = page.getByRole("dialog", { name: `Renew the contract of ${RINA.name}` });
  await renew.getByRole("radio", { name: "12 months" }).check();
  await renew.getByRole("button", { name: "Send the renewal offer" }).click();
  const sent = page.getByRole("dialog", { name: "Renewal offer sent" });
  await expect(sent).toContainText(`Renewal offer sent to ${RINA.name}.`);
  await sent.getByRole("button", { name: "Close" }).first().click();
  await expect(rina).toContainText("Renewal pending");
  const [listed] = await listedAnchors(page.request, token, AnchorListTab.ToBeRenewed, RINA.bigoId);
  expect(listed).toMatchObject({ contract_status: ContractStatus.RenewalPending });
  expect(listed?.renewal_id).not.toBe("");
});

test("a transfer out started here, approved by the other agency and confirmed by the broadcaster takes the broadcaster off the list", async ({ page }) => {
  const manager = await openAsManager(page, MODIFY);
  await page.getByRole("button", { name: "Transfer out" }).click();
  const start = page.getByRole("dialog", { name: "Transfer a broadcaster out" });
  await start.getByLabel("Broadcaster's Bigo ID").fill(RIZKY.bigoId);
  await start.getByLabel("Receiving agency (owner's Bigo ID)").fill("carlo.manila");
  await start.getByRole("button", { name: "Find" }).click();
  await expect(start).toContainText("Manila Live Hub");
  await start.getByLabel("Reason").fill("Closer to the broadcaster's audience");
  await start.getByRole("button", { name: "Start the transfer" }).click();
  const started = page.getByRole("dialog", { name: "Transfer started" });
  await expect(started).toContainText(`Transfer of ${RIZKY.name} started with Manila Live Hub.`);
  await started.getByRole("button", { name: "Close" }).first().click();
  const row = page.getByRole("table", { name: "Transfers out" }).getByRole("row").filter({ hasText: RIZKY.name });
  await expect(row).toContainText("Waiting for the other agency");

  // The other agency approves, then the broadcaster agrees (the webview's calls).
  const transfers = await apiCall<{ list: { transfer_id: string; anchor_bigo_id: string }[] }>(
    page.request,
    manager,
    "/api/manage_anchor/QryTransferList",
    { direction: TransferDirection.Out, page: 1, page_size: 20 },
    1,
  );
  const transfer = transfers.list.find((item) => item.anchor_bigo_id === RIZKY.bigoId);
  if (transfer === undefined) throw new Error("The started transfer is not listed.");
  const manila = await apiLogin(page.request, "manila.owner");
  await verifyPhone(page.request, manila, "manila.owner", "carlo.manila");
  await apiCall(page.request, manila, "/api/manage_anchor/AgentVerifyTransfer", { transfer_id: transfer.transfer_id, agree: VerifyDecision.Agree }, 1);
  const anchor = await apiLogin(page.request, "anchor.2");
  await apiCall(page.request, anchor, "/api/manage_anchor/AnchorVerifyTransfer", { transfer_id: transfer.transfer_id, agree: VerifyDecision.Agree }, 1);

  await page.reload();
  await waitForSettled(page);
  await expect(row).toContainText("Completed");
  await page.goto(`${LIST_ALL}?bigo=${RIZKY.bigoId}`);
  await waitForSettled(page);
  await expect(page.getByText("No broadcasters match these filters.")).toBeVisible();
  await page.goto(LIST_ALL);
  await waitForSettled(page);
  await expect(totalOf(page)).toHaveText("Total: 109");
});

test("without TransferRelation there is no modify menu entry and its URL is not found", async ({ page }) => {
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.broker");
  await expect(menuSections(page).filter({ hasText: "Broadcasters" })).toHaveCount(1);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("button", { name: "Broadcasters" }).click();
  await expect(nav.getByRole("link", { name: "Broadcaster list" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Broadcaster relations" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Transfer relation" })).toHaveCount(0);
  await page.goto(MODIFY);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Transfer out" })).toHaveCount(0);
});

test("bad input is refused with a message and changes nothing", async ({ page }) => {
  const token = await openAsManager(page, LIST_TO_BE_RENEWED);
  const requests = await watchListRequests(page);

  // An impossible Bigo ID in the list's filter: a message, nothing sent, the view kept.
  const before = page.url();
  await searchBigoId(page, "no such id!");
  await expect(page.getByText("A Bigo ID has 1 to 32 letters, digits, dots, dashes or underscores.")).toBeVisible();
  expect(requests).toEqual([]);
  expect(page.url()).toBe(before);

  // ... and in the transfer dialog's field.
  await page.goto(MODIFY);
  await waitForSettled(page);
  const starts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/StartApplyTransfer")) starts.push(request.url());
  });
  await page.getByRole("button", { name: "Transfer out" }).click();
  const start = page.getByRole("dialog", { name: "Transfer a broadcaster out" });
  await start.getByLabel("Broadcaster's Bigo ID").fill("anchor 2");
  await start.getByLabel("Reason").fill("A reason");
  await start.getByRole("button", { name: "Start the transfer" }).click();
  await expect(start.getByText("A Bigo ID has 1 to 32 letters, digits, dots, dashes or underscores.")).toBeVisible();
  expect(starts).toEqual([]);
  await start.getByRole("button", { name: "Cancel" }).click();

  // A renewal sent after the contract was terminated: the server's message, no renewal made.
  await page.goto(`${LIST_TO_BE_RENEWED}?bigo=${DEWI.bigoId}`);
  await waitForSettled(page);
  await rowAction(page, DEWI.name, "Renew contract");
  const renew = page.getByRole("dialog", { name: `Renew the contract of ${DEWI.name}` });
  await expect(renew).toBeVisible();
  const [dewi] = await listedAnchors(page.request, token, AnchorListTab.ToBeRenewed, DEWI.bigoId);
  if (dewi === undefined) throw new Error(`${DEWI.bigoId} is not to be renewed.`);
  // The owner terminates (the manager's relation tab has cancel 0); the broadcaster agrees.
  const owner = await apiLogin(page.request, "agency.owner");
  await verifyPhone(page.request, owner, "agency.owner", OWNER_BIGO_ID);
  const cancellation = await apiCall<{ cancel_id: string }>(
    page.request,
    owner,
    "/api/manage_anchor/StartCancelContract",
    { anchor_uid: dewi.anchor_uid, reason_type: CancelReasonType.MutualAgreement, reason: "Both sides agreed" },
    1,
  );
  await apiCall(
    page.request,
    await apiLogin(page.request, "anchor.1"),
    "/api/manage_anchor/AnchorVerifyCancel",
    { cancel_id: cancellation.cancel_id, agree: VerifyDecision.Agree },
    1,
  );
  await renew.getByRole("button", { name: "Send the renewal offer" }).click();
  await expect(renew.getByRole("alert")).toContainText("This contract has already ended.");
  await expect(renew).toBeVisible();
  const records = await apiAnswer<{ list: unknown[]; total: number }>(page.request, token, "/api/broker/QryRenewalContractRecords", {
    anchor_uid: dewi.anchor_uid,
    page: 1,
    page_size: 20,
  });
  expect(records.data.total).toBe(0);
  const [terminated] = await listedAnchors(page.request, token, AnchorListTab.Terminated, DEWI.bigoId);
  expect(terminated).toMatchObject({ contract_status: ContractStatus.Terminated, renewal_id: "" });
  await renew.getByRole("button", { name: "Cancel" }).click();

  // Documents of the KYC recheck: too large, not an allowed type, not really an image.
  await page.goto(RECHECK);
  await waitForSettled(page);
  const countBefore = await apiCall<{ count: number }>(page.request, token, "/api/live_agent_service/GetUnFinishKycAnchorCount", {}, 1);
  const submits: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/submitRecheckKycInfo")) submits.push(request.url());
  });
  await page
    .getByRole("button", { name: /^Submit a recheck for / })
    .first()
    .click();
  const recheck = page.getByRole("dialog", { name: /^KYC recheck of / });
  const front = recheck.locator('input[type="file"]').first();
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await front.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]) });
  await expect(recheck.getByText(/huge\.png: the file is larger than 2/)).toBeVisible();
  await front.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a document") });
  await expect(recheck.getByText("notes.txt: this file type is not allowed.")).toBeVisible();
  await front.setInputFiles({ name: "renamed.png", mimeType: "image/png", buffer: Buffer.from("plain text, renamed") });
  await expect(recheck.getByText("renamed.png: this file is not a JPEG, PNG or WebP image.")).toBeVisible();
  await recheck.getByRole("button", { name: "Submit the recheck" }).click();
  await expect(recheck.getByText("Add a photo of the front of the document.")).toBeVisible();
  expect(submits).toEqual([]);
  const countAfter = await apiCall<{ count: number }>(page.request, token, "/api/live_agent_service/GetUnFinishKycAnchorCount", {}, 1);
  expect(countAfter).toEqual(countBefore);
});

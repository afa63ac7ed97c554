/**
 * Issue 9: the broadcaster's side of the flows in the webview, each begun through the API as the
 * desktop portal would: an invitation accepted (the broadcaster then appears in the agency's
 * list), and a transfer between agencies confirmed by the broadcaster until it completes.
 */
import { apiCall, apiLogin, useToken, verifyPhone } from "@agent-portal/e2e-support/api";
import { AnchorListTab, ShareChannel, TransferDirection, VerifyDecision } from "@agent-portal/api-client/enums";
import { expect, test } from "./fixtures.ts";

interface UserInfo {
  bigoUid: string;
}

test("a broadcaster accepts an agency's invitation, confirms the contract and appears in the agency's list", async ({ page }) => {
  const manager = await apiLogin(page.request, "agency.manager");
  const anchor = await apiLogin(page.request, "anchor.4");
  const info = (await (await page.request.get("/api/agent/user/info", { headers: { Authorization: `Bearer ${anchor}` } })).json()) as { data: UserInfo };
  const link = await apiCall<{ link_id: string }>(page.request, manager, "/api/live_agent_front/GetInviteLink", {}, 1);
  const shared = await apiCall<{ invite_id: string }>(
    page.request,
    manager,
    "/api/live_agent_front/ShareInviteLink",
    { link_id: link.link_id, channel: ShareChannel.Im, anchor_uid: info.data.bigoUid },
    1,
  );
  expect(shared.invite_id).not.toBe("");

  // The app hands the webview the broadcaster's token (the stored token; the iframe exchange is unit-tested).
  await useToken(page, anchor);
  // The app of sdk channel 61 opened the webview (SPEC 9: its deep-link scheme carries the channel).
  await page.goto(`/agent/m/invite/i.${shared.invite_id}?sdk_channel=61`);
  await expect(page.getByRole("heading", { name: "Nusantara Star Agency" })).toBeVisible();
  await expect(page.getByText("Waiting for your answer")).toBeVisible();
  // The agency card's in-app actions are deep links into that app (issue 26 item 7).
  const owner = await apiCall<{ agent: { agent_uid: string } }>(page.request, anchor, "/api/live_agent_front/GetInvitePageDetail", { invite_id: shared.invite_id }, 1);
  await expect(page.getByRole("link", { name: "Message the agency" })).toHaveAttribute("href", `bigolive61://im?uid=${owner.agent.agent_uid}`);
  await expect(page.getByRole("link", { name: "Agency profile" })).toHaveAttribute("href", `bigolive61://profile?uid=${owner.agent.agent_uid}`);
  await page.getByRole("button", { name: "Accept and join" }).click();

  // Accepting offers the contract to confirm.
  await expect(page).toHaveURL(/\/agent\/m\/contract\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contract" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm the contract" }).click();
  await expect(page.getByText("You confirmed the contract with Nusantara Star Agency.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm the contract" })).toHaveCount(0);
  // Done: back to the app, still the channel the visit began with.
  await expect(page.getByRole("link", { name: "Back to the app" })).toHaveAttribute("href", "bigolive61://close");

  const list = await apiCall<{ list: { bigo_id: string }[]; total: number }>(
    page.request,
    manager,
    "/api/broker/QryAnchorList",
    { tab: AnchorListTab.All, bigo_id: "anchor.4", page: 1, page_size: 20 },
    1,
  );
  expect(list.list.map((row) => row.bigo_id)).toContain("anchor.4");

  // The home page shows the broadcaster's contract now (recruit anchor QryCurrentContractInfo).
  await page.goto("/agent/m");
  const contract = page.getByRole("region", { name: "Your contract" });
  await expect(contract).toContainText("Nusantara Star Agency");
  await expect(contract.getByText("Active")).toBeVisible();
});

test("a broadcaster without a verified identity is told before applying to an agency, with the way to the identity check", async ({ page }) => {
  await useToken(page, await apiLogin(page.request, "normal.user"));
  await page.goto("/agent/m/apply-agency");
  await expect(page.getByText("Agencies take broadcasters whose identity is verified. Verify yours before you apply.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Verify your identity first" })).toHaveAttribute("href", "/agent/apply-certify");
});

test("a transfer begun by one agency and approved by the other is confirmed by the broadcaster and completes", async ({ page }) => {
  const manager = await apiLogin(page.request, "agency.manager");
  const manila = await apiLogin(page.request, "manila.owner");
  const anchor = await apiLogin(page.request, "anchor.2");
  // Transfers are sensitive calls (40001): the manager binds a phone, the other owner validates hers.
  await verifyPhone(page.request, manager, "agency.manager", "rudi.manager", "6281377770001");
  await verifyPhone(page.request, manila, "manila.owner", "carlo.manila");
  const target = await apiCall<{ agent_uid: string; name: string }>(page.request, manager, "/api/manage_anchor/QryProxyInfo", { bigo_id: "carlo.manila" }, 1);
  const transfer = await apiCall<{ transfer_id: string }>(
    page.request,
    manager,
    "/api/manage_anchor/StartApplyTransfer",
    { direction: TransferDirection.Out, anchor_bigo_id: "anchor.2", target_agent_uid: target.agent_uid, reason: "Closer to the broadcaster's audience" },
    1,
  );
  await apiCall(page.request, manila, "/api/manage_anchor/AgentVerifyTransfer", { transfer_id: transfer.transfer_id, agree: VerifyDecision.Agree }, 1);

  await useToken(page, anchor);
  await page.goto(`/agent/m/transfer/${transfer.transfer_id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Agency transfer" })).toBeVisible();
  await expect(page.getByText("Waiting for you").first()).toBeVisible();
  await expect(page.getByText(`If you agree, you move to ${target.name} at once.`)).toBeVisible();
  await page.getByRole("button", { name: "Agree to move" }).click();
  await expect(page.getByText(`Done: you are now with ${target.name}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Agree to move" })).toHaveCount(0);

  // The other agency now has the broadcaster.
  const list = await apiCall<{ list: { bigo_id: string }[] }>(
    page.request,
    manila,
    "/api/broker/QryAnchorList",
    { tab: AnchorListTab.All, bigo_id: "anchor.2", page: 1, page_size: 20 },
    1,
  );
  expect(list.list.map((row) => row.bigo_id)).toContain("anchor.2");
});

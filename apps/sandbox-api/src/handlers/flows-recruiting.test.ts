/**
 * The recruiting flows of issues 7 and 9 through the API: an invitation the broadcaster accepts
 * and confirms (they appear in the agency's list), KYC with document photos (type and size
 * checked, stored, served), a recruit record from draft to signed, an application, a sub-agent
 * application denied by the agency, an agent application reviewed after KYC, and the CSV export.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerData as data, createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const photo = { mime: "image/png", data_base64: PNG };
const LAF = "/api/live_agent_front";
const RA = "/api/recruit_anchor";

const inList = async (token: string, bigoId: string) =>
  data<{ list: unknown[] }>(await sandbox.call("/api/broker/QryAnchorList", { token, body: { bigo_id: bigoId } })).list.length;

describe("invitation", () => {
  it("anchor.4 accepts Nusantara's invitation, confirms the contract and appears in the agency's list", async () => {
    const owner = await sandbox.login("agency.owner");
    const recommended = data<{ list: { anchor_uid: string; bigo_id: string; invited: number }[] }>(
      await sandbox.call(`${LAF}/GetRecomAnchor`, { token: owner, body: { page_size: 100 } }),
    );
    const target = recommended.list.find((r) => r.bigo_id === "anchor.4");
    expect(target?.invited).toBe(0);
    const link = data<{ link_id: string; url: string; code: string }>(await sandbox.call(`${LAF}/GetInviteLink`, { token: owner, body: {} }));
    expect(link.url).toMatch(/^http:\/\/localhost\/agent\/invite\?code=/);
    const shared = data<{ invite_id: string }>(
      await sandbox.call(`${LAF}/ShareInviteLink`, { token: owner, body: { link_id: link.link_id, channel: 2, anchor_uid: target?.anchor_uid } }),
    );
    expect((await sandbox.call(`${LAF}/ShareInviteLink`, { token: owner, body: { link_id: link.link_id, channel: 2, anchor_uid: target?.anchor_uid } })).body.code).toBe(36005);

    const anchor = await sandbox.login("anchor.4");
    expect(data<{ show: number; pending_count: number }>(await sandbox.call(`${LAF}/CheckInviteEntrance`, { token: anchor, body: {} }))).toEqual({ show: 1, pending_count: 2 });
    const page = data<{ agent: { name: string }; can_accept: number }>(await sandbox.call(`${LAF}/GetInvitePageDetail`, { token: anchor, body: { invite_id: shared.invite_id } }));
    expect(page).toMatchObject({ agent: { name: "Nusantara Star Agency" }, can_accept: 1 });
    const accepted = data<{ status: number; sign_id: string }>(await sandbox.call(`${LAF}/AgreeInvite`, { token: anchor, body: { invite_id: shared.invite_id } }));
    expect(accepted.status).toBe(2);
    expect((await sandbox.call(`${LAF}/AgreeInvite`, { token: anchor, body: { invite_id: shared.invite_id } })).body.code).toBe(36003);
    expect(await inList(owner, "anchor.4")).toBe(0);
    expect(
      data<{ status: number }>(await sandbox.call("/api/live_agent_portal/gateway/anchorConfirmContract", { token: anchor, body: { sign_id: accepted.sign_id, agree: 1 } })).status,
    ).toBe(2);
    expect(await inList(owner, "anchor.4")).toBe(1);
    const contract = data<{ contract: { agent_name: string; status: number } | null }>(await sandbox.call(`${RA}/QryCurrentContractInfo`, { token: anchor, body: {} }));
    expect(contract.contract).toMatchObject({ agent_name: "Nusantara Star Agency", status: 1 });
    expect(data<{ show: number }>(await sandbox.call(`${LAF}/CheckInviteEntrance`, { token: anchor, body: {} })).show).toBe(0);
  });
});

describe("KYC and recruiting anchor.5", () => {
  it("refuses a photo that is not an image or too large, stores a real one, and reviews it", async () => {
    const anchor = await sandbox.login("anchor.5");
    const base = { source: 1, real_name: "Maya Sari", id_type: 1, id_number: "3174012345678901", id_images: [photo, photo], face_image: photo };
    const notImage = { mime: "image/png", data_base64: Buffer.from("GIF89a not a png at all").toString("base64") };
    expect((await sandbox.call(`${LAF}/SubmitKycInfo`, { token: anchor, body: { ...base, id_images: [notImage] } })).body.code).toBe(35004);
    const big = { mime: "image/png", data_base64: Buffer.concat([Buffer.from(PNG, "base64"), Buffer.alloc(2 * 1024 * 1024)]).toString("base64") };
    const tooBig = await sandbox.call(`${LAF}/SubmitKycInfo`, { token: anchor, body: { ...base, id_images: [big] } });
    expect(tooBig.body.code).toBe(40000);
    expect(tooBig.body.msg).toMatch(/^id_images\.0\.data_base64: /);
    expect((await sandbox.call(`${LAF}/SubmitKycInfo`, { token: anchor, body: { ...base, id_number: "12" } })).body.code).toBe(40000);
    expect((await sandbox.call(`${LAF}/SubmitKycInfo`, { token: anchor, body: { ...base, id_type: 2, id_number: "12345-67890" } })).body.code).toBe(35002);
    const submitted = data<{ kyc_id: string; status: number }>(await sandbox.call(`${LAF}/SubmitKycInfo`, { token: anchor, body: base }));
    expect(submitted.status).toBe(1);
    sandbox.clock.advance(1);
    const last = data<{ kyc: { status: number; id_image_urls: string[]; id_number_masked: string } | null }>(
      await sandbox.call(`${LAF}/GetLastSubmittedKycInfo`, { token: anchor, body: "source=1", headers: { "content-type": "application/x-www-form-urlencoded" }, method: "POST" }),
    );
    expect(last.kyc).toMatchObject({ status: 2, id_number_masked: "************8901" });
    const image = await sandbox.app.request(last.kyc?.id_image_urls[0] ?? "");
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).toString("base64")).toBe(PNG);
    const other = await sandbox.login("normal.user");
    expect(
      data<{ exist: number }>(await sandbox.call("/api/live_agent_portal/checkIdentityIdExist", { token: other, body: { id_type: 1, id_number: "3174012345678901" } })).exist,
    ).toBe(1);
  });

  it("takes a recruit record from draft to signed: submit, operator review, the broadcaster confirms", async () => {
    const owner = await sandbox.login("agency.owner");
    const info = {
      bigo_id: "anchor.5",
      real_name: "Maya Sari",
      gender: 2,
      birthday: "2000-05-01",
      country: "ID",
      contact_phone: "6281299988877",
      talent_types: [1, 3],
      experience_months: 6,
      weekly_live_hours: 20,
    };
    expect((await sandbox.call(`${RA}/SaveSubmitAnchorInfo`, { token: owner, body: { ...info, birthday: "2015-01-01", submit: 0 } })).body.code).toBe(40000);
    const draft = data<{ recruit_id: string; status: number }>(await sandbox.call(`${RA}/SaveSubmitAnchorInfo`, { token: owner, body: { ...info, submit: 0 } }));
    expect(draft.status).toBe(1);
    expect((await sandbox.call(`${RA}/SaveSubmitAnchorInfo`, { token: owner, body: { ...info, submit: 0 } })).body.code).toBe(33005);
    const submitted = data<{ status: number }>(await sandbox.call(`${RA}/SaveSubmitAnchorInfo`, { token: owner, body: { ...info, recruit_id: draft.recruit_id, submit: 1 } }));
    expect(submitted.status).toBe(2);
    sandbox.clock.advance(1);
    const progress = data<{ record: { status: number }; steps: { state: number }[] }>(
      await sandbox.call(`${RA}/QryAnchorProgressForAgent`, { token: owner, body: { recruit_id: draft.recruit_id } }),
    );
    expect(progress.record.status).toBe(3);
    expect(progress.steps.map((s) => s.state)).toEqual([1, 1, 0, 0]);
    expect((await sandbox.call(`${RA}/SaveSubmitAnchorInfo`, { token: owner, body: { ...info, recruit_id: draft.recruit_id, submit: 0 } })).body.code).toBe(33003);

    const anchor = await sandbox.login("anchor.5");
    const mine = data<{ progress: { record: { recruit_id: string } } | null }>(await sandbox.call(`${RA}/QryAnchorRecruitProgress`, { token: anchor, body: {} }));
    expect(mine.progress?.record.recruit_id).toBe(draft.recruit_id);
    const sign = data<{ sign: { sign_id: string } | null }>(await sandbox.call(`${LAF}/GetAnchorSignDetail`, { token: anchor, body: {} }));
    expect(
      data<{ status: number }>(await sandbox.call("/api/live_agent_portal/gateway/anchorConfirmContract", { token: anchor, body: { sign_id: sign.sign?.sign_id, agree: 1 } }))
        .status,
    ).toBe(2);
    const signed = data<{ record: { status: number } }>(await sandbox.call(`${RA}/QryAnchorProgressForAgent`, { token: owner, body: { recruit_id: draft.recruit_id } }));
    expect(signed.record.status).toBe(4);
    expect((await sandbox.call(`${RA}/StopAnchorRecruit`, { token: owner, body: { recruit_id: draft.recruit_id, reason: "late" } })).body.code).toBe(33004);
  });

  it("exports the recruit records as a CSV file with a header row", async () => {
    const owner = await sandbox.login("agency.owner");
    const exported = data<{ url: string; expire_time: number }>(
      await sandbox.call(`${RA}/ExportRecruitRecord`, { token: owner, method: "POST", body: "status=4", headers: { "content-type": "application/x-www-form-urlencoded" } }),
    );
    expect(exported.url).toMatch(/^http:\/\/localhost\/sandbox\/files\/[A-Za-z0-9_-]+\.csv\?expires=\d+&signature=[A-Za-z0-9_-]+$/);
    const link = new URL(exported.url);
    expect((await sandbox.app.request(link.pathname)).status).toBe(403);
    const file = await sandbox.app.request(link.pathname + link.search);
    expect(file.headers.get("content-type")).toContain("text/csv");
    const lines = (await file.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("recruit_id,bigo_id,nick_name,status,submit_type,submitter,created_at,updated_at,reject_reason");
    expect(lines.slice(1).every((line) => line.includes(",signed,"))).toBe(true);
    expect(lines.some((line) => line.includes("anchor.5"))).toBe(true);
    sandbox.clock.advance(3601);
    expect((await sandbox.app.request(link.pathname + link.search)).status).toBe(403);
  });
});

describe("applications", () => {
  it("normal.user applies as an agent, passes KYC and the application is approved", async () => {
    const user = await sandbox.login("normal.user");
    const apply = { agency_name: "Nia Talent", country: "ID", contact_phone: "6281234000111", team_size: 5, experience: "Two years hosting", source: 2 };
    expect((await sandbox.call("/api/union_oss/userCreateApply", { token: user, body: { ...apply, country: "US" } })).body.code).toBe(37103);
    const created = data<{ apply_id: string; status: number }>(await sandbox.call("/api/union_oss/userCreateApply", { token: user, body: apply }));
    expect(created.status).toBe(1);
    expect((await sandbox.call("/api/union_oss/userCreateApply", { token: user, body: apply })).body.code).toBe(37101);
    const kyc = { source: 2, real_name: "Nia Viewer", id_type: 2, id_number: "A1234567", id_images: [photo], face_image: photo };
    expect((await sandbox.call("/api/live_agent_portal/submitUserKycInfo", { token: user, body: kyc })).body.code).toBe(35008);
    expect(data<{ status: number }>(await sandbox.call("/api/live_agent_portal/submitUserKycInfo", { token: user, body: { ...kyc, email: "nia@example.com" } })).status).toBe(1);
    sandbox.clock.advance(1);
    const state = data<{ application: { status: number; steps: { state: number }[] } | null }>(
      await sandbox.call("/api/union_oss/userGetApplicationState", { token: user, body: { apply_id: created.apply_id } }),
    );
    expect(state.application?.status).toBe(3);
    expect(state.application?.steps.map((s) => s.state)).toEqual([1, 1, 1, 1]);
  });

  it("a sub-agent application waits for the agency, which denies it", async () => {
    const user = await sandbox.login("anchor.3");
    const opened = data<{ apply_id: string }>(await sandbox.call("/api/recruit_proxy/ProxyApply", { token: user, body: { parent_bigo_id: "budi.nusantara" } }));
    expect((await sandbox.call("/api/recruit_proxy/ProxyApply", { token: user, body: { parent_bigo_id: "budi.nusantara" } })).body.code).toBe(34002);
    const info = { apply_id: opened.apply_id, name: "Angel Team", contact_phone: "639171110000", country: "PH", team_size: 4, experience: "" };
    expect(data<{ status: number }>(await sandbox.call("/api/recruit_proxy/ProxyCommitInfo", { token: user, body: info })).status).toBe(2);
    expect((await sandbox.call("/api/recruit_proxy/ProxyCommitInfo", { token: user, body: info })).body.code).toBe(34004);
    const owner = await sandbox.login("agency.owner");
    expect(data<{ has_dot: number }>(await sandbox.call("/api/union_oss/agentGetIfHasDot", { token: owner, body: {} })).has_dot).toBe(1);
    const denied = data<{ status: number }>(await sandbox.call("/api/union_oss/agentDenyApply", { token: owner, body: { apply_id: opened.apply_id, reason: "Not now" } }));
    expect(denied.status).toBe(5);
    // The same denial sent again (a retry) answers the row; a different one finds it decided.
    expect(data<{ status: number }>(await sandbox.call("/api/union_oss/agentDenyApply", { token: owner, body: { apply_id: opened.apply_id, reason: "Not now" } })).status).toBe(5);
    expect((await sandbox.call("/api/union_oss/agentDenyApply", { token: owner, body: { apply_id: opened.apply_id, reason: "Other", reason_code: 4 } })).body.code).toBe(37105);
    const progress = data<{ application: { status: number; deny_reason: string } | null }>(
      await sandbox.call("/api/recruit_proxy/QryProxyRecruitProgress", { token: user, body: {} }),
    );
    expect(progress.application).toMatchObject({ status: 5, deny_reason: "Not now" });
  });

  it("two members denying one sub-agent application at once make one decision, and the list says who made it", async () => {
    const user = await sandbox.login("anchor.4");
    const opened = data<{ apply_id: string }>(await sandbox.call("/api/recruit_proxy/ProxyApply", { token: user, body: { parent_bigo_id: "budi.nusantara" } }));
    const info = { apply_id: opened.apply_id, name: "Race Team", contact_phone: "639171110001", country: "PH", team_size: 3, experience: "" };
    await sandbox.call("/api/recruit_proxy/ProxyCommitInfo", { token: user, body: info });
    const [first, second] = [await sandbox.login("agency.owner"), await sandbox.login("agency.owner")];
    expect((await sandbox.call("/api/union_oss/agentDenyApply", { token: first, body: { apply_id: opened.apply_id, reason: "" } })).body.code).toBe(37107);
    const answers = await Promise.all([
      sandbox.call("/api/union_oss/agentDenyApply", { token: first, body: { apply_id: opened.apply_id, reason: "", reason_code: 2 } }),
      sandbox.call("/api/union_oss/agentDenyApply", { token: second, body: { apply_id: opened.apply_id, reason: "Team too small", reason_code: 3 } }),
    ]);
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual([0, 37105]);
    const list = data<{ list: { apply_id: string; status: number; decided_by_name: string; decide_time: number; deny_reason_code: number }[] }>(
      await sandbox.call("/api/union_oss/agentPullApplyList", { token: first, body: { page: 1, page_size: 100 } }),
    );
    const row = list.list.find((r) => r.apply_id === opened.apply_id);
    expect(row).toMatchObject({ status: 5, decided_by_name: "Budi Santoso" });
    expect(row?.decide_time).toBeGreaterThan(0);
  });
});

/**
 * The requests issue 19 quotes, made as `agency.broker` against broadcasters assigned to another
 * broker of the same agency: each is refused, or answers only the broker's own broadcasters. The
 * changes are then made as the super manager, who may: the refusals come from the data scope, not
 * from a business rule the chosen broadcaster happened to break.
 */
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#db/client.ts";
import { useTestSandbox } from "#testing/harness.ts";
import type { CallResult } from "#testing/harness.ts";
import { PNG } from "#contract-tests/context.ts";

const sandbox = useTestSandbox();
let broker = "";
let owner = "";
/** Uids of the broker's own broadcasters. */
let own = new Set<string>();
/** Broadcasters of other brokers of the agency, picked so that each change would otherwise succeed. */
const other = { renew: "", extend: "", regrade: "", recheck: "", recall: "", renewalId: "", remindId: "", signId: "", proxyUid: "", peerBroker: "" };

const one = async (query: ReturnType<typeof sql>): Promise<string> => {
  const [row] = await selectRows<{ v: string | number }>(sandbox().database.db, query);
  if (row === undefined) throw new Error("the seed has no candidate");
  return String(row.v);
};

beforeAll(async () => {
  broker = await sandbox().login("agency.broker");
  owner = await sandbox().login("agency.owner");
  const db = sandbox().database.db;
  const [me] = await selectRows<{ id: number; agency_id: number }>(
    db,
    sql`SELECT m.id, m.agency_id FROM agency_members m JOIN accounts a ON a.id = m.account_id WHERE a.username = 'agency.broker'`,
  );
  if (me === undefined) throw new Error("no broker member");
  own = new Set((await selectRows<{ uid: string }>(db, sql`SELECT uid FROM broadcasters WHERE broker_id = ${me.id}`)).map((r) => r.uid));
  const others = sql`agency_id = ${me.agency_id} AND broker_id IS NOT NULL AND broker_id <> ${me.id} AND contract_state = 'signed' AND account_id IS NULL`;
  const noChange = sql`uid NOT IN (SELECT broadcaster_uid FROM renewals WHERE status = 1) AND uid NOT IN (SELECT broadcaster_uid FROM transfers WHERE status IN (1, 2)) AND uid NOT IN (SELECT broadcaster_uid FROM cancellations WHERE status = 1)`;
  const day = sandbox().clock().toISOString().slice(0, 10);
  const soon = sql`contract_end BETWEEN ${day}::date AND ${day}::date + 29`;
  other.renew = await one(sql`SELECT uid AS v FROM broadcasters WHERE ${others} AND ${soon} AND ${noChange} ORDER BY uid LIMIT 1`);
  other.extend = await one(
    sql`SELECT uid AS v FROM broadcasters WHERE ${others} AND ${soon} AND ${noChange} AND NOT extension_used AND uid <> ${other.renew} ORDER BY uid LIMIT 1`,
  );
  other.recheck = await one(sql`SELECT uid AS v FROM broadcasters WHERE ${others} AND kyc_status IN (0, 3, 4) ORDER BY uid LIMIT 1`);
  other.regrade = await one(
    sql`SELECT uid AS v FROM broadcasters WHERE ${others} AND regrade_requested_at IS NULL AND uid NOT IN (${other.renew}, ${other.extend}, ${other.recheck}) ORDER BY uid LIMIT 1`,
  );
  await db.execute(sql`UPDATE broadcasters SET joined_at = ${day}::date - 5 WHERE uid = ${other.regrade}`);
  other.recall = await one(
    sql`SELECT uid AS v FROM broadcasters WHERE ${others} AND uid NOT IN (SELECT broadcaster_uid FROM live_daily_metrics WHERE live_seconds > 0 AND day > ${day}::date - 7)
          AND uid NOT IN (SELECT broadcaster_uid FROM recalls WHERE sent_at > ${day}::date - 8) ORDER BY uid LIMIT 1`,
  );
  const pendingOfOthers = sql`SELECT r.id AS v FROM renewals r JOIN broadcasters b ON b.uid = r.broadcaster_uid WHERE r.status = 1 AND r.agency_id = ${me.agency_id} AND b.broker_id <> ${me.id} AND b.contract_state = 'signed' ORDER BY r.id`;
  other.renewalId = await one(sql`${pendingOfOthers} LIMIT 1`);
  other.remindId = await one(sql`${pendingOfOthers} OFFSET 1 LIMIT 1`);
  other.signId = await one(
    sql`SELECT s.id AS v FROM anchor_signs s JOIN broadcasters b ON b.uid = s.broadcaster_uid WHERE s.agency_id = ${me.agency_id} AND b.broker_id <> ${me.id} ORDER BY s.id LIMIT 1`,
  );
  other.proxyUid = await one(sql`SELECT uid AS v FROM agency_members WHERE agency_id = ${me.agency_id} AND role = 2 ORDER BY id LIMIT 1`);
  other.peerBroker = await one(sql`SELECT uid AS v FROM agency_members WHERE agency_id = ${me.agency_id} AND role = 3 AND id <> ${me.id} ORDER BY id LIMIT 1`);
}, 300_000);

const success = (answer: CallResult) => answer.body.code === 0 || answer.body.code === 1;
const range = () => {
  const now = Math.floor(sandbox().clock().getTime() / 1000);
  return { startTime: now - 31 * 86_400, endTime: now - 86_400 };
};
/** Every broadcaster uid of an answer (`uid`, `anchor_uid` fields). */
const uidsOf = (data: unknown): string[] => {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if ((key === "uid" || key === "anchor_uid") && typeof item === "string") found.push(item);
        else walk(item);
      }
    }
  };
  walk(data);
  return found;
};
const LD = "/bigo_act_livedata_api";

describe("as agency.broker, reads answer the broker's own broadcasters only", () => {
  it.each([
    ["agentOss/anchorList", `${LD}/agentOss/anchorList`, () => ({ ...range(), page: 1, pageSize: 100 })],
    ["manageOss/getRewardList", `${LD}/manageOss/getRewardList`, () => ({ page: 1, pageSize: 100 })],
    ["creator/liveOrder", `${LD}/creator/liveOrder`, () => ({ ...range(), page: 1, pageSize: 100 })],
    ["LiveCoverLowQuality", `${LD}/LiveCoverLowQuality`, () => ({ page: 1, pageSize: 100 })],
    ["preLostUser/getUserList", `${LD}/preLostUser/getUserList`, () => ({ page: 1, pageSize: 100 })],
    ["QryRenewalContractRecords", "/api/broker/QryRenewalContractRecords", () => ({ page: 1, page_size: 100 })],
    ["QrySetBrokerRecords", "/api/broker/QrySetBrokerRecords", () => ({ page: 1, page_size: 100 })],
    ["GetAuditBanList", "/api/live_agent_front/GetAuditBanList", () => ({ page: 1, page_size: 100 })],
  ])("%s", async (_name, path, body) => {
    const answer = await sandbox().call(path, { token: broker, body: body() });
    expect(success(answer)).toBe(true);
    expect(uidsOf(answer.body.data).filter((uid) => !own.has(uid))).toEqual([]);
  });

  it("agentOss/export: the CSV carries the broker's broadcasters only", async () => {
    const form = new URLSearchParams({ startTime: String(range().startTime), endTime: String(range().endTime) });
    form.append("tabs", "live");
    form.append("tabs", "pk");
    const answer = await sandbox().call(`${LD}/agentOss/export`, {
      token: broker,
      method: "POST",
      body: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const link = new URL((answer.body.data as { url: string }).url);
    const csv = await (await sandbox().app.request(link.pathname + link.search)).text();
    const rows = parse<Record<string, string>>(csv, { columns: true });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.key ?? "").filter((uid) => !own.has(uid))).toEqual([]);
  });

  it("agentOss/proxyList and sumProxy see no sub-agency; queryProxyOverview and act_78062_report/proxy refuse one (43003)", async () => {
    expect((await sandbox().call(`${LD}/agentOss/proxyList`, { token: broker, body: { ...range(), page: 1, pageSize: 20 } })).body.data).toMatchObject({ list: [], total: 0 });
    expect((await sandbox().call(`${LD}/agentOss/sumProxy`, { token: broker, body: range() })).body.data).toMatchObject({ proxyCount: 0 });
    expect((await sandbox().call(`${LD}/agentOss/queryProxyOverview`, { token: broker, body: { ...range(), proxyUid: other.proxyUid } })).body.code).toBe(43003);
    const report = await sandbox().call(`${LD}/act_78062_report/proxy`, {
      token: broker,
      method: "POST",
      body: new URLSearchParams({ proxyUid: other.proxyUid, startTime: String(range().startTime), endTime: String(range().endTime) }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(report.body.code).toBe(43003);
  });

  it("another broker's broadcaster's contract, sign, KYC status, relation progress and detail are refused; a peer broker's totals too", async () => {
    expect((await sandbox().call("/api/recruit_anchor/QryCurrentContractInfo", { token: broker, body: { anchor_uid: other.renew } })).body.code).toBe(30002);
    expect((await sandbox().call("/api/live_agent_front/GetAnchorSignDetail", { token: broker, body: { sign_id: other.signId } })).body.code).toBe(45005);
    expect((await sandbox().call("/api/live_agent_portal/kycStatus", { token: broker, body: { anchor_uid: other.recheck } })).body.code).toBe(35007);
    expect((await sandbox().call("/api/manage_anchor/QryAnchorRelationChangeProg", { token: broker, body: { anchor_uid: other.renew } })).body.code).toBe(32002);
    expect((await sandbox().call(`${LD}/agentOss/detail`, { token: broker, body: { ...range(), uid: other.renew } })).body.code).toBe(43003);
    expect((await sandbox().call("/api/union_oss/getBrokerData", { token: broker, body: { broker_uid: other.peerBroker } })).body.code).toBe(37005);
    expect(
      (
        await sandbox().call("/api/live_agent_service/GetBrokerAggrData", {
          token: broker,
          body: { broker_uid: other.peerBroker, start_time: range().startTime, end_time: range().endTime },
        })
      ).body.code,
    ).toBe(38102);
  });
});

describe("as agency.broker, changes to another broker's broadcasters are refused; the super manager makes them", () => {
  it.each([
    ["CancelRenewalContract", "/api/broker/CancelRenewalContract", () => ({ renewal_id: other.renewalId }), 31005],
    ["RemindRenewalContract", "/api/broker/RemindRenewalContract", () => ({ renewal_id: other.remindId }), 31005],
    ["ExtendContract (+30 days)", "/api/live_agent_front/ExtendContract", () => ({ anchor_uid: other.extend, extend_days: 30 }), 45004],
    ["RenewalContract", "/api/broker/RenewalContract", () => ({ anchor_uid: other.renew, duration_months: 6 }), 31011],
    ["SendNewAnchorReGrade", "/api/broker/SendNewAnchorReGrade", () => ({ anchor_uid: other.regrade }), 31011],
    [
      "submitRecheckKycInfo",
      "/api/live_agent_portal/submitRecheckKycInfo",
      () => ({ anchor_uid: other.recheck, real_name: "Recheck Name", id_type: 1, id_number: "3174099988877766", id_images: [PNG] }),
      35007,
    ],
    ["preLostUser/callbackUser", `${LD}/preLostUser/callbackUser`, () => ({ uid: other.recall, remark: "Called back" }), 43005],
    ["preLostUser/sendRecallIm", `${LD}/preLostUser/sendRecallIm`, () => ({ uids: [other.recall], requestId: "broker-scope-recall" }), 43003],
  ])("%s", async (_name, path, body, code) => {
    const refused = await sandbox().call(path, { token: broker, body: body() });
    expect(refused.body.code).toBe(code);
    const made = await sandbox().call(path, { token: owner, body: body() });
    expect(made.body.msg).toBe("success");
  });
});

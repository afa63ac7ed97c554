/**
 * The world the contract test calls in: logins of the seeded accounts, phone verifications, and
 * records prepared through the API (a transfer and a cancellation waiting for a broadcaster, a
 * renewal offer, pending renewals, an invitation, bans to appeal, a recall, a ticket, codes), plus
 * ids picked from the seed. Test support only.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, notInArray, sql } from "drizzle-orm";
import { BanType, ExportJobStatus, RecallStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import { activitySigns } from "#db/schema/activities.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { anchorSigns } from "#db/schema/contracts.ts";
import { exportJobs } from "#db/schema/export-jobs.ts";
import { agencyInvoices, recalls } from "#db/schema/live-data.ts";
import { agencies, agencyMembers } from "#db/schema/organisation.ts";
import { byBeansMethods } from "#db/schema/payments.ts";
import { invites, proxyApplications, recruitRecords } from "#db/schema/recruiting.ts";
import { transfers } from "#db/schema/relations.ts";
import { auditBans } from "#db/schema/security.ts";
import { tutorials } from "#db/schema/content.ts";
import { dayOf, shiftDay } from "#services/time.ts";
import { verifyPhone } from "#testing/harness.ts";
import type { CallResult, TestSandbox } from "#testing/harness.ts";

/** The accounts calls are made as. */
export const WHO = [
  "admin",
  "operator",
  "agency.owner",
  "agency.subagent",
  "agency.manager",
  "agency.broker",
  "normal.user",
  "manila.owner",
  "anchor.1",
  "anchor.2",
  "anchor.3",
  "anchor.4",
  "anchor.5",
] as const;
/** One of {@link WHO}. */
export type Who = (typeof WHO)[number];

/** What fixtures read. */
export interface Ctx {
  readonly db: Database;
  /** Unix seconds when the setup finished. */
  readonly now: number;
  /** The last 30 days up to yesterday, Unix seconds. */
  readonly range: { readonly startTime: number; readonly endTime: number };
  /** Last month and the one before, YYYY-MM. */
  readonly months: { readonly startMonth: string; readonly endMonth: string };
  /** Yesterday, YYYY-MM-DD. */
  readonly yesterday: string;
  /** Named ids picked or prepared by the setup. */
  readonly ids: Readonly<Record<string, string>>;
  /** Session tokens by account (plus `refresh` and `spare`: sessions of normal.user that refreshToken and logout end). */
  readonly tokens: Readonly<Record<string, string>>;
  /** The newest code the outbox holds for a username. */
  code(username: string): Promise<string>;
}

/** A 1x1 PNG as an upload. */
export const PNG = { mime: "image/png" as const, data_base64: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=" };

// The type argument names the expected answer shape at each call site (a cast, in one place).
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
const ok = <T>(answer: CallResult, what: string): T => {
  if (answer.body.code !== 0 && answer.body.code !== 1) throw new Error(`setup ${what}: ${String(answer.body.code)} ${answer.body.msg}`);
  return answer.body.data as T;
};

const first = <T>(rows: readonly T[], what: string): T => {
  const row = rows[0];
  if (row === undefined) throw new Error(`setup: no ${what} in the seed`);
  return row;
};

/** Logs everyone in, prepares the records the fixtures need and picks ids from the seed. */
export async function prepareContext(sandbox: TestSandbox): Promise<Ctx> {
  const { db } = sandbox.database;
  const tokens: Record<string, string> = {};
  for (const who of WHO) tokens[who] = await sandbox.login(who);
  tokens.refresh = await sandbox.login("normal.user");
  tokens.spare = await sandbox.login("normal.user");
  const T = (who: Who) => tokens[who] ?? "";
  const call = (who: Who, path: string, body: unknown = {}) => sandbox.call(path, { token: T(who), body });

  const agencyRows = await db.select().from(agencies).orderBy(asc(agencies.id));
  const [a0, a1] = [first(agencyRows, "agency"), first(agencyRows.slice(1), "second agency")];
  const anchorUids = (await db.select({ uid: broadcasters.uid }).from(broadcasters).where(isNotNull(broadcasters.accountId))).map((r) => r.uid);
  const signedIn102 = (await db.select({ uid: activitySigns.broadcasterUid }).from(activitySigns).where(eq(activitySigns.activityId, 102))).map((r) => r.uid);
  const today = dayOf(sandbox.clock());
  const pool = await db
    .select()
    .from(broadcasters)
    .where(
      and(
        eq(broadcasters.agencyId, a0.id),
        eq(broadcasters.contractState, "signed"),
        eq(broadcasters.status, "active"),
        eq(broadcasters.kycStatus, 2),
        sql`${broadcasters.level} >= 5`,
        sql`${broadcasters.contractEnd} > ${shiftDay(today, 45)}::date`,
        isNotNull(broadcasters.brokerId),
        notInArray(broadcasters.uid, [...anchorUids, ...signedIn102]),
        sql`${broadcasters.uid} NOT IN (SELECT broadcaster_uid FROM transfers WHERE status IN (1, 2)) AND ${broadcasters.uid} NOT IN (SELECT broadcaster_uid FROM cancellations WHERE status = 1)`,
        sql`${broadcasters.uid} NOT IN (SELECT subject_uid FROM audit_bans)`,
      ),
    )
    .orderBy(asc(broadcasters.uid))
    .limit(12);
  if (pool.length < 10) throw new Error(`setup: only ${String(pool.length)} clean broadcasters`);
  const uidAt = (i: number) => pool[i]?.uid ?? "";
  const expiring = await db
    .select({ uid: broadcasters.uid })
    .from(broadcasters)
    .where(
      and(
        eq(broadcasters.agencyId, a0.id),
        eq(broadcasters.contractState, "signed"),
        lte(broadcasters.contractEnd, shiftDay(today, 30)),
        notInArray(broadcasters.uid, anchorUids),
        sql`${broadcasters.uid} NOT IN (SELECT broadcaster_uid FROM renewals WHERE status = 1)`,
        sql`${broadcasters.uid} NOT IN (SELECT broadcaster_uid FROM cancellations WHERE status = 1) AND ${broadcasters.uid} NOT IN (SELECT broadcaster_uid FROM transfers WHERE status IN (1, 2))`,
      ),
    )
    .orderBy(asc(broadcasters.uid));
  if (expiring.length < 3) throw new Error("setup: fewer than 3 contracts ending within 30 days");
  const member = async (username: string) => first(await db.select({ uid: accounts.bigoUid }).from(accounts).where(eq(accounts.username, username)), username).uid;
  const [unassigned] = await db
    .select({ uid: broadcasters.uid })
    .from(broadcasters)
    .where(and(eq(broadcasters.agencyId, a0.id), eq(broadcasters.contractState, "signed"), isNull(broadcasters.brokerId)))
    .limit(1);
  const [extraBroker] = await db
    .select({ uid: agencyMembers.uid })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, a0.id), eq(agencyMembers.role, 3), isNull(agencyMembers.accountId)))
    .limit(1);
  const frees = await db
    .select({ uid: broadcasters.uid, bigoId: broadcasters.bigoId })
    .from(broadcasters)
    .where(
      and(
        isNull(broadcasters.agencyId),
        isNull(broadcasters.accountId),
        sql`${broadcasters.uid} NOT IN (SELECT broadcaster_uid FROM invites WHERE status = 1)`,
        sql`${broadcasters.uid} NOT IN (SELECT broadcaster_uid FROM recruit_records WHERE status IN (1, 2, 3))`,
      ),
    )
    .orderBy(asc(broadcasters.uid))
    .limit(2);
  const [proxyAnchor] = await db
    .select({ uid: broadcasters.uid })
    .from(broadcasters)
    .innerJoin(agencyMembers, eq(broadcasters.brokerId, agencyMembers.id))
    .where(and(eq(broadcasters.agencyId, a0.id), eq(agencyMembers.role, 2)))
    .limit(1);
  const [unfinished] = await db
    .select({ uid: broadcasters.uid })
    .from(broadcasters)
    .where(and(eq(broadcasters.agencyId, a0.id), eq(broadcasters.contractState, "signed"), inArray(broadcasters.kycStatus, [0, 3, 4])))
    .limit(1);
  const [waitingTransfer] = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(and(eq(transfers.targetAgencyId, a0.id), eq(transfers.sourceAgencyId, a1.id), eq(transfers.initiator, 1), eq(transfers.status, 1)))
    .limit(1);
  const [draft] = await db
    .select({ id: recruitRecords.id, uid: recruitRecords.broadcasterUid })
    .from(recruitRecords)
    .where(and(eq(recruitRecords.agencyId, a0.id), eq(recruitRecords.status, 1)))
    .limit(1);
  const [review] = await db
    .select({ id: recruitRecords.id })
    .from(recruitRecords)
    .where(and(eq(recruitRecords.agencyId, a0.id), eq(recruitRecords.status, 2)))
    .limit(1);
  const [subApply] = await db
    .select({ id: proxyApplications.id })
    .from(proxyApplications)
    .where(and(eq(proxyApplications.parentAgencyId, a0.id), eq(proxyApplications.status, 2)))
    .limit(1);
  const [invoice] = await db
    .select({ id: agencyInvoices.id })
    .from(agencyInvoices)
    .where(and(eq(agencyInvoices.agencyId, a0.id), eq(agencyInvoices.status, 1)))
    .limit(1);
  const [tutorial] = await db.select({ id: tutorials.id }).from(tutorials).limit(1);
  const [pageSign] = await db.select({ token: activitySigns.pageToken }).from(activitySigns).where(eq(activitySigns.activityId, 102)).limit(1);
  const signs102 = await db.select().from(activitySigns).where(eq(activitySigns.activityId, 102)).orderBy(asc(activitySigns.id));
  const anchor4 = first(await db.select({ uid: broadcasters.uid }).from(broadcasters).where(eq(broadcasters.bigoId, "anchor.4")), "anchor.4").uid;
  const [manilaInvite] = await db
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.broadcasterUid, anchor4), eq(invites.agencyId, a1.id), eq(invites.status, 1)))
    .limit(1);
  const anchor3 = first(await db.select({ uid: broadcasters.uid }).from(broadcasters).where(eq(broadcasters.bigoId, "anchor.3")), "anchor.3").uid;

  // Phone verification of the sessions that make phone-verified calls; a bind code for the manager; codes to check.
  await verifyPhone(sandbox, T("agency.owner"), "budi.nusantara");
  await verifyPhone(sandbox, T("manila.owner"), "carlo.manila");
  await verifyPhone(sandbox, T("anchor.3"), "anchor.3", "639181112222");
  ok(await call("agency.manager", "/api/union_oss/sendVerifyCode", { type: 1, scene: 2, phone: "6281366600001", bigo_id: "rudi.manager" }), "bind code");
  ok(await call("admin", "/api/union_oss/sendVerifyCode", { type: 1, scene: 1, bigo_id: "portal.admin" }), "admin code");
  ok(await call("operator", "/api/live_agent_portal/sendVerifyCode", { type: 0, scene: 0, bigo_id: "portal.operator" }), "operator code");
  ok(await call("agency.broker", "/api/live_agent_portal/sendVerifyCode", { type: 0, scene: 0, bigo_id: "agus.broker" }), "broker code");
  const brokerCode = (await sandbox.latestCode("agency.broker")) ?? "";
  const ticket = ok<{ ticket: string }>(await call("agency.broker", "/api/live_agent_portal/checkVerifyCode", { type: 0, scene: 0, code: brokerCode }), "ticket").ticket;

  // Records waiting for the broadcaster logins.
  const manila = ok<{ agent_uid: string }>(await call("agency.owner", "/api/manage_anchor/QryProxyInfo", { bigo_id: "carlo.manila" }), "proxy info");
  const transfer = ok<{ transfer_id: string }>(
    await call("agency.owner", "/api/manage_anchor/StartApplyTransfer", { direction: 1, anchor_bigo_id: "anchor.2", target_agent_uid: manila.agent_uid, reason: "" }),
    "transfer",
  );
  ok(await call("manila.owner", "/api/manage_anchor/AgentVerifyTransfer", { transfer_id: transfer.transfer_id, agree: 1 }), "transfer approval");
  const anchor1 = first(await db.select().from(broadcasters).where(eq(broadcasters.bigoId, "anchor.1")), "anchor.1");
  const cancel = ok<{ cancel_id: string }>(
    await call("agency.owner", "/api/manage_anchor/StartCancelContract", { anchor_uid: anchor1.uid, reason_type: 1, reason: "Inactive" }),
    "cancellation",
  );
  ok(await call("agency.owner", "/api/broker/RenewalContract", { anchor_uid: anchor1.uid, duration_months: 3 }), "anchor.1 renewal");
  const renewals: string[] = [];
  for (const e of expiring.slice(1, 3))
    renewals.push(ok<{ renewal_id: string }>(await call("agency.owner", "/api/broker/RenewalContract", { anchor_uid: e.uid, duration_months: 6 }), "renewal").renewal_id);
  const [anchor1Sign] = await db
    .select({ id: anchorSigns.id })
    .from(anchorSigns)
    .where(and(eq(anchorSigns.broadcasterUid, anchor1.uid), eq(anchorSigns.status, 1)))
    .orderBy(desc(anchorSigns.id))
    .limit(1);
  const link = ok<{ link_id: string }>(await call("agency.owner", "/api/live_agent_front/GetInviteLink"), "link");
  const anchor5 = first(await db.select({ uid: broadcasters.uid }).from(broadcasters).where(eq(broadcasters.bigoId, "anchor.5")), "anchor.5").uid;
  const rejectable = ok<{ invite_id: string }>(
    await call("agency.owner", "/api/live_agent_front/ShareInviteLink", { link_id: link.link_id, channel: 2, anchor_uid: anchor5 }),
    "invitation",
  );
  const rejectedKyc = ok<{ kyc_id: string }>(
    await call("operator", "/api/live_agent_front/SubmitKycInfo", { source: 2, real_name: "Rosa Operator", id_type: 1, id_number: "31740000000000", id_images: [PNG] }),
    "kyc",
  );
  const security = ok<{ security_token: string }>(await call("agency.owner", "/api/security_center/GetSecurityToken"), "security token");

  // Direct preparations: a new broadcaster, two appealable bans, a recall for anchor.3.
  const now = sandbox.clock();
  await db
    .update(broadcasters)
    .set({ joinedAt: shiftDay(today, -5) })
    .where(eq(broadcasters.uid, uidAt(5)));
  const bans = await db
    .insert(auditBans)
    .values(
      [uidAt(6), uidAt(7)].map((uid) => ({
        subjectUid: uid,
        banType: BanType.LiveBan,
        reason: "Copyrighted music",
        startAt: new Date(now.getTime() - 86_400_000),
        endAt: new Date(now.getTime() + 10 * 86_400_000),
      })),
    )
    .returning({ id: auditBans.id });
  const [recall] = await db
    .insert(recalls)
    .values({ agencyId: a1.id, broadcasterUid: anchor3, status: RecallStatus.ImSent, rewardBeans: 200, sentAt: now })
    .returning({ id: recalls.id });
  const [weekly] = await db.select({ id: byBeansMethods.id }).from(byBeansMethods).where(eq(byBeansMethods.agencyId, a0.id)).limit(1);
  // An export job of the agency owner (exportJob/status answers only its starter).
  const [ownerAccount] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, "agency.owner")).limit(1);
  await db
    .insert(exportJobs)
    .values({ id: "contract-export-job", ownerAccountId: ownerAccount?.id ?? 0, name: "agency-data.csv", status: ExportJobStatus.Running, rowsTotal: 10, createdAt: now });
  sandbox.clock.advance(61);

  const clock = sandbox.clock();
  const nowSeconds = Math.floor(clock.getTime() / 1000);
  const yesterday = shiftDay(dayOf(clock), -1);
  const months = [2, 1].map((n) => dayOf(new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth() - n + 1, 0))).slice(0, 7));
  return {
    db,
    now: nowSeconds,
    range: { startTime: nowSeconds - 31 * 86_400, endTime: nowSeconds - 86_400 },
    months: { startMonth: months[0] ?? "", endMonth: months[1] ?? "" },
    yesterday,
    tokens,
    code: (username) => sandbox.latestCode(username).then((c) => c ?? ""),
    ids: {
      agency0: a0.uid,
      agency1: a1.uid,
      exportJob: "contract-export-job",
      anchor: uidAt(0),
      anchor2: uidAt(1),
      transferAnchorBigo: pool[2]?.bigoId ?? "",
      cancelAnchor: uidAt(3),
      eligible1: uidAt(4),
      newAnchor: uidAt(5),
      eligible2: uidAt(8),
      pkCandidate: uidAt(9),
      expiring: first(expiring, "expiring").uid,
      renewalCancel: renewals[0] ?? "",
      renewalRemind: renewals[1] ?? "",
      unassigned: unassigned?.uid ?? uidAt(10),
      broker: await member("agency.broker"),
      manager: await member("agency.subagent"),
      extraBroker: extraBroker?.uid ?? "",
      freeBigo: frees[0]?.bigoId ?? "",
      freeUid: frees[0]?.uid ?? "",
      invitee: frees[1]?.uid ?? "",
      proxyAnchor: proxyAnchor?.uid ?? "",
      unfinished: unfinished?.uid ?? "",
      waitingTransfer: String(waitingTransfer?.id ?? ""),
      transfer: transfer.transfer_id,
      cancel: cancel.cancel_id,
      anchor1Sign: String(anchor1Sign?.id ?? ""),
      draft: String(draft?.id ?? ""),
      draftUid: draft?.uid ?? "",
      review: String(review?.id ?? ""),
      subApply: String(subApply?.id ?? ""),
      invoice: String(invoice?.id ?? ""),
      tutorial: String(tutorial?.id ?? ""),
      pageToken: pageSign?.token ?? "",
      sign102a: signs102[0]?.broadcasterUid ?? "",
      sign102b: signs102[1]?.broadcasterUid ?? "",
      sign102c: signs102[2]?.broadcasterUid ?? "",
      sign102d: signs102[3]?.broadcasterUid ?? "",
      manilaInvite: String(manilaInvite?.id ?? ""),
      rejectInvite: rejectable.invite_id,
      rejectedKyc: rejectedKyc.kyc_id,
      securityToken: security.security_token,
      banA: String(bans[0]?.id ?? ""),
      banB: String(bans[1]?.id ?? ""),
      recall: String(recall?.id ?? ""),
      weeklyMethod: String(weekly?.id ?? ""),
      ticket,
      link: link.link_id,
      anchor1: anchor1.uid,
    },
  };
}

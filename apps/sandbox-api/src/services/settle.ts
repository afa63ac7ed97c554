/**
 * Lazy, persisted time-based transitions ("system" actor of the state machines): waiting records
 * whose deadline passed expire, simulated operator and KYC reviews complete when due, and
 * contracts whose end passed terminate. Handlers of the flows call {@link settleFlows} first, so
 * every answer reflects the clock (the sandbox's clock, which tests move).
 *
 * Simulated reviews (documented in the README): a KYC submission is approved unless its identity
 * number ends in `0000`; a recruit record passes review unless its contact phone ends in `0000`;
 * an agent application follows its KYC; a sub-agent application not denied within 3 days is approved.
 */
import { and, eq, exists, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { selectRows } from "#db/client.ts";
import type { Database } from "#db/client.ts";
import { agentApplications } from "#db/schema/applications.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { anchorSigns, renewals } from "#db/schema/contracts.ts";
import { kycSubmissions } from "#db/schema/kyc.ts";
import { agencies } from "#db/schema/organisation.ts";
import { invites, proxyApplications, recruitRecords } from "#db/schema/recruiting.ts";
import { cancellations, transfers } from "#db/schema/relations.ts";
import {
  AgentApplyStatus,
  CancellationStatus,
  InviteStatus,
  KycStatus,
  ProxyApplyStatus,
  RecruitStatus,
  RenewalStatus,
  SignStatus,
  SignType,
  TransferStatus,
} from "@agent-portal/api-client/enums";
import { APPLICATION_WINDOW_SECONDS } from "#domain/machines/durations.ts";
import { createSign } from "./signs.ts";
import { dayOf, later } from "./time.ts";

/** The trigger of a simulated rejection: a value ending in `0000`. */
export const REJECT_SUFFIX = "0000";

/** One time-based transition: its table, and the condition of the rows it changes at `now`. */
interface Transition {
  readonly table: PgTable;
  readonly where: (now: Date) => SQL | undefined;
}

/**
 * Every transition, one per statement below: the statements use their conditions, and
 * {@link anythingDue} asks for all of them in one query.
 */
const due = {
  transfers: {
    table: transfers,
    where: (now) => and(inArray(transfers.status, [TransferStatus.WaitingAgency, TransferStatus.WaitingBroadcaster]), lte(transfers.expiresAt, now)),
  },
  cancellations: { table: cancellations, where: (now) => and(eq(cancellations.status, CancellationStatus.WaitingBroadcaster), lte(cancellations.expiresAt, now)) },
  offers: { table: anchorSigns, where: (now) => and(eq(anchorSigns.status, SignStatus.Waiting), lte(anchorSigns.expiresAt, now)) },
  renewals: { table: renewals, where: (now) => and(eq(renewals.status, RenewalStatus.Pending), lte(renewals.expiresAt, now)) },
  recruitRecords: {
    table: recruitRecords,
    where: (now) => and(inArray(recruitRecords.status, [RecruitStatus.Draft, RecruitStatus.WaitingBroadcaster]), lte(recruitRecords.expiresAt, now)),
  },
  invites: { table: invites, where: (now) => and(eq(invites.status, InviteStatus.Pending), lte(invites.expiresAt, now)) },
  recruitReviews: { table: recruitRecords, where: (now) => and(eq(recruitRecords.status, RecruitStatus.UnderReview), lte(recruitRecords.reviewDueAt, now)) },
  kycReviews: { table: kycSubmissions, where: (now) => and(eq(kycSubmissions.status, KycStatus.UnderReview), lte(kycSubmissions.reviewDueAt, now)) },
  // An application waits for its KYC submission's review: due once that one is decided.
  agentApplications: {
    table: agentApplications,
    where: (now) =>
      and(
        eq(agentApplications.status, AgentApplyStatus.UnderReview),
        lte(agentApplications.reviewDueAt, now),
        exists(
          sql`(SELECT 1 FROM ${kycSubmissions} WHERE ${kycSubmissions.id} = ${agentApplications.kycId} AND ${inArray(kycSubmissions.status, [KycStatus.Approved, KycStatus.Rejected])})`,
        ),
      ),
  },
  proxyInfoNeeded: { table: proxyApplications, where: (now) => and(eq(proxyApplications.status, ProxyApplyStatus.InfoNeeded), lte(proxyApplications.expiresAt, now)) },
  proxyWaitingAgency: { table: proxyApplications, where: (now) => and(eq(proxyApplications.status, ProxyApplyStatus.WaitingAgency), lte(proxyApplications.expiresAt, now)) },
  proxyReviews: { table: proxyApplications, where: (now) => and(eq(proxyApplications.status, ProxyApplyStatus.OperatorReview), lte(proxyApplications.reviewDueAt, now)) },
  contracts: { table: broadcasters, where: (now) => and(eq(broadcasters.contractState, "signed"), isNotNull(broadcasters.contractEnd), lt(broadcasters.contractEnd, dayOf(now))) },
} satisfies Record<string, Transition>;

async function settleRelations(db: Database, now: Date): Promise<void> {
  await db
    .update(transfers)
    .set({ status: TransferStatus.Expired, finishedAt: sql`${transfers.expiresAt}`, updatedAt: sql`${transfers.expiresAt}`, expiresAt: null })
    .where(due.transfers.where(now));
  await db
    .update(cancellations)
    .set({ status: CancellationStatus.Expired, finishedAt: sql`${cancellations.expiresAt}`, updatedAt: sql`${cancellations.expiresAt}`, expiresAt: null })
    .where(due.cancellations.where(now));
}

async function settleOffers(db: Database, now: Date): Promise<void> {
  const expired = await db
    .update(anchorSigns)
    .set({ status: SignStatus.Expired, answeredAt: sql`${anchorSigns.expiresAt}` })
    .where(due.offers.where(now))
    .returning({ id: anchorSigns.id });
  const ids = expired.map((s) => s.id);
  await db
    .update(renewals)
    .set({ status: RenewalStatus.Expired, updatedAt: sql`${renewals.expiresAt}` })
    .where(due.renewals.where(now));
  if (ids.length > 0) {
    await db
      .update(renewals)
      .set({ status: RenewalStatus.Expired, updatedAt: now })
      .where(and(eq(renewals.status, RenewalStatus.Pending), inArray(renewals.signId, ids)));
    await db
      .update(recruitRecords)
      .set({ status: RecruitStatus.Expired, updatedAt: now, finishedAt: now, expiresAt: null })
      .where(and(eq(recruitRecords.status, RecruitStatus.WaitingBroadcaster), inArray(recruitRecords.signId, ids)));
  }
  await db
    .update(recruitRecords)
    .set({ status: RecruitStatus.Expired, updatedAt: sql`${recruitRecords.expiresAt}`, finishedAt: sql`${recruitRecords.expiresAt}`, expiresAt: null })
    .where(due.recruitRecords.where(now));
  await db.update(invites).set({ status: InviteStatus.Expired }).where(due.invites.where(now));
}

async function settleRecruitReviews(db: Database, now: Date): Promise<void> {
  const reviews = await db.select().from(recruitRecords).where(due.recruitReviews.where(now));
  for (const record of reviews) {
    if (record.info.contact_phone.endsWith(REJECT_SUFFIX)) {
      await db
        .update(recruitRecords)
        .set({ status: RecruitStatus.Rejected, reviewedAt: now, updatedAt: now, reviewDueAt: null, rejectReason: "The operator could not reach the contact phone." })
        .where(eq(recruitRecords.id, record.id));
      continue;
    }
    const [agency] = await db.select().from(agencies).where(eq(agencies.id, record.agencyId)).limit(1);
    if (agency === undefined) continue;
    const expiresAt = later(now, APPLICATION_WINDOW_SECONDS);
    const signId = await createSign(db, { broadcasterUid: record.broadcasterUid, agency, signType: SignType.NewContract, months: 12, startDay: dayOf(now), expiresAt }, now);
    await db
      .update(recruitRecords)
      .set({ status: RecruitStatus.WaitingBroadcaster, reviewedAt: now, updatedAt: now, reviewDueAt: null, expiresAt, signId })
      .where(eq(recruitRecords.id, record.id));
  }
}

async function settleApplications(db: Database, now: Date): Promise<void> {
  await db
    .update(kycSubmissions)
    .set({
      status: sql`CASE WHEN ${kycSubmissions.idNumber} LIKE ${`%${REJECT_SUFFIX}`} THEN ${KycStatus.Rejected}::int ELSE ${KycStatus.Approved}::int END`,
      reviewedAt: now,
      reviewDueAt: null,
      rejectReason: sql`CASE WHEN ${kycSubmissions.idNumber} LIKE ${`%${REJECT_SUFFIX}`} THEN 'The identity number does not match the document photo.' ELSE '' END`,
    })
    .where(due.kycReviews.where(now));
  // Broadcasters follow their newest submission.
  await db.execute(sql`
    UPDATE broadcasters b SET kyc_status = k.status
    FROM (SELECT DISTINCT ON (subject_uid) subject_uid, status FROM kyc_submissions ORDER BY subject_uid, submitted_at DESC, id DESC) k
    WHERE b.uid = k.subject_uid AND b.kyc_status <> k.status`);

  const dueApps = await db
    .select({ id: agentApplications.id, kycStatus: kycSubmissions.status, kycReason: kycSubmissions.rejectReason })
    .from(agentApplications)
    .innerJoin(kycSubmissions, eq(agentApplications.kycId, kycSubmissions.id))
    .where(due.agentApplications.where(now));
  for (const app of dueApps) {
    const approved = app.kycStatus === KycStatus.Approved;
    await db
      .update(agentApplications)
      .set({
        status: approved ? AgentApplyStatus.Approved : AgentApplyStatus.Rejected,
        reviewedAt: now,
        reviewDueAt: null,
        updatedAt: now,
        rejectReason: approved ? "" : `Identity check failed: ${app.kycReason}`,
      })
      .where(eq(agentApplications.id, app.id));
  }

  await db
    .update(proxyApplications)
    .set({ status: ProxyApplyStatus.Expired, updatedAt: sql`${proxyApplications.expiresAt}`, expiresAt: null })
    .where(due.proxyInfoNeeded.where(now));
  await db
    .update(proxyApplications)
    .set({ status: ProxyApplyStatus.OperatorReview, updatedAt: sql`${proxyApplications.expiresAt}`, reviewDueAt: sql`${proxyApplications.expiresAt}`, expiresAt: null })
    .where(due.proxyWaitingAgency.where(now));
  await db.update(proxyApplications).set({ status: ProxyApplyStatus.Approved, updatedAt: now, reviewedAt: now, reviewDueAt: null }).where(due.proxyReviews.where(now));
}

async function settleContracts(db: Database, now: Date): Promise<void> {
  await db.update(broadcasters).set({ contractState: "terminated" }).where(due.contracts.where(now));
}

/**
 * Whether any transition is due at `now`: one query of `EXISTS` tests, one per transition of
 * {@link due}. Most calls find nothing due, and then cost this one query instead of the fourteen
 * statements of a settlement.
 */
export async function anythingDue(db: Database, now: Date): Promise<boolean> {
  const tests = Object.values(due).map(({ table, where }) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(where(now)),
    ),
  );
  const [row] = await selectRows<{ due: boolean }>(db, sql`SELECT ${or(...tests)} AS due`);
  return row?.due === true;
}

/**
 * Runs every time-based transition due at `now` (idempotent); nothing when {@link anythingDue}
 * finds none. A broadcaster's KYC status follows its newest submission only when a review is
 * settled here: a new submission sets it itself (`kyc.ts`).
 */
export async function settleFlows(db: Database, now: Date): Promise<void> {
  if (!(await anythingDue(db, now))) return;
  await settleRelations(db, now);
  await settleOffers(db, now);
  await settleRecruitReviews(db, now);
  await settleApplications(db, now);
  await settleContracts(db, now);
}

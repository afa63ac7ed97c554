/**
 * Seeds recruiting: recruit records (in review or waiting for the broadcaster for the
 * broadcasters being recruited, signed ones for recent joiners, and rejected, stopped, expired
 * and draft ones), invite links, invitations and applications, and sub-agent applications.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { anchorSigns } from "#db/schema/contracts.ts";
import { inviteLinks, invites, proxyApplications, recruitRecords } from "#db/schema/recruiting.ts";
import type { SubmittedAnchorInfo } from "#db/schema/recruiting.ts";
import { ANSWER_WINDOW_SECONDS, APPLICATION_WINDOW_SECONDS } from "#domain/machines/durations.ts";
import { Gender, InviteKind, InviteStatus, ProxyApplyStatus, RecruitStatus, SignStatus, SignType, SubmitType, TalentType } from "@agent-portal/api-client/enums";
import type { SeededBroadcaster } from "./broadcasters.ts";
import { termsOf } from "#domain/terms.ts";
import { addDays, atHour, isoDay } from "./dates.ts";
import { ANCHOR_ACCOUNT_FIXTURES } from "./fixtures.ts";
import { drawName, drawUid } from "./names.ts";
import type { SeededOrganisation, TakenIds } from "./organisation.ts";
import type { Prng } from "./prng.ts";

const S = RecruitStatus;
const DAY_MS = 86_400_000;

/** The submitted info of a seeded recruit record. */
function drawInfo(prng: Prng, nickname: string, country: string, day: Date): SubmittedAnchorInfo {
  return {
    real_name: nickname.replace(/[^\p{L} .]/gu, "").trim() || "Seeded Broadcaster",
    gender: prng.pick([Gender.Male, Gender.Female]),
    birthday: isoDay(addDays(day, -prng.int(19 * 365, 35 * 365))),
    country,
    contact_phone: `${country === "PH" ? "63" : country === "ID" ? "62" : "971"}8${prng.digits(9)}`,
    talent_types: [prng.pick(Object.values(TalentType))],
    experience_months: prng.int(0, 48),
    weekly_live_hours: prng.int(6, 40),
    remark: "",
  };
}

/** A link code: 10 characters of [a-z0-9]. */
export const drawLinkCode = (prng: Prng): string => Array.from({ length: 10 }, () => "abcdefghijkmnpqrstuvwxyz23456789".charAt(prng.int(0, 31))).join("");

/** Inserts recruit records, invite links, invites and sub-agent applications. */
export async function seedRecruitingHistory(
  db: Database,
  prng: Prng,
  day: Date,
  organisation: SeededOrganisation,
  seeded: readonly SeededBroadcaster[],
  names: ReadonlyMap<string, { nickname: string; country: string }>,
  taken: TakenIds,
): Promise<void> {
  const agency = (index: number | null) => (index === null ? undefined : organisation.agencies[index]);
  const record = (
    b: SeededBroadcaster,
    agencyIndex: number,
    status: RecruitStatus,
    createdDaysAgo: number,
    extra: Partial<typeof recruitRecords.$inferInsert> = {},
  ): typeof recruitRecords.$inferInsert | null => {
    const a = agency(agencyIndex);
    const who = names.get(b.uid);
    if (a === undefined || who === undefined) return null;
    const created = atHour(day, -createdDaysAgo, 9);
    const submitType = prng.chance(0.3) ? SubmitType.AnchorSubmitAnchor : SubmitType.AgencySubmitAnchor;
    return {
      agencyId: a.id,
      broadcasterUid: b.uid,
      status,
      submitType,
      submitterName: submitType === SubmitType.AnchorSubmitAnchor ? who.nickname : a.ownerName,
      info: drawInfo(prng, who.nickname, who.country, day),
      createdAt: created,
      updatedAt: created,
      submittedAt: status === S.Draft ? null : new Date(created.getTime() + 3_600_000),
      ...extra,
    };
  };

  const recruitRows: (typeof recruitRecords.$inferInsert)[] = [];
  const waitingSigns: { index: number; sign: typeof anchorSigns.$inferInsert }[] = [];
  for (const b of seeded.filter((s) => s.kind === "recruiting")) {
    if (b.agencyIndex === null) continue;
    const a = agency(b.agencyIndex);
    if (a === undefined) continue;
    const days = prng.int(0, 9);
    if (prng.chance(0.4)) {
      const row = record(b, b.agencyIndex, S.UnderReview, days, { reviewDueAt: atHour(day, 2, 9) });
      if (row !== null) recruitRows.push(row);
      continue;
    }
    const reviewed = atHour(day, -days + 1, 12);
    const row = record(b, b.agencyIndex, S.WaitingBroadcaster, days + 1, {
      reviewedAt: reviewed,
      updatedAt: reviewed,
      expiresAt: new Date(reviewed.getTime() + APPLICATION_WINDOW_SECONDS * 1000),
    });
    if (row === null) continue;
    recruitRows.push(row);
    const start = addDays(day, 1);
    waitingSigns.push({
      index: recruitRows.length - 1,
      sign: {
        broadcasterUid: b.uid,
        agencyId: a.id,
        signType: SignType.NewContract,
        durationMonths: 12,
        startDay: isoDay(start),
        endDay: isoDay(addDays(start, 365)),
        ...termsOf(a.fixture.level),
        status: SignStatus.Waiting,
        createdAt: reviewed,
        expiresAt: new Date(reviewed.getTime() + ANSWER_WINDOW_SECONDS * 1000),
      },
    });
  }
  // Recent joiners came through a recruit record that is now signed.
  for (const b of seeded.filter((s) => s.kind === "signed" && s.accountUsername === null && s.joined.getTime() > day.getTime() - 120 * DAY_MS)) {
    if (b.agencyIndex === null) continue;
    const days = Math.round((day.getTime() - b.joined.getTime()) / DAY_MS) + 5;
    const row = record(b, b.agencyIndex, S.Signed, days, { reviewedAt: atHour(day, -days + 2, 12), updatedAt: b.joined, finishedAt: b.joined });
    if (row !== null) recruitRows.push(row);
  }
  // Closed and draft records on broadcasters without an agency.
  const free = seeded.filter((s) => s.kind === "free" && s.accountUsername === null);
  const closed: [RecruitStatus, number, Partial<typeof recruitRecords.$inferInsert>][] = [
    [S.Rejected, 12, { rejectReason: "The broadcaster declined the contract." }],
    [S.Rejected, 25, { rejectReason: "Birthday does not match the identity document." }],
    [S.Stopped, 18, { rejectReason: "The broadcaster joined another agency." }],
    [S.Expired, 40, {}],
    [S.Draft, 2, {}],
    [S.Draft, 6, {}],
  ];
  for (const [n, [status, days, extra]] of closed.entries()) {
    const b = free[n];
    if (b === undefined) continue;
    const finished = status === S.Draft ? {} : { finishedAt: atHour(day, -days + 3, 12), updatedAt: atHour(day, -days + 3, 12) };
    const expires = status === S.Draft ? { expiresAt: atHour(day, -days + 14, 9) } : {};
    const row = record(b, n % 3 === 2 ? 1 : 0, status, days, { ...finished, ...expires, ...extra });
    if (row !== null) recruitRows.push(row);
  }
  const inserted = recruitRows.length === 0 ? [] : await db.insert(recruitRecords).values(recruitRows).returning({ id: recruitRecords.id });
  for (const { index, sign } of waitingSigns) {
    const [signRow] = await db.insert(anchorSigns).values(sign).returning({ id: anchorSigns.id });
    const recruitId = inserted[index]?.id;
    if (signRow !== undefined && recruitId !== undefined) {
      await db.update(recruitRecords).set({ signId: signRow.id }).where(eq(recruitRecords.id, recruitId));
    }
  }

  // Invite links: each agency has a current link and an old, expired one.
  const linkRows = await db
    .insert(inviteLinks)
    .values(
      organisation.agencies.flatMap((a) => [
        { agencyId: a.id, code: drawLinkCode(prng), createdAt: atHour(day, -80, 9), expiresAt: atHour(day, -50, 9), visitCount: prng.int(40, 200), shareCount: prng.int(5, 30) },
        { agencyId: a.id, code: drawLinkCode(prng), createdAt: atHour(day, -10, 9), expiresAt: atHour(day, 20, 9), visitCount: prng.int(5, 60), shareCount: prng.int(1, 12) },
      ]),
    )
    .returning({ id: inviteLinks.id, agencyId: inviteLinks.agencyId });
  const currentLink = (agencyId: number) => linkRows.filter((l) => l.agencyId === agencyId).at(-1)?.id ?? null;

  const inviteRows: (typeof invites.$inferInsert)[] = [];
  const invite = (b: SeededBroadcaster, agencyIndex: number, kind: InviteKind, status: InviteStatus, daysAgo: number) => {
    const a = agency(agencyIndex);
    if (a === undefined) return;
    const created = atHour(day, -daysAgo, 14);
    inviteRows.push({
      kind,
      linkId: currentLink(a.id),
      agencyId: a.id,
      broadcasterUid: b.uid,
      status,
      rejectReason: status === InviteStatus.Rejected ? "Not looking for an agency right now." : "",
      createdAt: created,
      handledAt: status === InviteStatus.Pending || status === InviteStatus.Expired ? null : new Date(created.getTime() + 86_400_000),
      expiresAt: new Date(created.getTime() + ANSWER_WINDOW_SECONDS * 1000),
    });
  };
  const invitees = free.slice(closed.length);
  const { Invitation, Application } = InviteKind;
  const plan: [number, InviteKind, InviteStatus, number][] = [
    [0, Invitation, InviteStatus.Pending, 1],
    [0, Invitation, InviteStatus.Pending, 3],
    [0, Invitation, InviteStatus.Rejected, 9],
    [0, Invitation, InviteStatus.Expired, 20],
    [1, Invitation, InviteStatus.Pending, 2],
    [2, Invitation, InviteStatus.Expired, 15],
    [0, Application, InviteStatus.Expired, 30],
  ];
  for (const [n, [agencyIndex, kind, status, days]] of plan.entries()) {
    const b = invitees[n];
    if (b !== undefined) invite(b, agencyIndex, kind, status, days);
  }
  for (const b of seeded.filter((s) => s.kind === "signed" && s.accountUsername === null).slice(0, 12)) {
    if (b.agencyIndex !== null) invite(b, b.agencyIndex, Invitation, InviteStatus.Accepted, Math.round((day.getTime() - b.joined.getTime()) / DAY_MS) + 2);
  }
  for (const fixture of ANCHOR_ACCOUNT_FIXTURES) {
    const b = seeded.find((s) => s.accountUsername === fixture.username);
    if (b !== undefined && fixture.invitedByAgencyIndex !== null) invite(b, fixture.invitedByAgencyIndex, Invitation, InviteStatus.Pending, 1);
  }
  if (inviteRows.length > 0) await db.insert(invites).values(inviteRows);

  // Sub-agent applications to each agency, in several statuses.
  const proxyRows: (typeof proxyApplications.$inferInsert)[] = [];
  for (const a of organisation.agencies) {
    const P = ProxyApplyStatus;
    for (const [status, daysAgo] of [
      [P.WaitingAgency, 1],
      [P.WaitingAgency, 4],
      [P.OperatorReview, 6],
      [P.Approved, 40],
      [P.Denied, 20],
      [P.Expired, 60],
    ] as const) {
      const name = drawName(prng, a.fixture.culture);
      const created = atHour(day, -daysAgo, 13);
      const waiting = status === P.WaitingAgency || status === P.OperatorReview;
      proxyRows.push({
        accountId: null,
        applicantUid: drawUid(prng, taken.uids),
        applicantBigoId: `${name.given.toLowerCase()}.agent${String(prng.int(10, 99))}`,
        applicantName: `${name.given} ${name.family}`,
        parentAgencyId: a.id,
        status,
        name: `${name.family} Talent Team`,
        contactPhone: `${a.fixture.country === "PH" ? "63" : a.fixture.country === "ID" ? "62" : "971"}8${prng.digits(9)}`,
        country: a.fixture.country,
        teamSize: prng.int(3, 40),
        experience: "Managed a small group of chat hosts for a year.",
        denyReason: status === P.Denied ? "We already cover this city." : "",
        createdAt: created,
        updatedAt: created,
        committedAt: new Date(created.getTime() + 3_600_000),
        agencyAnsweredAt: status === P.OperatorReview || status === P.Approved || status === P.Denied ? new Date(created.getTime() + 86_400_000) : null,
        reviewDueAt: status === P.OperatorReview ? atHour(day, 2, 9) : null,
        reviewedAt: status === P.Approved ? new Date(created.getTime() + 3 * 86_400_000) : null,
        expiresAt: waiting ? new Date(created.getTime() + APPLICATION_WINDOW_SECONDS * 1000) : null,
      });
    }
  }
  await db.insert(proxyApplications).values(proxyRows);
}

/**
 * Seeds the broadcasters: 300 of the agencies (signed, some ending within 30 days, terminated,
 * or still being recruited), 40 without an agency, and the rows of the `anchor.N` logins; with
 * contract dates relative to the seed day, KYC status, grade and followers.
 */
import { KycStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import type { BroadcasterStatus, NewBroadcaster } from "#db/schema/broadcasters.ts";
import { addDays, isoDay } from "./dates.ts";
import { AGENCY_FIXTURES, ANCHOR_ACCOUNT_FIXTURES, BROADCASTER_COUNT, FREE_BROADCASTER_COUNT } from "./fixtures.ts";
import { drawBigoId, drawName, drawUid } from "./names.ts";
import type { SeededOrganisation, TakenIds } from "./organisation.ts";
import type { Prng } from "./prng.ts";

/** How a seeded broadcaster relates to agencies. */
export type SeededKind = "signed" | "terminated" | "recruiting" | "free";

/** A seeded broadcaster, as the later seeds (history, live data) need it. */
export interface SeededBroadcaster {
  readonly uid: string;
  readonly kind: SeededKind;
  /** Index in the organisation's agencies: the current one (signed, terminated) or the recruiting one; null for free. */
  readonly agencyIndex: number | null;
  readonly joined: Date;
  readonly start: Date | null;
  readonly end: Date | null;
  readonly brokerId: number | null;
  /** 0..1: how much the broadcaster streams (drives the live data). */
  readonly activity: number;
  readonly status: BroadcasterStatus;
  readonly kycStatus: KycStatus;
  /** The broadcaster's own login, when it has one (`anchor.N`). */
  readonly accountUsername: string | null;
}

const KIND_WEIGHTS: readonly [SeededKind, number][] = [
  ["signed", 80],
  ["terminated", 12],
  ["recruiting", 8],
];
const STATUSES: readonly BroadcasterStatus[] = ["active", "inactive", "banned"];
const STATUS_WEIGHTS = [85, 12, 3];
/** KYC statuses with their weights. */
const KYC_WEIGHTS: readonly [KycStatus, number][] = [
  [KycStatus.NotSubmitted, 6],
  [KycStatus.UnderReview, 4],
  [KycStatus.Approved, 80],
  [KycStatus.Rejected, 4],
  [KycStatus.RecheckRequired, 6],
];
const GRADES = ["S", "A", "B", "C"];
const GRADE_WEIGHTS = [5, 20, 45, 30];

interface Dates {
  readonly joined: Date;
  readonly start: Date | null;
  readonly end: Date | null;
}

/** Contract dates by kind, relative to the seed `day`: signed ends ahead (12 % within 30 days), terminated in the past. */
function drawDates(prng: Prng, kind: SeededKind, day: Date): Dates {
  switch (kind) {
    case "signed": {
      if (prng.chance(0.12)) {
        const end = addDays(day, prng.int(1, 30));
        const start = addDays(end, -365);
        return { joined: start, start, end };
      }
      const joinedDaysAgo = prng.int(10, 900);
      const start = addDays(day, -joinedDaysAgo);
      let years = 1;
      while (365 * years - joinedDaysAgo <= 30) years += 1;
      return { joined: start, start, end: addDays(start, 365 * years) };
    }
    case "terminated": {
      const joinedDaysAgo = prng.int(90, 900);
      const start = addDays(day, -joinedDaysAgo);
      return { joined: start, start, end: addDays(start, prng.int(30, joinedDaysAgo - 1)) };
    }
    case "recruiting":
    case "free":
      return { joined: addDays(day, -prng.int(30, 700)), start: null, end: null };
  }
}

const kindOf = (prng: Prng): SeededKind => KIND_WEIGHTS[prng.weighted(KIND_WEIGHTS.map(([, w]) => w))]?.[0] ?? "signed";

/** Inserts every broadcaster and answers them for the later seeds. */
export async function seedBroadcasters(db: Database, prng: Prng, day: Date, organisation: SeededOrganisation, taken: TakenIds): Promise<SeededBroadcaster[]> {
  const rows: NewBroadcaster[] = [];
  const seeded: SeededBroadcaster[] = [];
  const shares = organisation.agencies.map((a) => a.fixture.broadcasterShare);

  const push = (row: NewBroadcaster, info: SeededBroadcaster) => {
    rows.push(row);
    seeded.push(info);
  };

  for (let n = 0; n < BROADCASTER_COUNT + FREE_BROADCASTER_COUNT; n += 1) {
    const free = n >= BROADCASTER_COUNT;
    const agencyIndex = prng.weighted(shares);
    const agency = organisation.agencies[agencyIndex];
    if (agency === undefined) throw new Error("seed: no agency to sign broadcasters to");
    const { fixture } = agency;
    const kind: SeededKind = free ? "free" : kindOf(prng);
    const country = fixture.countries[prng.weighted(fixture.countries.map(([, weight]) => weight))]?.[0] ?? "ID";
    const name = drawName(prng, country === "MY" ? "indonesian" : fixture.culture);
    const dates = drawDates(prng, kind, day);
    const inAgency = kind === "signed" || kind === "terminated";
    const brokers = [...agency.brokerIds, ...agency.managerIds.slice(0, 1)];
    const brokerId = inAgency && brokers.length > 0 && prng.chance(0.85) ? prng.pick(brokers) : null;
    const status = STATUSES[prng.weighted(STATUS_WEIGHTS)] ?? "active";
    const kycStatus = prng.pickWeighted(KYC_WEIGHTS);
    const level = Math.floor(1 + 49 * prng.next() ** 2);
    const activity = status === "banned" ? 0.1 : status === "inactive" ? 0.25 * prng.next() : 0.3 + 0.7 * prng.next();
    const isNew = kind === "signed" && dates.joined.getTime() > addDays(day, -30).getTime();
    const uid = drawUid(prng, taken.uids);
    push(
      {
        uid,
        bigoId: drawBigoId(prng, name, taken.bigoIds),
        nickname: name.nickname,
        country,
        agencyId: inAgency ? agency.id : null,
        brokerId,
        contractState: kind === "signed" ? "signed" : kind === "terminated" ? "terminated" : "none",
        contractStart: dates.start === null ? null : isoDay(dates.start),
        contractEnd: dates.end === null ? null : isoDay(dates.end),
        joinedAt: isoDay(dates.joined),
        status,
        level,
        grade: isNew && prng.chance(0.5) ? "" : (GRADES[prng.weighted(GRADE_WEIGHTS)] ?? "C"),
        fansCount: Math.floor(level * level * (20 + 80 * prng.next())),
        kycStatus,
        kycRecheckDue: kycStatus === KycStatus.RecheckRequired ? isoDay(addDays(day, prng.int(3, 20))) : null,
      },
      {
        uid,
        kind,
        agencyIndex: free ? null : agencyIndex,
        ...dates,
        brokerId,
        activity,
        status,
        kycStatus,
        accountUsername: null,
      },
    );
  }

  for (const fixture of ANCHOR_ACCOUNT_FIXTURES) {
    const account = organisation.anchorAccounts.get(fixture.username);
    if (account === undefined) throw new Error(`seed: no account for ${fixture.username}`);
    const agency = fixture.agencyIndex === null ? undefined : organisation.agencies[fixture.agencyIndex];
    const end = fixture.contractEndsInDays === null ? null : addDays(day, fixture.contractEndsInDays);
    const start = end === null ? null : addDays(end, -365);
    const joined = start ?? addDays(day, -120);
    const brokerId = agency?.brokerIds[0] ?? null;
    const kind: SeededKind = agency === undefined ? "free" : "signed";
    push(
      {
        uid: account.uid,
        bigoId: fixture.bigoId,
        nickname: fixture.nickname,
        country: fixture.country,
        agencyId: agency?.id ?? null,
        brokerId,
        contractState: agency === undefined ? "none" : "signed",
        contractStart: start === null ? null : isoDay(start),
        contractEnd: end === null ? null : isoDay(end),
        joinedAt: isoDay(joined),
        status: "active",
        level: 18,
        grade: agency === undefined ? "" : "A",
        fansCount: 4_200,
        kycStatus: fixture.kycStatus,
        accountId: account.id,
      },
      {
        uid: account.uid,
        kind,
        agencyIndex: fixture.agencyIndex,
        joined,
        start,
        end,
        brokerId,
        activity: 0.8,
        status: "active",
        kycStatus: fixture.kycStatus,
        accountUsername: fixture.username,
      },
    );
  }
  if (AGENCY_FIXTURES.length !== organisation.agencies.length) throw new Error("seed: agencies missing");
  await db.insert(broadcasters).values(rows);
  return seeded;
}

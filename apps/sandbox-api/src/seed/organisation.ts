/**
 * Seeds regions, agencies, the login accounts (staff from the reference profiles, and the
 * broadcaster logins `anchor.N`) and agency staff.
 */
import { AgentRole } from "@agent-portal/api-client/enums";
import type { MemberRole } from "@agent-portal/api-client/enums";
import { PROFILES } from "@agent-portal/permissions/profiles";
import { hashPassword } from "#auth/password.ts";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import type { NewAccount } from "#db/schema/accounts.ts";
import { agencyRecruitConfigs } from "#db/schema/applications.ts";
import { dataPermissions } from "#db/schema/data-permissions.ts";
import { agencies, agencyMembers, regions } from "#db/schema/organisation.ts";
import { addDays, isoDay } from "./dates.ts";
import { ACCOUNT_FIXTURES, AGENCY_FIXTURES, ANCHOR_ACCOUNT_FIXTURES, REGION_FIXTURES, SANDBOX_PASSWORD } from "./fixtures.ts";
import type { AgencyFixture } from "./fixtures.ts";
import { drawBigoId, drawName, drawUid } from "./names.ts";
import type { Prng } from "./prng.ts";

/** A seeded agency with what later seeds need. */
export interface SeededAgency {
  readonly id: number;
  readonly uid: string;
  readonly fixture: AgencyFixture;
  /** Member ids of its brokers. */
  readonly brokerIds: readonly number[];
  /** Member ids of its managers (they may also look after broadcasters). */
  readonly managerIds: readonly number[];
  /** Name of its super manager (operator names of seeded history). */
  readonly ownerName: string;
}

/** Ids the later seeds need. */
export interface SeededOrganisation {
  /** Agencies in fixture order. */
  readonly agencies: readonly SeededAgency[];
  /** Broadcaster logins: username -> account id and uid. */
  readonly anchorAccounts: ReadonlyMap<string, { readonly id: number; readonly uid: string }>;
  /** Staff logins: username -> account id. */
  readonly staffAccounts: ReadonlyMap<string, number>;
}

/** Uids and Bigo IDs already used, so every drawn one is unique. */
export interface TakenIds {
  readonly uids: Set<string>;
  readonly bigoIds: Set<string>;
}

type NewMember = typeof agencyMembers.$inferInsert;

/** Inserts regions, agencies, accounts and staff. `day` is the seed day. */
export async function seedOrganisation(db: Database, prng: Prng, day: Date, taken: TakenIds): Promise<SeededOrganisation> {
  await db.insert(regions).values([...REGION_FIXTURES]);

  const agencyRows = await db
    .insert(agencies)
    .values(
      AGENCY_FIXTURES.map((fixture) => ({
        uid: drawUid(prng, taken.uids),
        bigoId: fixture.bigoId,
        name: fixture.name,
        regionId: fixture.regionId,
        createdAt: addDays(day, -fixture.ageDays),
        country: fixture.country,
        level: fixture.level,
        intro: fixture.intro,
        recruiting: true,
      })),
    )
    .returning({ id: agencies.id, uid: agencies.uid });
  await db.insert(agencyRecruitConfigs).values(
    AGENCY_FIXTURES.flatMap((fixture, index) => {
      const row = agencyRows[index];
      if (row === undefined) return [];
      return [
        {
          agencyId: row.id,
          open: 1,
          countries: [...new Set(fixture.countries.map(([country]) => country))],
          minAge: 18,
          requirements: "18 or older, at least 20 live days a month, a stable connection.",
          contact: `Message ${fixture.bigoId} on Bigo Live`,
          updatedAt: addDays(day, -30),
        },
      ];
    }),
  );

  // Salts come from the PRNG so the same seed number stores the same hashes.
  const loginCount = ACCOUNT_FIXTURES.length + ANCHOR_ACCOUNT_FIXTURES.length;
  const salts = Array.from({ length: loginCount }, () => prng.bytes(16));
  const hashes = await Promise.all(salts.map((salt) => hashPassword(SANDBOX_PASSWORD, salt)));
  const staffRows: NewAccount[] = ACCOUNT_FIXTURES.map((fixture, index) => {
    const profile = PROFILES[fixture.profile];
    return {
      username: fixture.username,
      passwordHash: hashes[index] ?? "",
      role: profile.role,
      subRole: profile.subRole,
      status: profile.status,
      bigoUid: drawUid(prng, taken.uids),
      bigoId: fixture.bigoId,
      unModifyBigoId: fixture.bigoId,
      nickname: fixture.nickname,
      language: "en",
      isWhite: fixture.isWhite ?? false,
      permissions: [...profile.accountPermissions],
      agencyPermissions: [...profile.agencyPermissions],
      relationTransfer: profile.relationTab.transfer,
      relationCancel: profile.relationTab.cancel,
      phonePrefix: fixture.phone?.[0] ?? null,
      phone: fixture.phone?.[1] ?? null,
      profileId: profile.id,
      createdAt: addDays(day, -400 + index * 20),
    };
  });
  const anchorProfile = PROFILES.normalUser;
  const anchorRows: NewAccount[] = ANCHOR_ACCOUNT_FIXTURES.map((fixture, index) => ({
    username: fixture.username,
    passwordHash: hashes[ACCOUNT_FIXTURES.length + index] ?? "",
    role: anchorProfile.role,
    subRole: anchorProfile.subRole,
    status: anchorProfile.status,
    bigoUid: drawUid(prng, taken.uids),
    bigoId: fixture.bigoId,
    unModifyBigoId: fixture.bigoId,
    nickname: fixture.nickname,
    language: fixture.country === "PH" ? "en" : "id",
    isWhite: false,
    permissions: [],
    agencyPermissions: [],
    relationTransfer: 0,
    relationCancel: 0,
    phonePrefix: null,
    phone: null,
    profileId: anchorProfile.id,
    createdAt: addDays(day, -300 + index * 10),
  }));
  const accountRows = await db
    .insert(accounts)
    .values([...staffRows, ...anchorRows])
    .returning();
  const regionIds = new Map(REGION_FIXTURES.map((r) => [r.shortName, r.id]));
  const grants = ACCOUNT_FIXTURES.flatMap((fixture, index) =>
    (fixture.dataRegions ?? []).flatMap((shortName) => {
      const accountId = accountRows[index]?.id;
      const regionId = regionIds.get(shortName);
      return accountId === undefined || regionId === undefined ? [] : [{ accountId, regionId, agencyId: null, createdAt: day }];
    }),
  );
  if (grants.length > 0) await db.insert(dataPermissions).values(grants);

  const members: NewMember[] = [];
  for (const [index, fixture] of ACCOUNT_FIXTURES.entries()) {
    const account = accountRows[index];
    const agency = agencyRows[fixture.agencyIndex ?? 0];
    const { agentRole } = PROFILES[fixture.profile];
    if (account === undefined || agency === undefined || agentRole === AgentRole.NOT_AGENT) continue;
    members.push({
      agencyId: agency.id,
      uid: account.bigoUid,
      bigoId: account.bigoId,
      nickname: account.nickname,
      role: agentRole,
      accountId: account.id,
      joinedAt: isoDay(addDays(day, -prng.int(200, 700))),
    });
  }
  for (const [index, fixture] of AGENCY_FIXTURES.entries()) {
    const agencyId = agencyRows[index]?.id;
    if (agencyId === undefined) continue;
    const staff: [MemberRole, number][] = [
      [AgentRole.SUPER_MANAGER, fixture.extraStaff.superManagers],
      [AgentRole.MANAGER, fixture.extraStaff.managers],
      [AgentRole.BROKER, fixture.extraStaff.brokers],
    ];
    for (const [role, howMany] of staff) {
      for (let n = 0; n < howMany; n += 1) {
        const name = drawName(prng, fixture.culture);
        members.push({
          agencyId,
          uid: drawUid(prng, taken.uids),
          bigoId: drawBigoId(prng, name, taken.bigoIds),
          nickname: `${name.given} ${name.family}`,
          role,
          accountId: null,
          joinedAt: isoDay(addDays(day, -prng.int(30, fixture.ageDays))),
        });
      }
    }
  }
  // Every member but the founders was added by their agency's first super manager.
  for (const member of members) {
    const founder = members.find((m) => m.agencyId === member.agencyId && m.role === AgentRole.SUPER_MANAGER);
    if (founder === undefined || founder === member || member.role === AgentRole.SUPER_MANAGER) continue;
    member.addedByUid = founder.uid;
    member.addedByName = founder.nickname;
  }
  const memberRows = await db
    .insert(agencyMembers)
    .values(members)
    .returning({ id: agencyMembers.id, agencyId: agencyMembers.agencyId, role: agencyMembers.role, nickname: agencyMembers.nickname });

  const anchorAccounts = new Map<string, { id: number; uid: string }>();
  const staffAccounts = new Map<string, number>();
  for (const row of accountRows) {
    if (ANCHOR_ACCOUNT_FIXTURES.some((f) => f.username === row.username)) anchorAccounts.set(row.username, { id: row.id, uid: row.bigoUid });
    else staffAccounts.set(row.username, row.id);
  }
  return {
    agencies: AGENCY_FIXTURES.flatMap((fixture, index) => {
      const row = agencyRows[index];
      if (row === undefined) return [];
      const mine = memberRows.filter((m) => m.agencyId === row.id);
      return [
        {
          id: row.id,
          uid: row.uid,
          fixture,
          brokerIds: mine.filter((m) => m.role === AgentRole.BROKER).map((m) => m.id),
          managerIds: mine.filter((m) => m.role === AgentRole.MANAGER).map((m) => m.id),
          ownerName: mine.find((m) => m.role === AgentRole.SUPER_MANAGER)?.nickname ?? fixture.name,
        },
      ];
    }),
    anchorAccounts,
    staffAccounts,
  };
}

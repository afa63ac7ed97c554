/**
 * Seeds regions, agencies, the login accounts (from the reference profiles) and agency staff.
 */
import { AgentRole } from "@agent-portal/permissions/ids";
import { PROFILES } from "@agent-portal/permissions/profiles";
import { hashPassword } from "#auth/password.ts";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import { agencies, agencyMembers, regions } from "#db/schema/organisation.ts";
import { addDays, isoDay } from "./dates.ts";
import { ACCOUNT_FIXTURES, AGENCY_FIXTURES, REGION_FIXTURES, SANDBOX_PASSWORD } from "./fixtures.ts";
import type { AgencyFixture } from "./fixtures.ts";
import { drawBigoId, drawName, drawUid } from "./names.ts";
import type { Prng } from "./prng.ts";

/** Ids the broadcaster seed needs. */
export interface SeededOrganisation {
  /** Agency ids in fixture order, with their fixture and broker member ids. */
  readonly agencies: readonly { readonly id: number; readonly fixture: AgencyFixture; readonly brokerIds: readonly number[] }[];
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
      })),
    )
    .returning({ id: agencies.id });

  // Salts come from the PRNG so the same seed number stores the same hashes.
  const salts = ACCOUNT_FIXTURES.map(() => prng.bytes(16));
  const hashes = await Promise.all(salts.map((salt) => hashPassword(SANDBOX_PASSWORD, salt)));
  const accountRows = await db
    .insert(accounts)
    .values(
      ACCOUNT_FIXTURES.map((fixture, index) => {
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
          isWhite: false,
          permissions: [...profile.accountPermissions],
          agencyPermissions: [...profile.agencyPermissions],
          relationTransfer: profile.relationTab.transfer,
          relationCancel: profile.relationTab.cancel,
          phonePrefix: fixture.phone?.[0] ?? null,
          phone: fixture.phone?.[1] ?? null,
          profileId: profile.id,
          createdAt: addDays(day, -400 + index * 20),
        };
      }),
    )
    .returning();

  const members: NewMember[] = [];
  const firstAgency = agencyRows[0];
  if (firstAgency === undefined) throw new Error("seed: no agency inserted");
  for (const [index, account] of accountRows.entries()) {
    const fixture = ACCOUNT_FIXTURES[index];
    if (fixture === undefined) continue;
    const { agentRole } = PROFILES[fixture.profile];
    if (agentRole === AgentRole.NOT_AGENT) continue;
    members.push({
      agencyId: firstAgency.id,
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
    const staff: [number, number][] = [
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
  const memberRows = await db.insert(agencyMembers).values(members).returning({ id: agencyMembers.id, agencyId: agencyMembers.agencyId, role: agencyMembers.role });

  return {
    agencies: AGENCY_FIXTURES.flatMap((fixture, index) => {
      const id = agencyRows[index]?.id;
      if (id === undefined) return [];
      const brokerIds = memberRows.filter((m) => m.agencyId === id && m.role === AgentRole.BROKER).map((m) => m.id);
      return [{ id, fixture, brokerIds }];
    }),
  };
}

/**
 * Seeds the broadcasters: spread over the agencies by share, most with a broker, with
 * contract states and dates relative to the seed day.
 */
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import type { BroadcasterStatus, ContractState, NewBroadcaster } from "#db/schema/broadcasters.ts";
import { addDays, isoDay } from "./dates.ts";
import { BROADCASTER_COUNT } from "./fixtures.ts";
import { drawBigoId, drawName, drawUid } from "./names.ts";
import type { SeededOrganisation, TakenIds } from "./organisation.ts";
import type { Prng } from "./prng.ts";

const CONTRACT_STATES: readonly ContractState[] = ["signed", "expiring", "pending", "terminated"];
const CONTRACT_WEIGHTS = [70, 10, 8, 12];
const STATUSES: readonly BroadcasterStatus[] = ["active", "inactive", "banned"];
const STATUS_WEIGHTS = [85, 12, 3];

interface Contract {
  readonly state: ContractState;
  readonly joined: Date;
  readonly start: Date | null;
  readonly end: Date | null;
}

/**
 * Draws a contract consistent with its state, relative to the seed `day`:
 * signed ends more than 30 days ahead, expiring within 30 days, terminated in the past,
 * pending has no dates yet and joined within the last two weeks.
 */
function drawContract(prng: Prng, day: Date): Contract {
  const state = CONTRACT_STATES[prng.weighted(CONTRACT_WEIGHTS)] ?? "signed";
  switch (state) {
    case "pending":
      return { state, joined: addDays(day, -prng.int(0, 14)), start: null, end: null };
    case "expiring": {
      const end = addDays(day, prng.int(1, 30));
      const start = addDays(end, -365);
      return { state, joined: start, start, end };
    }
    case "terminated": {
      const joinedDaysAgo = prng.int(90, 900);
      const start = addDays(day, -joinedDaysAgo);
      return { state, joined: start, start, end: addDays(start, prng.int(30, joinedDaysAgo - 1)) };
    }
    case "signed": {
      const joinedDaysAgo = prng.int(10, 900);
      const start = addDays(day, -joinedDaysAgo);
      let years = 1;
      while (365 * years - joinedDaysAgo <= 30) years += 1;
      return { state, joined: start, start, end: addDays(start, 365 * years) };
    }
  }
}

/** Inserts {@link BROADCASTER_COUNT} broadcasters. */
export async function seedBroadcasters(db: Database, prng: Prng, day: Date, organisation: SeededOrganisation, taken: TakenIds): Promise<void> {
  const shares = organisation.agencies.map((a) => a.fixture.broadcasterShare);
  const rows: NewBroadcaster[] = [];
  for (let n = 0; n < BROADCASTER_COUNT; n += 1) {
    const agency = organisation.agencies[prng.weighted(shares)];
    if (agency === undefined) throw new Error("seed: no agency to sign broadcasters to");
    const { fixture } = agency;
    const country = fixture.countries[prng.weighted(fixture.countries.map(([, weight]) => weight))]?.[0] ?? "ID";
    const name = drawName(prng, country === "MY" ? "indonesian" : fixture.culture);
    const contract = drawContract(prng, day);
    const brokerId = agency.brokerIds.length > 0 && prng.chance(0.85) ? prng.pick(agency.brokerIds) : null;
    rows.push({
      uid: drawUid(prng, taken.uids),
      bigoId: drawBigoId(prng, name, taken.bigoIds),
      nickname: name.nickname,
      country,
      agencyId: agency.id,
      brokerId: contract.state === "pending" ? null : brokerId,
      contractState: contract.state,
      contractStart: contract.start === null ? null : isoDay(contract.start),
      contractEnd: contract.end === null ? null : isoDay(contract.end),
      joinedAt: isoDay(contract.joined),
      status: STATUSES[prng.weighted(STATUS_WEIGHTS)] ?? "active",
      level: Math.floor(1 + 49 * prng.next() ** 2),
    });
  }
  await db.insert(broadcasters).values(rows);
}

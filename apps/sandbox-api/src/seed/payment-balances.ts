/** Seeds each agency's beans balance for distributions: 5,000,000 beans (no draw from the seed's random stream). */
import type { Database } from "#db/client.ts";
import { agencyBeanBalances } from "#db/schema/payment-distributions.ts";
import type { SeededOrganisation } from "./organisation.ts";

/** Every agency's seeded balance, beans. */
export const SEEDED_BALANCE_BEANS = 5_000_000;

/** Inserts the agencies' beans balances. */
export async function seedPaymentBalances(db: Database, organisation: SeededOrganisation): Promise<void> {
  if (organisation.agencies.length === 0) return;
  await db.insert(agencyBeanBalances).values(organisation.agencies.map((a) => ({ agencyId: a.id, balanceBeans: SEEDED_BALANCE_BEANS })));
}

/**
 * An agency's beans balance (`agency_bean_balances`), which distributions, adjustments and
 * transfers draw on: read it, or lock it inside a transaction so two money calls of one agency
 * run one after the other (the second sees the first's balance). Whole beans, never below zero.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { agencyBeanBalances } from "#db/schema/payment-distributions.ts";

const T = agencyBeanBalances;

/** The agency's balance now, whole beans (0 when it has none yet). */
export async function balanceOf(db: Database, agencyId: number): Promise<number> {
  const [row] = await db.select().from(T).where(eq(T.agencyId, agencyId)).limit(1);
  return row?.balanceBeans ?? 0;
}

/**
 * Locks the agency's balance row until `tx` ends (made at 0 when missing) and answers it, whole
 * beans. Call it first in a transaction that moves the agency's beans.
 */
export async function lockBalance(tx: Database, agencyId: number): Promise<number> {
  await tx.insert(T).values({ agencyId, balanceBeans: 0 }).onConflictDoNothing();
  const [row] = await tx.select().from(T).where(eq(T.agencyId, agencyId)).for("update");
  return row?.balanceBeans ?? 0;
}

/** Sets the agency's balance (inside the transaction that locked it), whole beans. */
export async function setBalance(tx: Database, agencyId: number, balanceBeans: number): Promise<void> {
  await tx.update(T).set({ balanceBeans }).where(eq(T.agencyId, agencyId));
}

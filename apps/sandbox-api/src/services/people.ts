/**
 * Users of the platform as the sandbox knows them: broadcasters, portal accounts and agency
 * members, found by uid or Bigo ID.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { agencyMembers } from "#db/schema/organisation.ts";

/** A user as lists show them. */
export interface Person {
  readonly uid: string;
  readonly bigoId: string;
  readonly nickname: string;
}

const lower = (text: string) => text.trim().toLowerCase();

/** The user with this Bigo ID (case-insensitive): a broadcaster, an account or a member; null when none. */
export async function personByBigoId(db: Database, bigoId: string): Promise<Person | null> {
  const id = lower(bigoId);
  const [b] = await db
    .select({ uid: broadcasters.uid, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
    .from(broadcasters)
    .where(eq(sql`lower(${broadcasters.bigoId})`, id))
    .limit(1);
  if (b !== undefined) return b;
  const [a] = await db
    .select({ uid: accounts.bigoUid, bigoId: accounts.bigoId, nickname: accounts.nickname })
    .from(accounts)
    .where(eq(sql`lower(${accounts.bigoId})`, id))
    .limit(1);
  if (a !== undefined) return a;
  const [m] = await db
    .select({ uid: agencyMembers.uid, bigoId: agencyMembers.bigoId, nickname: agencyMembers.nickname })
    .from(agencyMembers)
    .where(eq(sql`lower(${agencyMembers.bigoId})`, id))
    .limit(1);
  return m ?? null;
}

/** The user with this uid; null when none. */
export async function personByUid(db: Database, uid: string): Promise<Person | null> {
  const [b] = await db.select({ uid: broadcasters.uid, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname }).from(broadcasters).where(eq(broadcasters.uid, uid)).limit(1);
  if (b !== undefined) return b;
  const [a] = await db.select({ uid: accounts.bigoUid, bigoId: accounts.bigoId, nickname: accounts.nickname }).from(accounts).where(eq(accounts.bigoUid, uid)).limit(1);
  if (a !== undefined) return a;
  const [m] = await db
    .select({ uid: agencyMembers.uid, bigoId: agencyMembers.bigoId, nickname: agencyMembers.nickname })
    .from(agencyMembers)
    .where(eq(agencyMembers.uid, uid))
    .limit(1);
  return m ?? null;
}

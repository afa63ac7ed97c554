/**
 * Double submits are refused by the database (issue 19 item 4), not only by the handlers' checks:
 * two identical requests sent at the same moment both pass the check, and the unique indexes
 * (`drizzle/0006_*.sql`) let one through. Runs on PGlite and, in `test:pg`, on a real PostgreSQL,
 * where the two requests truly run at the same time.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { anchorSigns, renewals } from "#db/schema/contracts.ts";
import { agencies } from "#db/schema/organisation.ts";
import { byBeansMethods } from "#db/schema/payments.ts";
import { useTestSandbox, verifyPhone } from "#testing/harness.ts";
import { isUniqueViolation } from "./unique.ts";

const sandbox = useTestSandbox();
let owner = "";
beforeAll(async () => {
  owner = await sandbox().login("agency.owner");
  await verifyPhone(sandbox(), owner, "budi.nusantara");
});

const twice = <T>(send: () => Promise<T>): Promise<T[]> => Promise.all([send(), send()]);

/**
 * A broadcaster of the owner's agency under a signed contract, without an account, an open transfer
 * or an open cancellation, that also meets `condition`; the first by uid (`last`: the last one).
 */
async function freeAnchor(condition: ReturnType<typeof sql>, last = false): Promise<string> {
  const { db } = sandbox().database;
  const [agency] = await db.select().from(agencies).where(eq(agencies.bigoId, "nusantara.star")).limit(1);
  const [anchor] = await selectRows<{ uid: string }>(
    db,
    sql`SELECT uid FROM broadcasters WHERE agency_id = ${agency?.id ?? 0} AND contract_state = 'signed' AND account_id IS NULL AND ${condition}
          AND uid NOT IN (SELECT broadcaster_uid FROM transfers WHERE status IN (1, 2)) AND uid NOT IN (SELECT broadcaster_uid FROM cancellations WHERE status = 1)
        ORDER BY uid ${last ? sql`DESC` : sql`ASC`} LIMIT 1`,
  );
  if (anchor === undefined) throw new Error("the seed has no such broadcaster");
  return anchor.uid;
}

describe("a pending renewal per broadcaster", () => {
  it("lets one of two simultaneous offers through and refuses the other with 31003, leaving one offer", async () => {
    const { db } = sandbox().database;
    const day = sandbox().clock().toISOString().slice(0, 10);
    const anchor = await freeAnchor(sql`contract_end BETWEEN ${day}::date AND ${day}::date + 29 AND uid NOT IN (SELECT broadcaster_uid FROM renewals WHERE status = 1)`);
    const answers = await twice(() => sandbox().call("/api/broker/RenewalContract", { token: owner, body: { anchor_uid: anchor, duration_months: 6 } }));
    expect(answers.map((a) => a.body.code).sort()).toEqual([1, 31003]);
    expect(await db.$count(renewals, and(eq(renewals.broadcasterUid, anchor), eq(renewals.status, 1)))).toBe(1);
    expect(await db.$count(anchorSigns, and(eq(anchorSigns.broadcasterUid, anchor), eq(anchorSigns.status, 1), eq(anchorSigns.signType, 2)))).toBe(1);
  });

  it("is a database rule: a second pending row written directly is refused", async () => {
    const { db } = sandbox().database;
    const [pending] = await db.select().from(renewals).where(eq(renewals.status, 1)).limit(1);
    if (pending === undefined) throw new Error("no pending renewal");
    const { id: _id, ...copy } = pending;
    const error = await db
      .insert(renewals)
      .values({ ...copy, signId: null })
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, "renewals_pending_broadcaster_idx")).toBe(true);
  });
});

describe("by-beans method names per agency", () => {
  it("lets one of two simultaneous methods of the same name through and refuses the other with 38004", async () => {
    const body = { name: "Double submit", min_beans: 1_000, fee_bp: 100, anchor_uids: [], status: 1 };
    const answers = await twice(() => sandbox().call("/api/live_agent_service/PaymentAgencyByBeansMethodAdd", { token: owner, body }));
    expect(answers.map((a) => a.body.code).sort()).toEqual([1, 38004]);
    expect(await sandbox().database.db.$count(byBeansMethods, eq(byBeansMethods.name, "Double submit"))).toBe(1);
  });

  it("compares names case-insensitively in the database too", async () => {
    const { db } = sandbox().database;
    const [method] = await db.select().from(byBeansMethods).where(eq(byBeansMethods.name, "Double submit")).limit(1);
    if (method === undefined) throw new Error("no method");
    const { id: _id, ...copy } = method;
    const error = await db
      .insert(byBeansMethods)
      .values({ ...copy, name: "DOUBLE SUBMIT" })
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, "by_beans_methods_agency_name_idx")).toBe(true);
  });
});

describe("relation changes per broadcaster", () => {
  it("lets one of two simultaneous cancellations through and refuses the other with 32003", async () => {
    const { db } = sandbox().database;
    const anchor = await freeAnchor(sql`TRUE`, true);
    const answers = await twice(() =>
      sandbox().call("/api/manage_anchor/StartCancelContract", { token: owner, body: { anchor_uid: anchor, reason_type: 1, reason: "Double submit" } }),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([1, 32003]);
    const [row] = await selectRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM cancellations WHERE broadcaster_uid = ${anchor} AND status = 1`);
    expect(row?.n).toBe(1);
    expect((await db.select({ uid: broadcasters.uid }).from(broadcasters).where(eq(broadcasters.uid, anchor))).length).toBe(1);
  });
});

/**
 * Issue 7: "a list of 5,000 broadcasters pages and filters without loading them all". 5,000 more
 * broadcasters are signed to the manager's agency; broker QryAnchorList then answers one page of
 * `page_size` rows with the total over all of them, and filters (Bigo ID, broker) and pages in
 * the database, not in the answer.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { broadcasters } from "#db/schema/broadcasters.ts";
import type { NewBroadcaster } from "#db/schema/broadcasters.ts";
import { agencyMembers } from "#db/schema/organisation.ts";
import { createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

/** How many broadcasters the test adds. */
const ADDED = 5000;
/** Rows per insert (PostgreSQL allows 65,535 parameters per statement). */
const CHUNK = 1000;

interface Row {
  anchor_uid: string;
  bigo_id: string;
  nick_name: string;
  broker_uid: string;
}
interface Page {
  list: Row[];
  total: number;
}

let sandbox: TestSandbox;
let manager: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  manager = await sandbox.login("agency.manager");
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

const list = async (body: object): Promise<Page> => {
  const answer = await sandbox.call("/api/broker/QryAnchorList", { token: manager, body: { tab: 1, ...body } });
  expect(answer.body.code, answer.body.msg).toBe(1);
  return answer.body.data as Page;
};

describe("QryAnchorList by name (issue 25, the jump box)", () => {
  it("finds the broadcasters whose nickname contains the text, ignoring case, within the caller's scope; % and _ are plain characters", async () => {
    const named = await list({ nick_name: "WIJAYA", page: 1, page_size: 100 });
    expect(named.total).toBeGreaterThan(0);
    for (const row of named.list) expect(row.nick_name.toLowerCase()).toContain("wijaya");
    expect((await list({ nick_name: "%", page: 1, page_size: 1 })).total).toBe(0);
    expect((await list({ nick_name: "_", page: 1, page_size: 1 })).total).toBe(0);

    const broker = await sandbox.login("agency.broker");
    const answer = await sandbox.call("/api/broker/QryAnchorList", { token: broker, body: { tab: 1, nick_name: "wijaya", page: 1, page_size: 100 } });
    expect(answer.body.code, answer.body.msg).toBe(1);
    const mine = (answer.body.data as Page).list.map((row) => row.anchor_uid);
    expect(mine.length).toBeLessThan(named.total);
    const all = new Set(named.list.map((row) => row.anchor_uid));
    for (const uid of mine) expect(all.has(uid)).toBe(true);
  });
});

describe("QryAnchorList over 5,000 more broadcasters", () => {
  it("answers one page with the total, and filters and pages on the server", async () => {
    const before = await list({ page: 1, page_size: 20 });
    const sample = before.list.find((row) => row.broker_uid !== "0");
    const anyRow = before.list[0];
    if (sample === undefined || anyRow === undefined) throw new Error("The seeded agency has no broadcaster with a broker.");
    const db = sandbox.database.db;
    const [own] = await db.select({ agencyId: broadcasters.agencyId }).from(broadcasters).where(eq(broadcasters.uid, anyRow.anchor_uid));
    const agencyId = own?.agencyId;
    if (agencyId === undefined || agencyId === null) throw new Error("The seeded broadcaster has no agency.");
    const [broker] = await db
      .select({ id: agencyMembers.id })
      .from(agencyMembers)
      .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.uid, sample.broker_uid)));
    if (broker === undefined) throw new Error("The broker is not a member of the agency.");
    const brokerBefore = await list({ broker_uid: sample.broker_uid, page: 1, page_size: 1 });

    // Every fifth added broadcaster is looked after by that broker.
    const rows: NewBroadcaster[] = Array.from({ length: ADDED }, (_, index) => ({
      uid: String(900_000_000_000 + index),
      bigoId: `bulk.${String(index)}`,
      nickname: `Bulk ${String(index)}`,
      country: "ID",
      agencyId,
      brokerId: index % 5 === 0 ? broker.id : null,
      contractState: "signed",
      contractStart: "2026-01-01",
      contractEnd: "2030-12-31",
      joinedAt: "2026-01-01",
      status: "active",
      level: 10,
    }));
    for (let start = 0; start < rows.length; start += CHUNK) await db.insert(broadcasters).values(rows.slice(start, start + CHUNK));

    const first = await list({ page: 1, page_size: 50 });
    expect(first.total).toBe(before.total + ADDED);
    expect(first.list).toHaveLength(50);
    const third = await list({ page: 3, page_size: 50 });
    expect(third.total).toBe(first.total);
    expect(third.list).toHaveLength(50);
    const seen = new Set(first.list.map((row) => row.anchor_uid));
    expect(third.list.some((row) => seen.has(row.anchor_uid))).toBe(false);
    const last = await list({ page: Math.ceil(first.total / 50), page_size: 50 });
    expect(last.list).toHaveLength(first.total % 50 === 0 ? 50 : first.total % 50);

    const one = await list({ bigo_id: "bulk.4321", page: 1, page_size: 20 });
    expect(one.total).toBe(1);
    expect(one.list.map((row) => row.bigo_id)).toEqual(["bulk.4321"]);

    const brokers = await list({ broker_uid: sample.broker_uid, page: 2, page_size: 100 });
    expect(brokers.total).toBe(brokerBefore.total + ADDED / 5);
    expect(brokers.list).toHaveLength(100);
    expect(brokers.list.every((row) => row.broker_uid === sample.broker_uid)).toBe(true);

    const none = await list({ broker_uid: "0", page: 1, page_size: 10 });
    expect(none.total).toBeGreaterThanOrEqual(ADDED - ADDED / 5);
    expect(none.list.every((row) => row.broker_uid === "0")).toBe(true);
  }, 300_000);
});

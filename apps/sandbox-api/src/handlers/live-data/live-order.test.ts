/**
 * creator liveOrder with tiers (broadcaster stats, month) and its export (agentOss exportUrl, tab
 * `tiers`), as `agency.owner` on the seeded sandbox (test day 2025-06-02: May is complete, June
 * has one complete day).
 */
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { selectRows } from "#db/client.ts";
import { sql } from "drizzle-orm";
import { tierOf } from "#services/tiers.ts";
import { useTestSandbox } from "#testing/harness.ts";

const sandbox = useTestSandbox();
const LD = "/bigo_act_livedata_api";
const seconds = (day: string, end = false) => Date.parse(`${day}T${end ? "23:59:59" : "00:00:00"}Z`) / 1000;
const MAY = { startTime: seconds("2025-05-01"), endTime: seconds("2025-05-31", true) };
const JUNE = { startTime: seconds("2025-06-01"), endTime: seconds("2025-06-30", true) };
let owner = "";

interface Row {
  bigoId: string;
  beans: number;
  liveDuration: number;
  validLiveDays: number;
  tier: { tier: number; nextTier: number | null; requirements: { metric: string; have: number; need: number; missing: number; projected: number | null }[] } | null;
}
interface Answer {
  list: Row[];
  total: number;
  asOfDay: string;
  elapsedDays: number;
}

const order = async (body: object) => sandbox().call(`${LD}/creator/liveOrder`, { token: owner, body });

beforeAll(async () => {
  owner = await sandbox().login("agency.owner");
});

describe("creator liveOrder, tiers of a month", () => {
  it("gives every broadcaster of a complete month the tier of all requirements met, and sums to the agency's day report", async () => {
    const answer = (await order({ ...MAY, page: 1, pageSize: 100 })).body.data as Answer;
    expect(answer.elapsedDays).toBe(31);
    expect(answer.asOfDay).toBe("2025-05-31");
    expect(answer.total).toBeGreaterThan(0);
    for (const row of answer.list) {
      expect(row.tier?.tier).toBe(tierOf({ liveSeconds: row.liveDuration, validDays: row.validLiveDays, beans: row.beans }));
    }
    const report = (await sandbox().call(`${LD}/reportDay`, { token: owner, body: { ...MAY, page: 1, pageSize: 1 } })).body.data as { summary: { beans: number } };
    if (answer.total <= 100) expect(answer.list.reduce((sum, r) => sum + r.beans, 0)).toBe(report.summary.beans);
  });

  it("projects the current month from its complete days", async () => {
    const answer = (await order({ ...JUNE, page: 1, pageSize: 5 })).body.data as Answer;
    expect(answer.asOfDay).toBe("2025-06-01");
    expect(answer.elapsedDays).toBe(1);
    const beans = answer.list[0]?.tier?.requirements.find((r) => r.metric === "beans");
    expect(beans?.projected).toBe((beans?.have ?? 0) * 30);
  });

  it("gives no tier for a range across two months", async () => {
    const answer = (await order({ startTime: seconds("2025-05-20"), endTime: seconds("2025-06-01", true), page: 1, pageSize: 5 })).body.data as Answer;
    expect(answer.list.every((r) => r.tier === null)).toBe(true);
    expect(answer.elapsedDays).toBe(0);
  });

  it("says a Bigo ID outside the agency is not one of its broadcasters (43005), rather than answering no rows", async () => {
    const [outside] = await selectRows<{ bigo_id: string }>(
      sandbox().database.db,
      sql`SELECT b.bigo_id FROM broadcasters b WHERE b.agency_id IS DISTINCT FROM (SELECT m.agency_id FROM agency_members m JOIN accounts a ON a.id = m.account_id WHERE a.username = 'agency.owner' LIMIT 1) LIMIT 1`,
    );
    const answer = await order({ ...MAY, bigoId: outside?.bigo_id ?? "nobody", page: 1, pageSize: 5 });
    expect(answer.body.code).toBe(LiveDataErrorCode.NotFound);
  });
});

describe("creator liveOrder, order of the rows", () => {
  it("ranks by beans by default, orders by another figure when asked, and keeps each row's rank by beans", async () => {
    type Ranked = Row & { rank: number };
    const all = (await order({ ...MAY, page: 1, pageSize: 100 })).body.data as Answer;
    const ranked = all.list as Ranked[];
    expect(ranked.map((r) => r.rank)).toEqual(ranked.map((_row, i) => i + 1));
    expect(ranked.map((r) => r.beans)).toEqual([...ranked.map((r) => r.beans)].sort((a, b) => b - a));
    const rankOf = new Map(ranked.map((r) => [`${r.bigoId}:${String(r.beans)}`, r.rank]));

    const byLive = ((await order({ ...MAY, sort: "liveDuration", page: 1, pageSize: 100 })).body.data as Answer).list as Ranked[];
    expect(byLive.map((r) => r.liveDuration)).toEqual([...byLive.map((r) => r.liveDuration)].sort((a, b) => b - a));
    const known = byLive.filter((r) => rankOf.has(`${r.bigoId}:${String(r.beans)}`));
    expect(known.length).toBeGreaterThan(0);
    expect(known.every((r) => rankOf.get(`${r.bigoId}:${String(r.beans)}`) === r.rank)).toBe(true);

    const fewest = ((await order({ ...MAY, order: "asc", page: 1, pageSize: 3 })).body.data as Answer).list as Ranked[];
    expect(fewest.map((r) => r.rank)).toEqual([all.total, all.total - 1, all.total - 2]);
  });
});

describe("agentOss exportUrl, tab tiers", () => {
  it("writes every row of the filtered set with the list's figures, numbers as numbers", async () => {
    const answer = (await order({ ...MAY, page: 1, pageSize: 100 })).body.data as Answer;
    const query = new URLSearchParams({ startTime: String(MAY.startTime), endTime: String(MAY.endTime), tabs: "tiers" });
    const exported = await sandbox().call(`${LD}/agentOss/exportUrl?${query.toString()}`, { token: owner, method: "GET" });
    const link = new URL((exported.body.data as { url: string }).url);
    const csv = await (await sandbox().app.request(link.pathname + link.search)).text();
    const rows = parse<Record<string, string>>(csv, { columns: true, bom: true });
    expect(rows).toHaveLength(answer.total);
    const first = answer.list[0];
    expect(rows[0]?.bigo_id).toBe(first?.bigoId);
    expect(rows[0]?.beans).toBe(String(first?.beans));
    expect(rows[0]?.tier).toBe(String(first?.tier?.tier));
    expect(csv).not.toMatch(/"\d+"/);
  });

  it("writes the rows in the order asked, as the list", async () => {
    const listed = ((await order({ ...MAY, sort: "validLiveDays", order: "asc", page: 1, pageSize: 100 })).body.data as Answer).list;
    const query = new URLSearchParams({ startTime: String(MAY.startTime), endTime: String(MAY.endTime), tabs: "tiers", sort: "validLiveDays", order: "asc" });
    const exported = await sandbox().call(`${LD}/agentOss/exportUrl?${query.toString()}`, { token: owner, method: "GET" });
    const link = new URL((exported.body.data as { url: string }).url);
    const rows = parse<Record<string, string>>(await (await sandbox().app.request(link.pathname + link.search)).text(), { columns: true, bom: true });
    expect(rows.slice(0, listed.length).map((r) => r.bigo_id)).toEqual(listed.map((r) => r.bigoId));
    const days = rows.map((r) => Number(r.valid_live_days));
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });

  it("narrows the file to one broadcaster with bigoId", async () => {
    const first = ((await order({ ...MAY, page: 1, pageSize: 1 })).body.data as Answer).list[0];
    const query = new URLSearchParams({ startTime: String(MAY.startTime), endTime: String(MAY.endTime), tabs: "tiers", bigoId: first?.bigoId ?? "" });
    const exported = await sandbox().call(`${LD}/agentOss/exportUrl?${query.toString()}`, { token: owner, method: "GET" });
    const link = new URL((exported.body.data as { url: string }).url);
    const rows = parse<Record<string, string>>(await (await sandbox().app.request(link.pathname + link.search)).text(), { columns: true, bom: true });
    expect(rows.map((r) => r.bigo_id)).toEqual([first?.bigoId]);
  });
});

describe("creator liveOrder, days of the heat map", () => {
  it("answers every day of the range per broadcaster, valid, partial or off as its figures say, and totals over every row", async () => {
    const range = { startTime: seconds("2025-05-01"), endTime: seconds("2025-05-14", true) };
    const answer = (await order({ ...range, withDays: true, page: 1, pageSize: 100 })).body.data as Answer & {
      list: (Row & { days: { day: string; kind: string; liveDuration: number; beans: number }[] })[];
      totals: { beans: number; validLiveDays: number };
    };
    for (const row of answer.list) {
      expect(row.days.map((d) => d.day)).toEqual(Array.from({ length: 14 }, (_u, i) => `2025-05-${String(i + 1).padStart(2, "0")}`));
      expect(row.days.filter((d) => d.kind === "valid")).toHaveLength(row.validLiveDays);
      expect(row.days.reduce((sum, d) => sum + d.beans, 0)).toBe(row.beans);
      for (const d of row.days) expect(d.kind === "off" ? d.liveDuration === 0 : d.liveDuration > 0).toBe(true);
    }
    if (answer.total <= 100) {
      expect(answer.totals.beans).toBe(answer.list.reduce((sum, r) => sum + r.beans, 0));
      expect(answer.totals.validLiveDays).toBe(answer.list.reduce((sum, r) => sum + r.validLiveDays, 0));
    }
    const paged = (await order({ ...range, page: 1, pageSize: 2 })).body.data as Answer & { totals: { beans: number } };
    expect(paged.totals.beans).toBe(answer.totals.beans);
    expect((paged.list[0] as { days?: unknown }).days).toBeUndefined();
  });

  it("exports one row per broadcaster per day (tab days)", async () => {
    const range = { startTime: seconds("2025-05-01"), endTime: seconds("2025-05-07", true) };
    const answer = (await order({ ...range, page: 1, pageSize: 1 })).body.data as Answer;
    const query = new URLSearchParams({ startTime: String(range.startTime), endTime: String(range.endTime), tabs: "days" });
    const exported = await sandbox().call(`${LD}/agentOss/exportUrl?${query.toString()}`, { token: owner, method: "GET" });
    const link = new URL((exported.body.data as { url: string }).url);
    const rows = parse<Record<string, string>>(await (await sandbox().app.request(link.pathname + link.search)).text(), { columns: true, bom: true });
    expect(rows).toHaveLength(answer.total * 7);
    expect(new Set(rows.map((r) => r.day_kind))).toEqual(new Set(rows.map((r) => r.day_kind).filter((k) => ["valid", "partial", "off"].includes(k ?? ""))));
  });
});

describe("creator liveOrder without live-data permission (the broadcaster's own page)", () => {
  it("answers the broadcaster's own rows only, with the month's tier, and refuses another Bigo ID (43005)", async () => {
    const anchor = await sandbox().login("anchor.1");
    const own = async (body: object) => sandbox().call(`${LD}/creator/liveOrder`, { token: anchor, body });
    const answer = (await own({ ...MAY, page: 1, pageSize: 20 })).body.data as Answer & { list: (Row & { uid: string; rank: number })[]; totals: { beans: number } };
    expect(answer.total).toBeGreaterThan(0);
    expect(new Set(answer.list.map((r) => r.bigoId))).toEqual(new Set(["anchor.1"]));
    expect(answer.list[0]?.rank).toBe(1);
    expect(answer.list[0]?.tier?.tier).toBe(
      tierOf({ liveSeconds: answer.list[0]?.liveDuration ?? 0, validDays: answer.list[0]?.validLiveDays ?? 0, beans: answer.list[0]?.beans ?? 0 }),
    );
    expect(answer.totals.beans).toBe(answer.list.reduce((sum, r) => sum + r.beans, 0));
    const mine = (await own({ ...MAY, bigoId: "ANCHOR.1", page: 1, pageSize: 20 })).body.data as Answer;
    expect(mine.total).toBe(answer.total);
    expect((await own({ ...MAY, bigoId: "anchor.2", page: 1, pageSize: 20 })).body.code).toBe(LiveDataErrorCode.NotFound);
  });

  it("answers no row to a user who is no broadcaster", async () => {
    const user = await sandbox().login("normal.user");
    const answer = await sandbox().call(`${LD}/creator/liveOrder`, { token: user, body: { ...MAY, page: 1, pageSize: 20 } });
    expect(answer.body.code).toBe(0);
    expect((answer.body.data as Answer).list).toEqual([]);
  });
});

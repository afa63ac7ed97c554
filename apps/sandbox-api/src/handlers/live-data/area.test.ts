/**
 * The region calls (area liveOrder, agencyRank, exportUrl; OperatorStat 7) as `operator` on the
 * seeded sandbox (test day 2025-06-02): rows only of the region's agencies of the scope, totals
 * over every row, the ranking's previous ranks, the files of each tab, and a region outside the
 * scope refused. Also the broadcaster data (anchor) calls' totals and file (brokerageBackend).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { BenefitType } from "@agent-portal/api-client/enums";
import { dataPermissions } from "#db/schema/data-permissions.ts";
import { accounts } from "#db/schema/accounts.ts";
import { agencies } from "#db/schema/organisation.ts";
import { answerData as data, useTestSandbox } from "#testing/harness.ts";
import { downloadExport } from "#testing/export-file.ts";

const sandbox = useTestSandbox();
const LD = "/bigo_act_livedata_api";
const seconds = (day: string, end = false) => Date.parse(`${day}T${end ? "23:59:59" : "00:00:00"}Z`) / 1000;
const MAY = { startTime: seconds("2025-05-01"), endTime: seconds("2025-05-31", true) };
const WEEK = { startTime: seconds("2025-05-01"), endTime: seconds("2025-05-07", true) };
const tokens: Record<string, string> = {};

interface OrderAnswer {
  list: { uid: string; bigoId: string; agencyUid: string; agencyName: string; beans: number; validLiveDays: number; days?: unknown[] }[];
  total: number;
  totals: { beans: number; liveDuration: number; validLiveDays: number };
}
interface RankAnswer {
  list: { agencyUid: string; name: string; rank: number; previousRank: number | null; beans: number; liveAnchors: number }[];
  total: number;
  totals: { beans: number; liveAnchors: number };
  previous: { from: string; to: string };
  asOfDay: string;
}

const call = (path: string, as: string, body: object) => sandbox().call(`${LD}${path}`, { token: tokens[as] ?? as, body });
const form = (path: string, as: string, fields: Record<string, string | number>) =>
  sandbox().call(`${LD}${path}`, {
    token: tokens[as] ?? as,
    method: "POST",
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
const agenciesOfRegion = async (regionId: number) => sandbox().database.db.select().from(agencies).where(eq(agencies.regionId, regionId));

beforeAll(async () => {
  for (const who of ["operator", "agency.owner"]) tokens[who] = await sandbox().login(who);
});

describe("area liveOrder", () => {
  it("lists only the region's agencies' broadcasters, with totals over every row equal to the agency's own ranking", async () => {
    const ids = new Set((await agenciesOfRegion(1)).map((a) => a.uid));
    const answer = data<OrderAnswer>(await call("/area/liveOrder", "operator", { area: "ID", ...MAY, page: 1, pageSize: 100 }));
    expect(answer.total).toBeGreaterThan(0);
    for (const row of answer.list) expect(ids.has(row.agencyUid)).toBe(true);
    // Indonesia has one agency, the owner's: the region's figures are the agency's.
    const own = data<OrderAnswer>(await call("/creator/liveOrder", "agency.owner", { ...MAY, page: 1, pageSize: 1 }));
    expect(answer.totals).toEqual(own.totals);
    const paged = data<OrderAnswer>(await call("/area/liveOrder", "operator", { area: "ID", ...MAY, page: 2, pageSize: 5 }));
    expect(paged.totals).toEqual(answer.totals);
    expect(paged.total).toBe(answer.total);
  });

  it("answers each row's days with withDays, and refuses a Bigo ID of no broadcaster of the region (43005) and an agency outside it (43003)", async () => {
    const answer = data<OrderAnswer>(await call("/area/liveOrder", "operator", { area: "ID", ...WEEK, withDays: true, page: 1, pageSize: 3 }));
    for (const row of answer.list) expect(row.days).toHaveLength(7);
    expect((await call("/area/liveOrder", "operator", { area: "ID", ...WEEK, bigoId: "nobody.here", page: 1, pageSize: 3 })).body.code).toBe(LiveDataErrorCode.NotFound);
    const [manila] = await agenciesOfRegion(2);
    expect((await call("/area/liveOrder", "operator", { area: "ID", agencyUid: manila?.uid, ...WEEK, page: 1, pageSize: 3 })).body.code).toBe(LiveDataErrorCode.NoDataPermission);
    expect((await call("/area/liveOrder", "operator", { area: "XX", ...WEEK, page: 1, pageSize: 3 })).body.code).toBe(LiveDataErrorCode.NotFound);
  });
});

describe("area agencyRank", () => {
  it("ranks every agency of the region by beans and gives each its rank over the previous range of the same length", async () => {
    const answer = data<RankAnswer>(await call("/area/agencyRank", "operator", { area: "PH", ...MAY, page: 1, pageSize: 100 }));
    expect(answer.total).toBe((await agenciesOfRegion(2)).length);
    expect(answer.list.map((r) => r.rank)).toEqual(answer.list.map((_r, i) => i + 1));
    for (let i = 1; i < answer.list.length; i += 1) expect(answer.list[i - 1]?.beans ?? 0).toBeGreaterThanOrEqual(answer.list[i]?.beans ?? 0);
    expect(answer.totals.beans).toBe(answer.list.reduce((sum, r) => sum + r.beans, 0));
    expect(answer.previous).toEqual({ from: "2025-03-31", to: "2025-04-30" });
    const before = data<RankAnswer>(
      await call("/area/agencyRank", "operator", { area: "PH", startTime: seconds("2025-03-31"), endTime: seconds("2025-04-30", true), page: 1, pageSize: 100 }),
    );
    for (const row of answer.list) {
      const then = before.list.find((r) => r.agencyUid === row.agencyUid);
      expect(row.previousRank).toBe(then === undefined || then.beans === 0 ? null : then.rank);
    }
  });
});

describe("area exportUrl", () => {
  it("writes the filtered set of each tab: one row per broadcaster per day, per broadcaster, per agency", async () => {
    const list = data<OrderAnswer>(await call("/area/liveOrder", "operator", { area: "ID", ...WEEK, page: 1, pageSize: 1 }));
    const range = { startTime: WEEK.startTime, endTime: WEEK.endTime };
    const days = await downloadExport(sandbox(), data<{ url: string }>(await form("/area/exportUrl", "operator", { area: "ID", tab: "days", ...range })).url);
    expect(days.bom).toBe(true);
    expect(days.lines[0]).toMatch(/^agency_uid,agency_name,day_utc,/);
    expect(days.lines.length - 1).toBe(list.total * 7);
    const tiers = await downloadExport(sandbox(), data<{ url: string }>(await form("/area/exportUrl", "operator", { area: "ID", tab: "tiers", ...MAY })).url);
    const may = data<OrderAnswer>(await call("/area/liveOrder", "operator", { area: "ID", ...MAY, page: 1, pageSize: 1 }));
    expect(tiers.lines.length - 1).toBe(may.total);
    const rank = data<RankAnswer>(await call("/area/agencyRank", "operator", { area: "PH", ...MAY, page: 1, pageSize: 1 }));
    const ranking = await downloadExport(sandbox(), data<{ url: string }>(await form("/area/exportUrl", "operator", { area: "PH", tab: "agencies", ...MAY })).url);
    expect(ranking.lines[0]).toBe("rank,previous_rank,agency_uid,agency_name,beans,live_duration_seconds,valid_live_days,live_broadcasters");
    expect(ranking.lines.length - 1).toBe(rank.total);
  });

  it("refuses every region call for a region outside the operator's scope (43003)", async () => {
    const [operator] = await sandbox().database.db.select().from(accounts).where(eq(accounts.username, "operator"));
    const db = sandbox().database.db;
    const saved = await db
      .select()
      .from(dataPermissions)
      .where(eq(dataPermissions.accountId, operator?.id ?? 0));
    await db.delete(dataPermissions).where(eq(dataPermissions.accountId, operator?.id ?? 0));
    await db.insert(dataPermissions).values({ accountId: operator?.id ?? 0, regionId: 2, agencyId: null, createdAt: new Date() });
    try {
      expect((await call("/area/liveOrder", "operator", { area: "ID", ...WEEK, page: 1, pageSize: 3 })).body.code).toBe(LiveDataErrorCode.NoDataPermission);
      expect((await call("/area/agencyRank", "operator", { area: "ID", ...WEEK, page: 1, pageSize: 3 })).body.code).toBe(LiveDataErrorCode.NoDataPermission);
      expect((await form("/area/exportUrl", "operator", { area: "ID", tab: "days", ...WEEK })).body.code).toBe(LiveDataErrorCode.NoDataPermission);
      expect((await call("/area/agencyRank", "operator", { area: "PH", ...WEEK, page: 1, pageSize: 3 })).body.code).toBe(0);
    } finally {
      await db.delete(dataPermissions).where(eq(dataPermissions.accountId, operator?.id ?? 0));
      if (saved.length > 0) await db.insert(dataPermissions).values(saved);
    }
  });
});

describe("brokerageBackend anchorList, anchorListByType, anchorExportUrl (broadcaster data, anchor)", () => {
  const month = "2025-05";
  interface IncomeAnswer {
    list: { bigoId: string; amountCents: number; byType: { type: number; amountCents: number }[] }[];
    total: number;
    totals: { amountCents: number; byType: { type: number; amountCents: number }[] };
  }

  it("totals every row of the month, in all and by type; a type's list totals that type", async () => {
    const all = data<IncomeAnswer>(await call("/brokerageBackend/anchorList", "agency.owner", { month, page: 1, pageSize: 100 }));
    expect(all.total).toBeGreaterThan(0);
    if (all.total <= 100) expect(all.totals.amountCents).toBe(all.list.reduce((sum, r) => sum + r.amountCents, 0));
    for (const row of all.list) expect(row.byType.reduce((sum, t) => sum + t.amountCents, 0)).toBe(row.amountCents);
    expect(all.totals.byType.reduce((sum, t) => sum + t.amountCents, 0)).toBe(all.totals.amountCents);
    const gifts = data<{ total: number; totalCents: number }>(
      await call("/brokerageBackend/anchorListByType", "agency.owner", { month, type: BenefitType.GiftIncome, page: 1, pageSize: 5 }),
    );
    expect(gifts.totalCents).toBe(all.totals.byType.find((t) => t.type === BenefitType.GiftIncome)?.amountCents);
  });

  it("exports the same rows with the amounts in cents, as numbers", async () => {
    const all = data<IncomeAnswer>(await call("/brokerageBackend/anchorList", "agency.owner", { month, page: 1, pageSize: 1 }));
    const file = await downloadExport(sandbox(), data<{ url: string }>(await form("/brokerageBackend/anchorExportUrl", "agency.owner", { month })).url);
    expect(file.bom).toBe(true);
    expect(file.lines[0]).toBe("uid,bigo_id,name,income_cents,gift_income_cents,base_salary_cents,activity_reward_cents,pk_reward_cents,new_broadcaster_bonus_cents");
    expect(file.lines.length - 1).toBe(all.total);
    const sum = file.lines.slice(1).reduce((total, line) => total + Number(line.split(",")[3]), 0);
    expect(sum).toBe(all.totals.amountCents);
  });
});

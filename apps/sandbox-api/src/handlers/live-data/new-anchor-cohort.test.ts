/**
 * New-broadcaster data through the API (issue 20, item 3): the milestones, the cohorts by join
 * week and month (their sizes add up to the new broadcasters of the report, retention never
 * exceeds a cohort), the per-team totals adding up to the agency's, a caller without the
 * permission refused, and the retention rule pinned on crafted rows.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { answerData as data, TEST_DAY, useTestSandbox } from "#testing/harness.ts";
import type { NewRow } from "./new-anchor-rows.ts";
import { cohortStart, cohortsOf } from "./new-anchor-cohort.ts";

const open = useTestSandbox();
let owner: string;
beforeAll(async () => {
  owner = await open().login("agency.owner");
});

const LD = "/bigo_act_livedata_api";
const DAY = 86_400;
const today = Date.parse(`${TEST_DAY.toISOString().slice(0, 10)}T00:00:00Z`) / 1000;
const range = { startTime: today - 90 * DAY, endTime: today - 1 };

interface Cohort {
  start: string;
  size: number;
  qualifiedCount: number;
  beans: number;
  retention: number[];
}
interface Team {
  proxyUid: string;
  newAnchorCount: number;
  beans: number;
}

const reportTotal = async (token: string) =>
  data<{ total: number; list: { beans: number }[] }>(await open().call(`${LD}/new_anchor/report`, { token, body: { ...range, page: 1, pageSize: 100 } }));

describe("new_anchor milestones, cohort and proxy list", () => {
  it("serves the milestones earliest first, the last being 20 valid days and 40 hours by day 30", async () => {
    const answer = data<{ newDays: number; list: { day: number; validDays: number; liveSeconds: number }[] }>(
      await open().call(`${LD}/new_anchor/milestones`, { token: owner, body: {} }),
    );
    expect(answer.newDays).toBe(90);
    expect(answer.list.map((m) => m.day)).toEqual([7, 14, 30]);
    expect(answer.list.at(-1)).toMatchObject({ validDays: 20, liveSeconds: 40 * 3600 });
  });

  it("groups every new broadcaster into one cohort per join week (Mondays) or month, retention within the cohort", async () => {
    const report = await reportTotal(owner);
    expect(report.total).toBeGreaterThan(0);
    for (const period of ["week", "month"] as const) {
      const { list } = data<{ list: Cohort[] }>(await open().call(`${LD}/new_anchor/cohort`, { token: owner, body: { period } }));
      expect(list.reduce((sum, c) => sum + c.size, 0)).toBe(report.total);
      expect(list.map((c) => c.start)).toEqual([...list.map((c) => c.start)].sort().reverse());
      for (const cohort of list) {
        expect(cohort.start).toBe(cohortStart(cohort.start, period));
        for (const kept of cohort.retention) expect(kept).toBeLessThanOrEqual(cohort.size);
      }
    }
  });

  it("adds the teams' totals up to the agency's new broadcasters, and refuses a caller without NewBroadcasterData", async () => {
    const report = await reportTotal(owner);
    const teams = data<{ list: Team[]; total: number }>(await open().call(`${LD}/new_anchor/proxy/list`, { token: owner, body: { ...range, page: 1, pageSize: 100 } }));
    expect(teams.list.reduce((sum, t) => sum + t.newAnchorCount, 0)).toBe(report.total);
    // The seed gives a sub-agency new broadcasters (the manager screen's team link leads somewhere).
    expect(teams.list.some((t) => t.proxyUid !== "0" && t.newAnchorCount > 0)).toBe(true);
    expect(teams.list.reduce((sum, t) => sum + t.beans, 0)).toBe(report.list.reduce((sum, r) => sum + r.beans, 0));
    const broker = await open().login("agency.broker");
    const refused = await open().call(`${LD}/new_anchor/proxy/list`, { token: broker, body: { ...range, page: 1, pageSize: 100 } });
    expect(refused.body.code).toBe(30001);
  });

  it("refuses the team totals for a range longer than the maximum", async () => {
    const answer = await open().call(`${LD}/new_anchor/proxy/list`, { token: owner, body: { startTime: today - 200 * DAY, endTime: today - 1, page: 1, pageSize: 20 } });
    expect(answer.body.code).toBe(43001);
  });
});

describe("cohortsOf", () => {
  const row = (uid: string, joined: string, beans = 0): NewRow => ({
    uid,
    bigo_id: uid,
    nickname: uid,
    proxy_uid: null,
    joined,
    grade: "",
    live: 0,
    valid: 0,
    beans,
    fans: 0,
    valid30: 0,
    live30: 0,
  });

  it("counts a member in week k when they had a valid day in days 7k+1..7k+7 since joining, for the weeks begun for all", () => {
    // 2026-11-02 is a Monday: a (joined Monday) and b (joined Wednesday) share a week cohort.
    const rows = [row("a", "2026-11-02", 10), row("b", "2026-11-04", 5)];
    const valid = new Map([
      ["a", ["2026-11-02", "2026-11-09"]], // days 1 and 8: weeks 1 and 2
      ["b", ["2026-11-12"]], // day 9: week 2
    ]);
    const [cohort] = cohortsOf(rows, valid, "week", "2026-11-18");
    // b joined 14 days before the last day: weeks 1..3 have begun for both.
    expect(cohort).toEqual({ start: "2026-11-02", size: 2, qualifiedCount: 0, beans: 15, liveDuration: 0, retention: [1, 2, 0] });
    expect(cohortsOf(rows, valid, "month", "2026-11-18").map((c) => c.start)).toEqual(["2026-11-01"]);
  });
});

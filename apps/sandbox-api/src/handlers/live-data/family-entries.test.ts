/**
 * The live-data family entries (issue 20, item 6) through the API: live data `config` answers the
 * entries of the caller's agency (all four for `agency.owner`'s, none for `manila.owner`'s, every
 * one for an admin), and multiRoom Day answers totals over every day of the range, not the page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { answerData as data, TEST_DAY, useTestSandbox } from "#testing/harness.ts";

const open = useTestSandbox();
let owner: string;
let manila: string;
let admin: string;
beforeAll(async () => {
  owner = await open().login("agency.owner");
  manila = await open().login("manila.owner");
  admin = await open().login("admin");
});

const LD = "/bigo_act_livedata_api";
const DAY = 86_400;
const today = Date.parse(`${TEST_DAY.toISOString().slice(0, 10)}T00:00:00Z`) / 1000;

const entriesOf = async (token: string) => data<{ entries: string[] }>(await open().call(`${LD}/config`, { token, body: {} })).entries;

describe("live data config entries", () => {
  it("answers the caller's agency's entries: all for the first agency, none for Manila, all for an admin", async () => {
    expect(await entriesOf(owner)).toEqual(["multiRoom", "creator", "act67110", "act78062", "preLostUser"]);
    expect(await entriesOf(manila)).toEqual([]);
    expect(await entriesOf(admin)).toEqual(["multiRoom", "creator", "act67110", "act78062", "preLostUser"]);
  });
});

describe("multiRoom Day totals", () => {
  it("sums every day of the range, whatever page is asked", async () => {
    type Row = { day: string; hostDuration: number; guestDuration: number; sessions: number; guests: number; beans: number };
    type Answer = { list: Row[]; total: number; summary: Omit<Row, "day"> };
    const range = { startTime: today - 30 * DAY, endTime: today - 1 };
    const all = data<Answer>(await open().call(`${LD}/multiRoom/day`, { token: owner, body: { ...range, page: 1, pageSize: 100 } }));
    const page2 = data<Answer>(await open().call(`${LD}/multiRoom/day`, { token: owner, body: { ...range, page: 2, pageSize: 10 } }));
    expect(all.total).toBe(30);
    expect(all.list).toHaveLength(30);
    expect(page2.list).toHaveLength(10);
    const sum = (pick: (row: Row) => number) => all.list.reduce((total, row) => total + pick(row), 0);
    expect(all.summary).toEqual({
      hostDuration: sum((r) => r.hostDuration),
      guestDuration: sum((r) => r.guestDuration),
      sessions: sum((r) => r.sessions),
      guests: sum((r) => r.guests),
      beans: sum((r) => r.beans),
    });
    expect(all.summary.beans).toBeGreaterThan(0);
    expect(page2.summary).toEqual(all.summary);
  });
});

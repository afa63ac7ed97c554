/**
 * The data-center live data through the API as `agency.owner`: the core totals equal the sum of
 * the broadcaster rows, the broadcaster list orders by any figure, the export writes exactly the
 * filtered rows as a real CSV file (byte-order mark, numbers as numbers), and `config` serves the
 * metric rules the seeded showcase days follow.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestSandbox, TEST_DAY } from "#testing/harness.ts";
import type { CallResult, TestSandbox } from "#testing/harness.ts";

let sandbox: TestSandbox;
let owner: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  owner = await sandbox.login("agency.owner");
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
const data = <T>(answer: CallResult): T => {
  if (answer.body.code !== 0) throw new Error(`answered ${String(answer.body.code)}: ${answer.body.msg}`);
  return answer.body.data as T;
};
const LD = "/bigo_act_livedata_api";
const DAY = 86_400;
const seedStart = Date.parse(`${TEST_DAY.toISOString().slice(0, 10)}T00:00:00Z`) / 1000;
const range = { startTime: seedStart - 30 * DAY, endTime: seedStart - 1 };

interface Row {
  uid: string;
  bigoId: string;
  proxyUid: string;
  beans: number;
  liveDuration: number;
  pkCount: number;
}

const allRows = async (extra: Record<string, unknown> = {}) => {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = data<{ list: Row[]; total: number }>(await sandbox.call(`${LD}/agentOss/anchorList`, { token: owner, body: { ...range, ...extra, page, pageSize: 100 } }));
    rows.push(...answer.list);
    if (rows.length >= answer.total || answer.list.length === 0) return { rows, total: answer.total };
  }
};

describe("agentOss", () => {
  it("the overview's totals equal the sum of the broadcaster rows of the same range", async () => {
    const overview = data<{ current: { beans: number; liveDuration: number; pkCount: number } }>(await sandbox.call(`${LD}/agentOss/overview`, { token: owner, body: range }));
    const { rows } = await allRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((sum, r) => sum + r.beans, 0)).toBe(overview.current.beans);
    expect(rows.reduce((sum, r) => sum + r.liveDuration, 0)).toBe(overview.current.liveDuration);
    expect(rows.reduce((sum, r) => sum + r.pkCount, 0)).toBe(overview.current.pkCount);
  });

  it("orders the broadcasters by any figure, both ways", async () => {
    const up = (await allRows({ sort: "liveDuration", order: "asc" })).rows.map((r) => r.liveDuration);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await allRows({ sort: "pkCount" })).rows.map((r) => r.pkCount);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it("orders by PK win rate among broadcasters with at least the minimum of battles", async () => {
    const { rows } = await allRows({ sort: "pkWinRate", minPkCount: 5 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.pkCount >= 5)).toBe(true);
    const rates = rows.map((r) => (r as Row & { pkWinCount: number }).pkWinCount / r.pkCount);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it("exports exactly the rows of one sub-agency as a CSV file with a byte-order mark and numeric cells", async () => {
    const proxies = data<{ list: { proxyUid: string }[] }>(await sandbox.call(`${LD}/agentOss/proxyList`, { token: owner, body: { ...range, page: 1, pageSize: 100 } }));
    const proxyUid = proxies.list[0]?.proxyUid ?? "";
    const { rows, total } = await allRows({ proxyUid });
    const form = new URLSearchParams({ startTime: String(range.startTime), endTime: String(range.endTime), proxyUid, tabs: "live" });
    const exported = data<{ url: string }>(
      await sandbox.call(`${LD}/agentOss/export`, { token: owner, method: "POST", body: form.toString(), headers: { "content-type": "application/x-www-form-urlencoded" } }),
    );
    const link = new URL(exported.url);
    const file = await sandbox.app.request(link.pathname + link.search);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^tab,key,name,live_duration_seconds,/);
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual(rows.map((r) => r.uid));
    expect(lines.slice(1).every((line) => /^live,\d+,.*,\d+,\d+,\d+,\d+,\d+,\d+,\d+,\d+,\d+$/.test(line))).toBe(true);
  });
});

describe("metric rules", () => {
  it("config serves the rules the definition pages render", async () => {
    const config = data<{ rules: Record<string, unknown> }>(await sandbox.call(`${LD}/config`, { token: owner, body: {} }));
    expect(config.rules).toEqual({ timeZone: "UTC", validDayMinSeconds: 3600, dailyCapSeconds: 43_200, updateDelayHours: 48, voiceRoomCountsTime: false });
  });

  it("the seeded showcase days follow each rule", async () => {
    const { rows } = await allRows();
    const days = async (uid: string) =>
      data<{ list: { day: string; liveDuration: number; validLiveDays: number; beans: number }[] }>(
        await sandbox.call(`${LD}/agentOss/detail`, { token: owner, body: { uid, startTime: seedStart - 7 * DAY, endTime: seedStart - 1 } }),
      ).list;
    const back = (n: number) => new Date((seedStart - n * DAY) * 1000).toISOString().slice(0, 10);
    // The showcase broadcaster is the one whose days match the sessions.
    for (const row of rows) {
      const list = await days(row.uid);
      const on = (n: number) => list.find((d) => d.day === back(n));
      if (on(2)?.beans !== 640 || on(2)?.liveDuration !== 0) continue;
      expect(on(6)).toMatchObject({ liveDuration: 5400, validLiveDays: 1, beans: 1200 });
      expect(on(5)).toMatchObject({ liveDuration: 5400, validLiveDays: 1, beans: 0 });
      expect(on(4)).toMatchObject({ liveDuration: 3540, validLiveDays: 0 });
      expect(on(3)).toMatchObject({ liveDuration: 43_200, validLiveDays: 1, beans: 5500 });
      return;
    }
    throw new Error("no broadcaster with the showcase days");
  });
});

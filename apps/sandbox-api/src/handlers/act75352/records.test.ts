/**
 * Issue 24 items 5 and 6: the sign records page by cursor without repeating or skipping a row while
 * new sign-ups arrive; the round records carry the draw (group, slot, opponent) once sign-up has
 * closed and the results (outcome, beans, reward) once the round has ended; an export sends the
 * rows of the same filters.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ActivitySignStatus, RoundOutcome } from "@agent-portal/api-client/enums";
import { answerData, useTestSandbox } from "#testing/harness.ts";
import { REWARD_BEANS_BY_RANK, groupLetter, rewardOfRank } from "./draw.ts";

interface SignRecord {
  id: string;
  activityId: number;
}
interface RoundRecord extends SignRecord {
  roundId: number;
  roundStartTime: number;
  signStatus: number;
  rank: number;
  groupName: string;
  slotStartTime: number;
  slotEndTime: number;
  opponentBigoId: string;
  outcome: number;
  beans: number;
  rewardBeans: number;
}

const sandboxOf = useTestSandbox();
let owner: string;
let manager: string;
beforeAll(async () => {
  owner = await sandboxOf().login("agency.owner");
  manager = await sandboxOf().login("agency.manager");
});

const ok = async <T>(answer: ReturnType<ReturnType<typeof sandboxOf>["call"]>): Promise<T> => answerData<T>(await answer);
const get = <T>(path: string) => ok<T>(sandboxOf().call(path, { token: owner, method: "GET" }));

describe("sign_record_page", () => {
  it("pages by cursor without repeating or skipping a row while new sign-ups arrive", async () => {
    const first = await get<{ list: SignRecord[]; nextLastId: string; hasMore: boolean }>("/api/act75352/sign_record_page?pageSize=4");
    expect(first.list).toHaveLength(4);
    expect(first.hasMore).toBe(true);
    expect(first.nextLastId).toBe(first.list.at(-1)?.id);

    // Another manager signs two broadcasters up between the two pages.
    const anchors = await get<{ list: { anchorUid: string; eligible: number; signStatus: number }[] }>("/api/act75352/query_anchor_list?activityId=102&pageSize=100");
    const free = anchors.list.filter((a) => a.eligible === 1 && a.signStatus === ActivitySignStatus.None).slice(0, 2);
    await ok(
      sandboxOf().call("/api/act75352/sign", {
        token: manager,
        body: { activityId: 102, roundId: 1023, anchorUids: free.map((a) => a.anchorUid), formValues: { talent: "singing" } },
      }),
    );

    const rest = await get<{ list: SignRecord[]; hasMore: boolean }>(`/api/act75352/sign_record_page?pageSize=100&lastId=${first.nextLastId}`);
    const all = await get<{ list: SignRecord[] }>("/api/act75352/sign_record_page?pageSize=100");
    const paged = [...first.list, ...rest.list].map((r) => r.id);
    expect(new Set(paged).size).toBe(paged.length);
    // Every row but the two new ones (newest first, so before the cursor) came in the two pages, in order.
    expect(paged).toEqual(all.list.map((r) => r.id).slice(2));
    expect(rest.hasMore).toBe(false);
  });
});

describe("round_record_page", () => {
  it("before sign-up closes, answers no draw and no result", async () => {
    const page = await get<{ list: RoundRecord[] }>("/api/act75352/round_record_page?activityName=PK%20Championship&pageSize=100");
    expect(page.list.length).toBeGreaterThan(0);
    for (const row of page.list) expect(row).toMatchObject({ groupName: "", slotStartTime: 0, opponentBigoId: "", outcome: RoundOutcome.Pending, beans: 0, rewardBeans: 0 });
  });

  it("once the round has ended, answers the draw, the outcome of each pair, the beans and the rank's reward", async () => {
    const page = await get<{ list: RoundRecord[] }>("/api/act75352/round_record_page?activityName=New%20Talent%20Cup&pageSize=100");
    const inForce = page.list.filter((r) => r.signStatus === ActivitySignStatus.Approved);
    expect(inForce.length).toBeGreaterThanOrEqual(2);
    for (const row of inForce) {
      expect(row.groupName).toBe("A");
      expect(row.slotStartTime).toBeGreaterThanOrEqual(row.roundStartTime);
      expect(row.slotEndTime - row.slotStartTime).toBe(3_600);
      expect(row.outcome).not.toBe(RoundOutcome.Pending);
      expect(row.beans).toBeGreaterThan(0);
      expect(row.rewardBeans).toBe(rewardOfRank(row.rank));
    }
    // The two of round 1041 play each other: one won, one lost.
    const pair = inForce.filter((r) => r.roundId === 1041);
    expect(pair).toHaveLength(2);
    expect(pair.map((r) => r.outcome).sort()).toEqual([RoundOutcome.Win, RoundOutcome.Loss]);
    expect(pair[0]?.opponentBigoId).not.toBe("");
    // A cancelled registration is not in the draw.
    const cancelled = page.list.find((r) => r.signStatus === ActivitySignStatus.Cancelled);
    expect(cancelled).toMatchObject({ groupName: "", opponentBigoId: "", outcome: RoundOutcome.Pending });
  });

  it("with sort=rank, ranks each round's broadcasters (1 first, or last with order=desc), rounds still newest first", async () => {
    const path = "/api/act75352/round_record_page?activityName=New%20Talent%20Cup&pageSize=100&sort=rank";
    const ranked = (await get<{ list: RoundRecord[] }>(`${path}&order=asc`)).list;
    const rounds = ranked.map((r) => r.roundId).filter((id, i, all) => all.indexOf(id) === i);
    expect(rounds).toEqual([1042, 1041]);
    const round1041 = ranked.filter((r) => r.roundId === 1041).map((r) => r.rank);
    expect(round1041).toHaveLength(2);
    expect(round1041).toEqual([...round1041].sort((a, b) => a - b));
    expect(round1041[0]).not.toBe(round1041[1]);
    const reversed = (await get<{ list: RoundRecord[] }>(`${path}&order=desc`)).list.filter((r) => r.roundId === 1041).map((r) => r.rank);
    expect(reversed).toEqual([...round1041].reverse());
  });

  it("exports the rows of the same filters, with the draw and the results", async () => {
    const page = await get<{ total: number }>("/api/act75352/round_record_page?activityName=New%20Talent%20Cup&pageSize=1");
    const { url } = await ok<{ url: string }>(
      sandboxOf().call("/api/act75352/round_export", { token: owner, body: { startTime: 0, endTime: 4_102_444_800, activityName: "New Talent Cup" } }),
    );
    const file = new URL(url);
    const csv = await (await sandboxOf().app.request(file.pathname + file.search)).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toContain("opponent_bigo_id,outcome,rank,score,beans,reward_beans");
    expect(lines).toHaveLength(1 + page.total);
  });
});

describe("draw helpers", () => {
  it("names groups by letter and rewards only the ranks of the table", () => {
    expect([groupLetter(0), groupLetter(25), groupLetter(26)]).toEqual(["A", "Z", "AA"]);
    expect(rewardOfRank(0)).toBe(0);
    expect(rewardOfRank(1)).toBe(REWARD_BEANS_BY_RANK[0]);
    expect(rewardOfRank(REWARD_BEANS_BY_RANK.length + 1)).toBe(0);
  });
});

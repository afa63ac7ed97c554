/**
 * Issue 24 item 1: the PK recommendation limit (10 per broadcaster) holds, also for additions sent
 * at the same moment; candidate pages answer the broadcaster's count and the limit; the candidate
 * lists sort on the server by the asked column without repeating a row across pages.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PK_RECOMMEND_LIMIT, PkErrorCode } from "@agent-portal/api-client/contract/live-agent-service-pk";
import { PkCandidateSortField, SortOrder } from "@agent-portal/api-client/enums";
import { createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

interface Candidate {
  anchor_uid: string;
  pk_count_30d: number;
  pk_win_count_30d: number;
  beans_30d: number;
  recommended: 0 | 1;
}
interface CandidatePage {
  list: Candidate[];
  total: number;
  recommend_count: number;
  recommend_limit: number;
}

let sandbox: TestSandbox;
let owner: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  owner = await sandbox.login("agency.owner");
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

const call = (path: string, body: object) => sandbox.call(`/api/live_agent_service${path}`, { token: owner, body });
const data = async <T>(path: string, body: object): Promise<T> => {
  const answer = await call(path, body);
  expect(answer.body.code, answer.body.msg).toBe(1);
  return answer.body.data as T;
};

describe("PK recommendations", () => {
  it("answers the count and the limit, and refuses the addition beyond the limit even when sent together", async () => {
    const anchors = await data<{ list: { anchor_uid: string; recommend_count: number }[]; recommend_limit: number }>("/GetAnchorListWithPkInfo", { page: 1, page_size: 50 });
    expect(anchors.recommend_limit).toBe(PK_RECOMMEND_LIMIT);
    const anchor = anchors.list.find((row) => row.recommend_count === 0) ?? anchors.list[0];
    if (anchor === undefined) throw new Error("The seeded agency has no signed broadcaster.");
    const page = await data<CandidatePage>("/GetPkCandAgencyAnchorList", { anchor_uid: anchor.anchor_uid, page: 1, page_size: 40 });
    expect(page.recommend_limit).toBe(PK_RECOMMEND_LIMIT);
    const free = page.list.filter((row) => row.recommended === 0);
    const room = PK_RECOMMEND_LIMIT - page.recommend_count;
    expect(free.length).toBeGreaterThan(room + 2);
    // Fill all but one place, then send two single additions at once: exactly one passes.
    if (room > 1) await data("/AddPkRecomAnchor", { anchor_uid: anchor.anchor_uid, cand_anchor_uids: free.slice(0, room - 1).map((row) => row.anchor_uid) });
    const [first, second] = await Promise.all(
      free.slice(room - 1, room + 1).map((row) => call("/AddPkRecomAnchor", { anchor_uid: anchor.anchor_uid, cand_anchor_uids: [row.anchor_uid] })),
    );
    expect([first?.body.code, second?.body.code].sort()).toEqual([1, PkErrorCode.RecommendLimitReached]);
    const after = await data<CandidatePage>("/GetPkCandAgencyAnchorList", { anchor_uid: anchor.anchor_uid, page: 1, page_size: 1 });
    expect(after.recommend_count).toBe(PK_RECOMMEND_LIMIT);
    const refused = await call("/AddPkRecomAnchor", { anchor_uid: anchor.anchor_uid, cand_anchor_uids: [free[room + 1]?.anchor_uid ?? ""] });
    expect(refused.body.code).toBe(PkErrorCode.RecommendLimitReached);
    expect(refused.body.msg).toContain(String(PK_RECOMMEND_LIMIT));
  });

  it("sorts candidates by the asked column and direction, and pages without repeating a row", async () => {
    const anchors = await data<{ list: { anchor_uid: string }[] }>("/GetAnchorListWithPkInfo", { page: 1, page_size: 1 });
    const anchorUid = anchors.list[0]?.anchor_uid ?? "";
    const ask = (page: number, sortField: number, sortOrder: number) =>
      data<CandidatePage>("/GetPkCandAgencyAnchorList", { anchor_uid: anchorUid, page, page_size: 5, sort_field: sortField, sort_order: sortOrder });
    const byPk = await ask(1, PkCandidateSortField.PkCount30d, SortOrder.Ascending);
    const counts = byPk.list.map((row) => row.pk_count_30d);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const byBeans = [...(await ask(1, PkCandidateSortField.Beans30d, SortOrder.Descending)).list, ...(await ask(2, PkCandidateSortField.Beans30d, SortOrder.Descending)).list];
    const beans = byBeans.map((row) => row.beans_30d);
    expect(beans).toEqual([...beans].sort((a, b) => b - a));
    expect(new Set(byBeans.map((row) => row.anchor_uid)).size).toBe(byBeans.length);
    for (const row of byBeans) expect(row.pk_win_count_30d).toBeLessThanOrEqual(row.pk_count_30d);
  });
});

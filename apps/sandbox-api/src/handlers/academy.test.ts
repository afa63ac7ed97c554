/**
 * Issue 24 item 7: a tutorial answers its rich-text body and the language it is written in (the
 * academy holds one language per tutorial: a caller in another language gets that one, named);
 * the newest tutorials are recent enough for the portal's "new" badge; an unknown id is 46001.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { AcademyErrorCode } from "@agent-portal/api-client/contract/live-agent-portal-academy";
import { TEST_DAY, useTestSandbox } from "#testing/harness.ts";

const sandboxOf = useTestSandbox();
let owner: string;
beforeAll(async () => {
  owner = await sandboxOf().login("agency.owner");
});

const API = "/api/live_agent_portal";

describe("the academy", () => {
  it("answers a tutorial's rich text and its language, whatever the caller's language", async () => {
    const list = await sandboxOf().call(`${API}/act85157getTutorialList`, { token: owner, body: { page: 1, page_size: 20 } });
    const newest = (list.body.data as { list: { tutorial_id: string; publish_time: number }[] }).list[0];
    expect(newest).toBeDefined();
    expect(TEST_DAY.getTime() / 1000 - (newest?.publish_time ?? 0)).toBeLessThan(14 * 86_400);
    const answer = await sandboxOf().call(`${API}/act85157getTutorialById`, { token: owner, body: { tutorial_id: newest?.tutorial_id }, headers: { "x-client-lang": "ar" } });
    expect(answer.body.code).toBe(0);
    const tutorial = answer.body.data as { content_html: string; lang: string };
    expect(tutorial.lang).toBe("en");
    expect(tutorial.content_html).toMatch(/^<h2>.*<\/h2><p>/);
  });

  it("refuses an unknown tutorial with 46001", async () => {
    const answer = await sandboxOf().call(`${API}/act85157getTutorialById`, { token: owner, body: { tutorial_id: "999999" } });
    expect(answer.body.code).toBe(AcademyErrorCode.TutorialNotFound);
  });
});

/**
 * The sub-agent applications' red dot through the API (issue 23, item 6: agentGetIfHasDot,
 * agentClickDot): it shows for an application waiting for the agency, clears when the list is
 * opened, stays clear while nothing new arrives, and returns with the next application.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { answerData as data, useTestSandbox } from "#testing/harness.ts";

const sandbox = useTestSandbox();
let owner: string;
beforeAll(async () => {
  owner = await sandbox().login("agency.owner");
});

const U = "/api/union_oss";
const dot = async (token: string) => data<{ has_dot: 0 | 1; count: number }>(await sandbox().call(`${U}/agentGetIfHasDot`, { token, body: {} }));
const clickDot = async (token: string) => data<object>(await sandbox().call(`${U}/agentClickDot`, { token, body: {} }));

/** `username` applies to become a sub-agent of Nusantara and commits the form (the application then waits for the agency). */
async function applyAsSubAgent(username: string, team: string, phone: string): Promise<void> {
  const user = await sandbox().login(username);
  const opened = data<{ apply_id: string }>(await sandbox().call("/api/recruit_proxy/ProxyApply", { token: user, body: { parent_bigo_id: "budi.nusantara" } }));
  const info = { apply_id: opened.apply_id, name: team, contact_phone: phone, country: "PH", team_size: 3, experience: "" };
  expect(data<{ status: number }>(await sandbox().call("/api/recruit_proxy/ProxyCommitInfo", { token: user, body: info })).status).toBe(2);
}

describe("the sub-agent applications' red dot", () => {
  it("clears when the list is opened and returns with a new application", async () => {
    await applyAsSubAgent("anchor.3", "Angel Team", "639171110000");
    const first = await dot(owner);
    expect(first.has_dot).toBe(1);
    expect(first.count).toBeGreaterThan(0);

    await clickDot(owner);
    expect(await dot(owner)).toEqual({ has_dot: 0, count: 0 });
    sandbox().clock.advance(60);
    expect(await dot(owner)).toEqual({ has_dot: 0, count: 0 });

    await applyAsSubAgent("anchor.4", "Race Team", "639171110001");
    expect(await dot(owner)).toEqual({ has_dot: 1, count: 1 });
  });
});

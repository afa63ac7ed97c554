/**
 * What arrives from where (issue 19 item 5): absolute links come from the public origin, never
 * the `Host` header; `/sandbox/*` refuses other hosts, cross-site changes and large bodies; the API
 * refuses cross-site POSTs; stored files are served through signed, short-lived links only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SEED_DOCUMENT_FILE_ID } from "#seed/kyc-history.ts";
import { imageLink, signedFilePath } from "#services/file-links.ts";
import { useTestSandbox } from "#testing/harness.ts";

const PUBLIC = "https://agent.example.com";
const sandbox = useTestSandbox({ PUBLIC_ORIGIN: PUBLIC });
let owner = "";
beforeAll(async () => {
  owner = await sandbox().login("agency.owner");
});

const json = { "content-type": "application/json" };
const post = (url: string, headers: Record<string, string>, body: unknown = {}) =>
  sandbox().app.request(url, { method: "POST", headers: { ...json, ...headers }, body: JSON.stringify(body) });

describe("absolute links", () => {
  it("use PUBLIC_ORIGIN, whatever Host the request names", async () => {
    const response = await post("http://evil.example/api/live_agent_front/GetInviteLink", { authorization: `Bearer ${owner}` });
    const { data } = (await response.json()) as { data: { url: string } };
    expect(data.url.startsWith(`${PUBLIC}/agent/invite?code=`)).toBe(true);
    const exported = await sandbox().app.request("http://evil.example/api/recruit_anchor/ExportRecruitRecord", {
      method: "POST",
      headers: { authorization: `Bearer ${owner}`, "content-type": "application/x-www-form-urlencoded" },
      body: "status=4",
    });
    expect(((await exported.json()) as { data: { url: string } }).data.url.startsWith(`${PUBLIC}/sandbox/files/`)).toBe(true);
  });
});

describe("the /sandbox/* routes", () => {
  it("answer localhost and the public origin's host, and refuse any other (DNS rebinding)", async () => {
    expect((await sandbox().app.request("http://localhost:4173/sandbox/health")).status).toBe(200);
    expect((await sandbox().app.request("http://127.0.0.1/sandbox/health")).status).toBe(200);
    expect((await sandbox().app.request("https://agent.example.com/sandbox/health")).status).toBe(200);
    const refused = await sandbox().app.request("http://evil.example/sandbox/outbox");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "host not served: use localhost or the public origin" });
  });

  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (another origin of the site)", { "sec-fetch-site": "same-site" }],
    ["an Origin of another host", { origin: "http://evil.example" }],
    ["Origin: null", { origin: "null" }],
  ])("refuse a change sent with %s", async (_label, headers) => {
    const response = await post("http://localhost/sandbox/faults", headers, { match: {}, latencyMs: 1 });
    expect(response.status).toBe(403);
    expect((await sandbox().app.request("http://localhost/sandbox/faults")).status).toBe(200);
    expect(((await (await sandbox().app.request("http://localhost/sandbox/faults")).json()) as { rules: unknown[] }).rules).toEqual([]);
  });

  it("take changes from the same origin and from tools that send no Origin", async () => {
    expect((await post("http://localhost/sandbox/faults", { "sec-fetch-site": "same-origin", origin: "http://localhost" }, { match: { key: "none" } })).status).toBe(200);
    expect((await post("http://localhost/sandbox/faults", {}, { match: { key: "none" } })).status).toBe(200);
    expect((await sandbox().app.request("http://localhost/sandbox/faults", { method: "DELETE" })).status).toBe(200);
  });

  it("refuse a body over 64 KiB (413) on every tool route; the telemetry collector keeps its 1 MiB", async () => {
    const big = { match: {}, msg: "x".repeat(70 * 1024) };
    for (const path of ["/sandbox/faults", "/sandbox/reset", "/sandbox/sessions/expire", "/sandbox/security/bans", "/sandbox/security/appeals/decide"]) {
      expect((await post(`http://localhost${path}`, {}, big)).status).toBe(413);
    }
    const telemetry = await sandbox().app.request("http://localhost/sandbox/telemetry/track", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "y".repeat(200 * 1024),
    });
    expect(telemetry.status).toBe(200);
  });
});

describe("the API", () => {
  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["an Origin of another host", { origin: "https://evil.example" }],
  ])("refuses a POST sent with %s (403, 40300), before anything runs", async (_label, headers) => {
    const response = await post("http://localhost/api/agent/user/getVerifyCode", headers, { username: "agency.owner" });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 40300 });
  });

  it("takes same-origin and same-site POSTs (a proxy on another port of the host)", async () => {
    sandbox().clock.advance(61);
    expect(
      (await (
        await post("http://localhost/api/agent/user/getVerifyCode", { "sec-fetch-site": "same-origin", origin: "http://localhost" }, { username: "normal.user" })
      ).json()) as { code: number },
    ).toMatchObject({ code: 0 });
    sandbox().clock.advance(61);
    expect(
      (await (await post("http://localhost:4173/api/agent/user/getVerifyCode", { origin: "http://localhost:5173" }, { username: "normal.user" })).json()) as { code: number },
    ).toMatchObject({ code: 0 });
  });
});

describe("stored files", () => {
  it("are served through a signed link only, until it expires", async () => {
    const now = sandbox().clock();
    const link = new URL(imageLink(SEED_DOCUMENT_FILE_ID, now), "http://localhost");
    expect((await sandbox().app.request(link.pathname + link.search)).status).toBe(200);
    expect((await sandbox().app.request(link.pathname)).status).toBe(403);
    const tampered = link.search.replace(/signature=./, (s) => (s.endsWith("A") ? `${s.slice(0, -1)}B` : `${s.slice(0, -1)}A`));
    expect((await sandbox().app.request(link.pathname + tampered)).status).toBe(403);
    const other = new URL(signedFilePath("someone-elses-file", new Date(now.getTime() + 60_000)), "http://localhost");
    expect((await sandbox().app.request(`${link.pathname}?${other.searchParams.toString()}`)).status).toBe(403);
    sandbox().clock.advance(60 * 60 + 1);
    expect((await sandbox().app.request(link.pathname + link.search)).status).toBe(403);
  });

  it("are linked signed in the answers that show them (KYC photos)", async () => {
    const anchor = await sandbox().login("anchor.1");
    const answer = await sandbox().call("/api/live_agent_front/GetLastSubmittedKycInfo", {
      token: anchor,
      method: "POST",
      body: "source=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const urls = (answer.body.data as { kyc: { id_image_urls: string[] } | null }).kyc?.id_image_urls ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^\/sandbox\/files\/[A-Za-z0-9_-]+\?expires=\d+&signature=[A-Za-z0-9_-]+$/);
      expect((await sandbox().app.request(url)).status).toBe(200);
    }
  });
});

/**
 * Issue 8 item 10 end to end: error reports and tracking events reach the sandbox's local
 * collector (`/sandbox/telemetry/:channel`) and hold what they should, and nothing at all.
 *
 * The portal reads its telemetry configuration at build time, so this file builds a second
 * portal (`vite build` with `VITE_SENTRY_DSN`, `VITE_SENTRY_TUNNEL=/sandbox/telemetry/sentry` and
 * `VITE_TRACKING_URL=/sandbox/telemetry/track`, into `node_modules/.e2e/telemetry-dist-<worker>`)
 * and serves it with a second sandbox, once per worker (a folder per worker: a worker that replaces
 * a failed one never builds over a folder still served). The suite's main build has no DSN and no
 * tracking URL: the last test checks it sends nothing.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { devices } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { FAILED_RESOURCE, addFaults, expect, logInThroughForm, problemPatterns, test } from "./fixtures.ts";

const portalDir = fileURLToPath(new URL("..", import.meta.url));
/** The telemetry build's folder of the worker `workerIndex`. */
const telemetryDist = (workerIndex: number): string => fileURLToPath(new URL(`../node_modules/.e2e/telemetry-dist-${String(workerIndex)}`, import.meta.url));

/** The build-time configuration of the telemetry build. */
const TELEMETRY_ENV = {
  VITE_SENTRY_DSN: "https://e2epublickey@errors.invalid/1",
  VITE_SENTRY_TUNNEL: "/sandbox/telemetry/sentry",
  VITE_SENTRY_RELEASE: "agent-portal@e2e",
  VITE_TRACKING_URL: "/sandbox/telemetry/track",
};

/** Runs a command to completion; rejects with its output when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: portalDir, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${String(code)}):\n${output}`))));
  });
}

/** Starts a sandbox serving `dist` on a free port; resolves its origin and the child. */
function startSandbox(dist: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn("pnpm", ["--filter", "@agent-portal/sandbox-api", "serve"], {
    cwd: portalDir,
    env: { ...process.env, PORT: "0", SANDBOX_DATA_DIR: "memory://", PORTAL_DIST: dist, FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`The telemetry sandbox did not start within 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Agent Portal sandbox: (http:\/\/\S+?)\/agent\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], child });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The telemetry sandbox exited with code ${String(code)}:\n${output}`));
    });
  });
}

/** What the collector holds for a channel, oldest first. */
async function collected(request: APIRequestContext, channel: string): Promise<{ body: string; contentType: string }[]> {
  const response = await request.get(`/sandbox/telemetry?channel=${channel}`);
  expect(response.ok()).toBe(true);
  const { entries } = (await response.json()) as { entries: { body: string; contentType: string }[] };
  return entries.reverse();
}

/** The items of a Sentry envelope (newline-delimited JSON: header, then item header and payload pairs). */
function envelopeItems(body: string): { type: string; payload: Record<string, unknown> }[] {
  const lines = body.split("\n").filter((line) => line.trim() !== "");
  const items: { type: string; payload: Record<string, unknown> }[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? "{}") as { type?: string };
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(lines[index + 1] ?? "{}") as Record<string, unknown>;
    } catch {
      // Binary attachments are not expected; keep the header only.
    }
    items.push({ type: header.type ?? "", payload });
  }
  return items;
}

const telemetryTest = test.extend<object, { telemetryBase: string }>({
  telemetryBase: [
    async ({}, use, workerInfo) => {
      const dist = telemetryDist(workerInfo.workerIndex);
      await run("pnpm", ["exec", "vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"], { ...process.env, ...TELEMETRY_ENV });
      const { url, child } = await startSandbox(dist);
      await use(url);
      if (child.pid !== undefined && child.exitCode === null) {
        process.kill(-child.pid, "SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ telemetryBase }, use) => {
    await use(telemetryBase);
  },
});

telemetryTest.describe("with a DSN and a tracking URL", () => {
  telemetryTest.use({ expectedProblems: problemPatterns(/^HTTP 500: GET .*\/api\/agent\/permission\/getRegions/, FAILED_RESOURCE) });

  telemetryTest("an HTTP 500 of a call is reported, with the token, codes and redirect scrubbed", async ({ page }) => {
    await page.goto("/agent/login");
    await logInThroughForm(page, "agency.manager");
    const token = await page.evaluate(() => window.localStorage.getItem("token"));
    expect(token).toBeTruthy();
    await page.request.delete("/sandbox/telemetry");
    await addFaults(page, [{ match: { path: "/api/agent/permission/getRegions" }, httpStatus: 500, msg: "regions store down" }]);
    // A reload loads the session again: getRegions answers 500 (after its two retries).
    await page.goto("/agent/guild/security?token=leaked-token-123456&code=654321&redirect=%2Fagent%2Fpay&page=2");
    await expect(page.getByRole("heading", { level: 1, name: "Guild security" })).toBeVisible();

    /** The envelope holding the ApiFailure event of getRegions, if it arrived. */
    const findReport = async (): Promise<{ body: string; event: Record<string, unknown> } | null> => {
      for (const entry of await collected(page.request, "sentry")) {
        const event = envelopeItems(entry.body).find((item) => item.type === "event")?.payload;
        if (event && JSON.stringify(event).includes("HTTP 500 /agent/permission/getRegions")) return { body: entry.body, event };
      }
      return null;
    };
    await expect.poll(async () => (await findReport()) !== null, { timeout: 20_000 }).toBe(true);
    const report = await findReport();
    if (report === null) throw new Error("The report disappeared from the collector.");
    const { body, event } = report;
    expect(event.environment).toBe("prod");
    expect(event.release).toBe("agent-portal@e2e");
    expect(event.tags).toMatchObject({ "api.url": "/agent/permission/getRegions", "http.status": 500, "api.code": 50000 });
    const exception = JSON.stringify(event.exception);
    expect(exception).toContain("ApiFailure");
    // The page URL went out scrubbed; the other query values stayed.
    const requestUrl = (event.request as { url?: string } | undefined)?.url ?? "";
    expect(requestUrl).toContain("/agent/guild/security");
    expect(requestUrl).not.toMatch(/leaked-token|654321|%2Fagent%2Fpay/);
    // No secret anywhere in what was sent.
    for (const secret of [token ?? "", "leaked-token-123456", "654321", "sandbox123"]) expect(body).not.toContain(secret);
    // Traces are sampled at 1: the page load went out as well.
    const everything = (await collected(page.request, "sentry")).map((entry) => entry.body).join("\n");
    expect(everything).toMatch(/"type":"(?:transaction|span)"/);
    for (const secret of [token ?? "", "leaked-token-123456", "654321"]) expect(everything).not.toContain(secret);
  });
});

/** The tracking events the collector received, parsed. */
async function trackingEvents(request: APIRequestContext): Promise<Record<string, unknown>[]> {
  return (await collected(request, "track")).map((entry) => JSON.parse(entry.body) as Record<string, unknown>);
}

async function expectPageView(page: Page, route: string, pageType: number): Promise<void> {
  await expect
    .poll(async () => (await trackingEvents(page.request)).find((event) => event.event === "page_view" && (event.props as { route?: string }).route === route) ?? null, {
      timeout: 15_000,
    })
    .toMatchObject({ activity_id: 66965, page_type: pageType, page: expect.stringMatching(/^\/agent\//) });
}

telemetryTest("tracking events carry activity 66965 and page type 1 on a desktop, 2 on a phone", async ({ page, browser, telemetryBase }) => {
  await page.goto("/agent/login?redirect=%2Fagent%2Fsecret-place");
  await expectPageView(page, "Login", 1);
  const sent = await trackingEvents(page.request);
  expect(JSON.stringify(sent), "the query (redirect) is never sent").not.toContain("secret-place");

  await page.request.delete("/sandbox/telemetry");
  const phone = await browser.newContext({ ...devices["Pixel 7"], baseURL: telemetryBase });
  try {
    const mobile = await phone.newPage();
    await mobile.goto("/agent/login");
    await expectPageView(mobile, "Login", 2);
  } finally {
    await phone.close();
  }
});

test.describe("without a DSN or tracking URL (the suite's main build)", () => {
  test.use({ expectedProblems: problemPatterns(/^HTTP 500: GET .*\/api\/agent\/permission\/getRegions/, FAILED_RESOURCE) });

  test("nothing is loaded or sent, even when a call fails", async ({ page }) => {
    const telemetryRequests: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (/\/sandbox\/telemetry|sentry|errors\.invalid/i.test(url)) telemetryRequests.push(url);
    });
    await page.goto("/agent/login");
    await logInThroughForm(page, "agency.manager");
    await addFaults(page, [{ match: { path: "/api/agent/permission/getRegions" }, httpStatus: 500 }]);
    await page.goto("/agent/guild/security");
    await expect(page.getByRole("heading", { level: 1, name: "Guild security" })).toBeVisible();
    await page.waitForTimeout(2000);
    expect(telemetryRequests).toEqual([]);
    expect(await collected(page.request, "sentry")).toEqual([]);
    expect(await collected(page.request, "track")).toEqual([]);
  });
});

#!/usr/bin/env node
// @ts-check
/**
 * `pnpm bench:export`: the 100,000-row streaming export benchmark (issue 20: "an export of
 * 100,000 rows streams, and the server's memory grows by less than 50 MB"). Run by
 * `tooling/scripts/with-postgres.sh`, which gives it a throwaway PostgreSQL in `DATABASE_URL`:
 *
 * 1. starts the sandbox API on that database (`node --import tsx src/main.ts`, with Node's default
 *    flags, as `pnpm start` runs it, so the process measured is the server itself; it migrates and
 *    seeds the empty database);
 * 2. adds {@link EXTRA_ROWS} broadcasters to `agency.owner`'s agency, each with one day of live
 *    figures (`generate_series` in `psql`: nothing passes through the server);
 * 3. logs `agency.owner` in, warms the export path up with a one-row export (a file at once), then
 *    takes the server's resident memory (`VmRSS` of `/proc/<pid>/status`) as the baseline;
 * 4. sends the live tab's export (`agentOss/export`, tabs `live`): over the job threshold, it
 *    answers a job; polls `exportJob/status` until it is done and downloads the file as a stream,
 *    counting its lines, while sampling the server's `VmRSS` every {@link SAMPLE_MS} ms;
 * 5. checks the file (byte-order mark, a header and one line per row) and fails (exit 1) when the
 *    highest sample lies more than {@link BUDGET_MB} MB above the baseline.
 *
 * Environment: `DATABASE_URL` (required; given by with-postgres.sh), `BENCH_EXPORT_ROWS` (default
 * 100000). It prints the figures; it writes nothing. Not part of CI (about 1 to 2 minutes).
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { logIn, root } from "./bench/sandbox.mjs";

/** Broadcasters (and so export rows) added for the run. */
const EXTRA_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? "100000");
/** The budget: the server's resident memory may grow by less than this during the export, MB. */
const BUDGET_MB = 50;
/** How often the server's memory is read, milliseconds. */
const SAMPLE_MS = 20;
const LD = "/bigo_act_livedata_api";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is not set: run `pnpm bench:export` (tooling/scripts/with-postgres.sh gives it a PostgreSQL)");
if (!Number.isInteger(EXTRA_ROWS) || EXTRA_ROWS < 1) throw new Error("BENCH_EXPORT_ROWS must be a positive integer");

/** Resident memory of a process, MB (`VmRSS`). */
const rssMb = (/** @type {number} */ pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${String(pid)}/status`, "utf8"));
  return Number(match?.[1] ?? Number.NaN) / 1024;
};

/** Runs SQL in the bench's database with psql; answers its output. */
const psql = (/** @type {string} */ query) => {
  const result = spawnSync("psql", [databaseUrl, "-v", "ON_ERROR_STOP=1", "-At", "-c", query], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout.trim();
};

/** Starts the sandbox on DATABASE_URL; resolves its origin, pid and a stop function. */
function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: join(root, "apps/sandbox-api"),
    env: { ...process.env, PORT: "0", SANDBOX_CLIENT_LIMITS: "off", FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return /** @type {Promise<{ origin: string; pid: number; stop: () => void }>} */ (
    new Promise((resolve, reject) => {
      let output = "";
      const timer = setTimeout(() => reject(new Error(`The sandbox did not start within 180 s:\n${output}`)), 180_000);
      const onData = (/** @type {Buffer} */ chunk) => {
        output += chunk.toString();
        const match = /Agent Portal sandbox: (http:\/\/\S+?)\/agent\//.exec(output);
        if (!match?.[1] || child.pid === undefined) return;
        clearTimeout(timer);
        resolve({ origin: match[1], pid: child.pid, stop: () => child.kill("SIGTERM") });
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      child.on("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`The sandbox exited with code ${String(code)}:\n${output}`));
      });
    })
  );
}

/** Adds EXTRA_ROWS broadcasters with one live day each to agency.owner's agency; answers the day. */
function addRows() {
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const agency = psql("SELECT am.agency_id FROM agency_members am JOIN accounts a ON a.id = am.account_id WHERE a.username = 'agency.owner' ORDER BY am.role LIMIT 1");
  psql(`INSERT INTO broadcasters (uid, bigo_id, nickname, country, agency_id, broker_id, contract_state, contract_start, contract_end, joined_at, status, level)
        SELECT (900000000000 + g)::text, 'bench' || g, 'Bench broadcaster ' || g, t.country, t.agency_id, t.broker_id, t.contract_state, t.contract_start, t.contract_end, t.joined_at, t.status, t.level
        FROM (SELECT * FROM broadcasters WHERE agency_id = ${agency} AND contract_state = 'signed' ORDER BY uid LIMIT 1) t, generate_series(1, ${String(EXTRA_ROWS)}) g`);
  psql(`INSERT INTO live_daily_metrics (broadcaster_uid, day, agency_id, live_seconds, beans, valid_day, pk_count, pk_wins, pk_beans, new_fans, viewers, gift_senders, multi_room_seconds)
        SELECT (900000000000 + g)::text, '${day}', ${agency}, 3600 + g % 7200, g % 5000, 1, g % 3, g % 2, 0, g % 10, g % 300, g % 20, 0 FROM generate_series(1, ${String(EXTRA_ROWS)}) g`);
  return day;
}

/** A live-data call as JSON or a form; answers `data`, throwing on a business code. */
async function call(/** @type {string} */ origin, /** @type {string} */ token, /** @type {string} */ path, /** @type {Record<string, unknown> | URLSearchParams} */ body) {
  const form = body instanceof URLSearchParams;
  const response = await fetch(`${origin}${LD}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": form ? "application/x-www-form-urlencoded" : "application/json" },
    body: form ? body.toString() : JSON.stringify(body),
  });
  const envelope = /** @type {{ code: number; msg: string; data: any }} */ (await response.json());
  if (envelope.code !== 0) throw new Error(`${path} answered ${String(envelope.code)}: ${envelope.msg}`);
  return envelope.data;
}

/** Downloads a file as a stream; answers its byte-order mark and line count (never holding it whole). */
async function streamLines(/** @type {string} */ url) {
  const response = await fetch(url);
  if (!response.ok || response.body === null) throw new Error(`download answered HTTP ${String(response.status)}`);
  let lines = 0;
  let bytes = 0;
  /** @type {number[]} */
  const head = [];
  for await (const chunk of response.body) {
    const piece = /** @type {Uint8Array} */ (chunk);
    for (const byte of piece.subarray(0, Math.max(0, 3 - head.length))) head.push(byte);
    bytes += piece.length;
    for (const byte of piece) if (byte === 0x0a) lines += 1;
  }
  return { bom: head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf, lines, bytes };
}

const server = await startServer();
try {
  console.info(`Export bench against ${server.origin} (server pid ${String(server.pid)}, Node's default flags), ${String(EXTRA_ROWS)} broadcasters added`);
  const day = addRows();
  const token = await logIn(server.origin, "agency.owner");
  const startTime = Date.parse(`${day}T00:00:00Z`) / 1000 - 3 * 86_400;
  const endTime = Date.parse(`${day}T23:59:59Z`) / 1000;
  const form = (/** @type {Record<string, string>} */ extra) => new URLSearchParams({ startTime: String(startTime), endTime: String(endTime), tabs: "live", ...extra });
  // Warm-up: the same code paths with one row (a file at once).
  const warm = await call(server.origin, token, "/agentOss/export", form({ bigoId: "bench1" }));
  await streamLines(warm.url);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baseline = rssMb(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, SAMPLE_MS);
  const started = performance.now();
  const job = await call(server.origin, token, "/agentOss/export", form({}));
  if (typeof job.jobId !== "string") throw new Error(`the export answered a file, not a job: ${JSON.stringify(job)}`);
  /** @type {{ status: number; url: string | null; rowsTotal: number; rowsWritten: number; errorCode: number | null }} */
  let state;
  for (;;) {
    state = await call(server.origin, token, "/exportJob/status", { jobId: job.jobId });
    if (state.status !== 1) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (state.status !== 2 || state.url === null) throw new Error(`the job failed with code ${String(state.errorCode)}`);
  const written = performance.now();
  const jobPeak = Math.max(peak, rssMb(server.pid));
  const file = await streamLines(state.url);
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server.pid));
  const growth = peak - baseline;
  console.info(
    [
      `Rows: ${String(state.rowsTotal)} (job answered for ${String(job.rowsTotal)}); file ${(file.bytes / 1024 / 1024).toFixed(1)} MB, ${String(file.lines)} lines, BOM ${file.bom ? "yes" : "no"}`,
      `Job: ${((written - started) / 1000).toFixed(1)} s to write; download ${((performance.now() - written) / 1000).toFixed(1)} s`,
      `Server memory (VmRSS): baseline ${baseline.toFixed(1)} MB, peak ${peak.toFixed(1)} MB (while the job wrote the file ${jobPeak.toFixed(1)} MB), growth ${growth.toFixed(1)} MB (budget < ${String(BUDGET_MB)} MB)`,
    ].join("\n"),
  );
  const problems = [];
  if (!file.bom) problems.push("the file has no byte-order mark");
  if (file.lines !== state.rowsTotal + 1) problems.push(`the file has ${String(file.lines)} lines for ${String(state.rowsTotal)} rows and a header`);
  if (state.rowsTotal < EXTRA_ROWS) problems.push(`the export holds ${String(state.rowsTotal)} rows, fewer than the ${String(EXTRA_ROWS)} added`);
  if (growth >= BUDGET_MB) problems.push(`the server's memory grew by ${growth.toFixed(1)} MB (budget < ${String(BUDGET_MB)} MB)`);
  if (problems.length > 0) {
    console.error(`\nFAILED:\n- ${problems.join("\n- ")}`);
    process.exitCode = 1;
  } else console.info("\nWithin budget.");
} finally {
  server.stop();
}

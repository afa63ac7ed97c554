#!/usr/bin/env node
// @ts-check
/**
 * `pnpm bench:distribution`: the distribution upload's server validation benchmark (issue 21:
 * "a 10,000-row file is validated by the server in under 2 s"). Starts the sandbox (in-memory
 * data, `bench/sandbox.mjs`; build the apps first, as for `pnpm bench`), logs `agency.owner` in,
 * and sends {@link RUNS} previews (`PaymentAgencyDistributionPreview`) of a {@link ROWS}-row file:
 * the agency's own broadcasters first (valid rows), then Bigo IDs the server must look up and
 * refuse (unknown), each with a 40-character note. Each run's file differs (its note), so none is
 * "the same file again". Prints each run's time, from sending the request to reading the whole
 * answer, and the counts the server gave, and fails (exit 1) when the median is over
 * {@link BUDGET_MS} ms or the counts do not add up to the rows sent. Not part of CI (about a minute).
 */
import { createHash } from "node:crypto";
import { logIn, startSandbox } from "./bench/sandbox.mjs";

/** Rows per file. */
const ROWS = 10_000;
/** The budget of the median run, milliseconds. */
const BUDGET_MS = 2_000;
/** Previews sent (the median is judged). */
const RUNS = 3;
const LAS = "/api/live_agent_service";

const sandbox = await startSandbox();
let failed = false;
try {
  const token = await logIn(sandbox.origin, "agency.owner");
  /** Sends one call; answers its `data`, or throws with its code. @param {string} path @param {unknown} body */
  const call = async (path, body) => {
    const response = await fetch(`${sandbox.origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const answer = /** @type {{ code: number; msg: string; data?: any }} */ (await response.json());
    if (answer.data === undefined) throw new Error(`${path}: ${String(answer.code)} ${answer.msg}`);
    return answer.data;
  };
  const anchors = /** @type {{ list: { bigo_id: string }[] }} */ (await call("/api/broker/QryAnchorList", { page_size: 100 })).list.map((a) => a.bigo_id);
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const rows = Array.from({ length: ROWS }, (_v, i) => ({
      line: i + 2,
      bigo_id: anchors[i] ?? `bench.unknown.${String(i)}`,
      amount: String(1 + (i % 97)),
      note: `run ${String(run)} row ${String(i)}`.padEnd(40, "."),
    }));
    const file = JSON.stringify(rows);
    const started = performance.now();
    const batch = /** @type {{ counts: { total: number; valid: number; invalid: number } }} */ (
      await call(`${LAS}/PaymentAgencyDistributionPreview`, { file_name: `bench-${String(run)}.csv`, file_sha256: createHash("sha256").update(file).digest("hex"), rows })
    );
    const took = performance.now() - started;
    times.push(took);
    const { total, valid, invalid } = batch.counts;
    console.log(`run ${String(run + 1)}: ${took.toFixed(0)} ms, ${String(total)} rows (${String(valid)} valid, ${String(invalid)} invalid)`);
    if (total !== ROWS || valid + invalid !== ROWS) {
      console.error(`The counts do not add up to the ${String(ROWS)} rows sent.`);
      failed = true;
    }
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.POSITIVE_INFINITY;
  console.log(`median ${median.toFixed(0)} ms (budget ${String(BUDGET_MS)} ms)`);
  if (median > BUDGET_MS) failed = true;
} finally {
  await sandbox.stop();
}
process.exit(failed ? 1 : 0);

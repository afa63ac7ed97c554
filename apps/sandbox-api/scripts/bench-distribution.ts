/**
 * `pnpm --filter @agent-portal/sandbox-api bench:distribution` (a benchmark, not a test): seeds an
 * in-memory sandbox, logs in as `agency.owner` and sends PaymentAgencyDistributionPreview a file
 * of 10,000 rows (the most one file may hold: the owner's signed broadcasters, then repeated IDs,
 * amounts as typed, 150-character notes), five times, and prints each call's time and the median.
 * Budget (issue 21): the server validates a 10,000-row file in under 2 s (median); exits 1 over it.
 */
import { createHash } from "node:crypto";
import { DISTRIBUTION_MAX_ROWS } from "@agent-portal/api-client/contract/live-agent-service-distribution";
import { loadConfig } from "#config.ts";
import { openDatabase } from "#db/client.ts";
import { createApp } from "#http/app.ts";
import { SANDBOX_PASSWORD } from "#seed/fixtures.ts";
import { seedDatabase } from "#seed/index.ts";

const BUDGET_MS = 2_000;
const RUNS = 5;

const config = loadConfig({ SANDBOX_DATA_DIR: "memory://", SANDBOX_SEED: "1" });
const database = await openDatabase(config.database);
await database.migrate();
await seedDatabase(database.db, { seed: config.seed });
const app = createApp({ db: database.db, config });

const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
  const response = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 0 && answer.code !== 1) throw new Error(`${path} answered ${String(answer.code)}: ${answer.msg}`);
  return answer.data;
};

await post("/api/agent/user/getVerifyCode", { username: "agency.owner" });
const outbox = (await (await app.request("/sandbox/outbox?to=agency.owner")).json()) as { messages: { code: string | null }[] };
const { token } = await post<{ token: string }>("/api/agent/user/login", { username: "agency.owner", password: SANDBOX_PASSWORD, code: outbox.messages[0]?.code ?? "" });
const anchors = (await post<{ list: { bigo_id: string }[] }>("/api/broker/QryAnchorList", { page_size: 100 }, token)).list.map((a) => a.bigo_id);
const rows = Array.from({ length: DISTRIBUTION_MAX_ROWS }, (_v, i) => ({
  line: i + 2,
  bigo_id: anchors[i % anchors.length] ?? "",
  amount: String(1 + (i % 997)),
  note: "n".repeat(150),
}));

const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const batch = await post<{ counts: { total: number } }>(
    "/api/live_agent_service/PaymentAgencyDistributionPreview",
    {
      file_name: "bench.csv",
      file_sha256: createHash("sha256")
        .update(`bench ${String(run)}`)
        .digest("hex"),
      rows,
    },
    token,
  );
  times.push(performance.now() - started);
  if (batch.counts.total !== DISTRIBUTION_MAX_ROWS) throw new Error(`the preview answered ${String(batch.counts.total)} rows`);
}
const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Infinity;
console.info(
  `PaymentAgencyDistributionPreview, ${String(DISTRIBUTION_MAX_ROWS)} rows: ${times.map((t) => `${t.toFixed(0)} ms`).join(", ")}; median ${median.toFixed(0)} ms (budget ${String(BUDGET_MS)} ms)`,
);
await database.close();
process.exit(median <= BUDGET_MS ? 0 : 1);

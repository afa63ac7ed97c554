/**
 * Test harness: an in-memory PGlite database, migrated and seeded (loaded from the snapshot
 * of {@link ./snapshot.ts}), behind the real app, with a controllable clock. One per test file.
 * Under `test:pg` the database is instead a fresh copy, on a real PostgreSQL, of the seeded
 * template of {@link ./postgres.ts}, dropped when the file closes its sandbox.
 */
import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, inject, vi } from "vitest";
import { VerifyCodeScene, VerifyCodeType } from "@agent-portal/api-client/enums";
import { loadConfig } from "#config.ts";
import type { SandboxConfig } from "#config.ts";
import { openDatabase } from "#db/client.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { createApp } from "#http/app.ts";
import { DEFAULT_PUBLIC_ORIGIN } from "#http/deps.ts";
import type { AppDeps } from "#http/deps.ts";
import { createFaultStore } from "#http/faults.ts";
import { createTelemetryStore } from "#http/telemetry.ts";
import { SANDBOX_PASSWORD } from "#seed/fixtures.ts";
import { seedDatabase } from "#seed/index.ts";

import { copyTemplate, databaseUrl, dropDatabase, POSTGRES_KEY } from "./postgres.ts";
import { readSnapshot, SNAPSHOT_KEY, TEST_DAY, TEST_SEED } from "./snapshot.ts";

export { TEST_DAY, TEST_SEED } from "./snapshot.ts";

/** A clock tests move by hand. */
export interface TestClock {
  (): Date;
  /** Moves the clock forward by `seconds`. */
  advance(seconds: number): void;
}

/** Creates a clock starting at `start`. */
export function createTestClock(start: Date = TEST_DAY): TestClock {
  let current = start.getTime();
  const clock = (() => new Date(current)) as TestClock;
  clock.advance = (seconds: number) => {
    current += seconds * 1000;
  };
  return clock;
}

/** Options of one call made through {@link TestSandbox.call}. */
export interface CallOptions {
  readonly method?: "GET" | "POST";
  readonly token?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** An answer: HTTP status and parsed JSON body. */
export interface CallResult {
  readonly status: number;
  readonly body: { code: number; msg: string; data?: unknown };
}

/** A migrated, seeded sandbox with helpers. */
export interface TestSandbox {
  readonly app: Hono;
  readonly database: DatabaseHandle;
  readonly config: SandboxConfig;
  readonly clock: TestClock;
  /** The dependencies the app was built with (its fault store and telemetry collector included). */
  readonly deps: AppDeps;
  /** Calls the app; POST bodies are sent as JSON (a string body is sent as is, e.g. a form with its content type). */
  call(path: string, options?: CallOptions): Promise<CallResult>;
  /** The newest outbox code for `username`, or null. */
  latestCode(username: string): Promise<string | null>;
  /** Requests a code (moving the clock past the 60 s throttle first) and logs in; answers the token. */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Opens a fresh in-memory sandbox (migrated, seeded with {@link TEST_SEED} on {@link TEST_DAY}):
 * from the snapshot the global setup provides, else (another runner) migrated and seeded here.
 */
export async function createTestSandbox(overrides: Partial<Record<string, string>> = {}): Promise<TestSandbox> {
  const postgresServer = inject(POSTGRES_KEY);
  const copy = postgresServer === undefined ? null : await copyTemplate(postgresServer);
  const config = loadConfig({
    SANDBOX_DATA_DIR: "memory://",
    SANDBOX_SEED: String(TEST_SEED),
    ...(postgresServer === undefined || copy === null ? {} : { DATABASE_URL: databaseUrl(postgresServer.adminUrl, copy) }),
    ...overrides,
  });
  const snapshot = inject(SNAPSHOT_KEY);
  const database = await openDatabase(config.database, snapshot === undefined || copy !== null ? {} : { loadDataDir: await readSnapshot(snapshot) });
  if (snapshot === undefined && copy === null) {
    await database.migrate();
    await seedDatabase(database.db, { seed: TEST_SEED, today: TEST_DAY });
  }
  const clock = createTestClock();
  const deps: AppDeps = {
    db: database.db,
    config,
    clock,
    faults: createFaultStore(config.faults),
    telemetry: createTelemetryStore(),
    publicOrigin: () => config.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN,
    exportSettings: { jobRows: config.exportJobRows },
  };
  const app = createApp(deps);

  const call = async (path: string, options: CallOptions = {}): Promise<CallResult> => {
    const method = options.method ?? (options.body === undefined ? "GET" : "POST");
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    const raw = typeof options.body === "string";
    if (options.body !== undefined && headers["content-type"] === undefined) headers["content-type"] = "application/json";
    const response = await app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : raw ? options.body : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as CallResult["body"] };
  };

  const latestCode = async (username: string): Promise<string | null> => {
    const response = await app.request(`/sandbox/outbox?to=${encodeURIComponent(username)}`);
    const { messages } = (await response.json()) as { messages: { code: string | null }[] };
    return messages[0]?.code ?? null;
  };

  const login = async (username: string, password = SANDBOX_PASSWORD): Promise<string> => {
    clock.advance(61);
    const sent = await call("/api/agent/user/getVerifyCode", { body: { username } });
    if (sent.body.code !== 0) throw new Error(`getVerifyCode(${username}) answered ${String(sent.body.code)}`);
    const code = await latestCode(username);
    if (code === null) throw new Error(`no code in the outbox for ${username}`);
    const answer = await call("/api/agent/user/login", { body: { username, password, code } });
    const data = answer.body.data as { token?: unknown } | undefined;
    if (answer.body.code !== 0 || typeof data?.token !== "string") {
      throw new Error(`login(${username}) answered ${String(answer.body.code)}: ${answer.body.msg}`);
    }
    return data.token;
  };

  const close = async () => {
    await database.close();
    if (postgresServer !== undefined && copy !== null) await dropDatabase(postgresServer.adminUrl, copy);
  };
  return { app, database, config, clock, deps, call, latestCode, login, close };
}

/**
 * The usual hooks of a test file, registered in one call: a sandbox ({@link createTestSandbox}
 * with `overrides`) opened before the file's tests and closed after them, and `console.info` (one
 * line per request) silenced while it opens and in every test. Answers the sandbox; calling it
 * before the file's `beforeAll` hooks ran throws. Further `beforeAll` hooks of the file run after
 * the sandbox opened.
 */
export function useTestSandbox(overrides: Partial<Record<string, string>> = {}): () => TestSandbox {
  let sandbox: TestSandbox | null = null;
  const quiet = () => vi.spyOn(console, "info").mockImplementation(() => undefined);
  beforeAll(async () => {
    quiet();
    sandbox = await createTestSandbox(overrides);
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  beforeEach(quiet);
  return () => {
    if (sandbox === null) throw new Error("the test sandbox opens in beforeAll");
    return sandbox;
  };
}

/**
 * The `data` of a successful answer (code 0, or 1 where a call answers "done, nothing changed"),
 * typed as the caller expects it (a cast, in one place); any other code throws with the code and
 * the message.
 */
// The type argument names the expected answer shape at each call site.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function answerData<T>(answer: CallResult): T {
  if (answer.body.code !== 0 && answer.body.code !== 1) throw new Error(`answered ${String(answer.body.code)}: ${answer.body.msg}`);
  return answer.body.data as T;
}

/** Phone-verifies a session through the real calls: binds `bindPhone` first when the account has no phone. */
export async function verifyPhone(sandbox: TestSandbox, token: string, bigoId: string, bindPhone = "6281377700001"): Promise<void> {
  const U = "/api/union_oss";
  sandbox.clock.advance(61);
  const has = await sandbox.call(`${U}/checkIfUidHasPhone`, { token, body: {} });
  const scene = has.body.code === 0 ? VerifyCodeScene.CHECK_AUTH : VerifyCodeScene.BIND_PHONE;
  const sent = await sandbox.call(`${U}/sendVerifyCode`, {
    token,
    body: { type: VerifyCodeType.PHONE_MSG, scene, bigo_id: bigoId, ...(scene === VerifyCodeScene.BIND_PHONE ? { phone: bindPhone } : {}) },
  });
  if (sent.body.code !== 0) throw new Error(`sendVerifyCode answered ${String(sent.body.code)}: ${sent.body.msg}`);
  const response = await sandbox.app.request(`/sandbox/outbox?limit=1`);
  const { messages } = (await response.json()) as { messages: { code: string | null }[] };
  const code = messages[0]?.code ?? "";
  const answer =
    scene === VerifyCodeScene.BIND_PHONE
      ? await sandbox.call(`${U}/setUidHasPhone`, { token, body: { phone: bindPhone, code } })
      : await sandbox.call(`${U}/checkVerifyCode`, { token, body: { type: VerifyCodeType.PHONE_MSG, scene: VerifyCodeScene.CHECK_AUTH, code } });
  if (answer.body.code !== 0) throw new Error(`phone verification answered ${String(answer.body.code)}: ${answer.body.msg}`);
}

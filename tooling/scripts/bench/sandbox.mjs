// @ts-check
/**
 * The bench's server: builds the portal and the mobile webview (Turborepo, cached), starts the
 * sandbox API serving both on a free port with a fresh in-memory database, and logs a seeded
 * account in through the API.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * Runs a command from the repository root, inheriting the output; rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 */
export function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(" ")} exited with ${String(code)}`))));
  });
}

/** Builds the portal and the mobile webview with their dependencies. */
export function buildApps() {
  return run("pnpm", ["exec", "turbo", "run", "build", "--filter=@agent-portal/portal", "--filter=@agent-portal/mobile-webview", "--output-logs=errors-only"]);
}

/**
 * Starts the sandbox (PORT=0, in-memory data, the built portal and webview) and resolves its origin and a stop function.
 * `dists` serves other builds (copies of an earlier `apps/portal/dist` or `apps/mobile-webview/dist`,
 * to compare two builds); by default `BENCH_PORTAL_DIST` for the portal, else this repository's builds.
 * @param {{ portal?: string; webview?: string }} [dists]
 * @returns {Promise<{ origin: string; stop: () => Promise<void> }>}
 */
export function startSandbox(dists = {}) {
  const portal = dists.portal ?? process.env.BENCH_PORTAL_DIST ?? `${root}/apps/portal/dist`;
  const webview = dists.webview ?? `${root}/apps/mobile-webview/dist`;
  const child = spawn("pnpm", ["--filter", "@agent-portal/sandbox-api", "serve"], {
    cwd: root,
    env: { ...process.env, PORT: "0", SANDBOX_DATA_DIR: "memory://", SANDBOX_CLIENT_LIMITS: "off", PORTAL_DIST: portal, WEBVIEW_DIST: webview, FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`The sandbox did not start within 120 s:\n${output}`)), 120_000);
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /Agent Portal sandbox: (http:\/\/\S+?)\/agent\//.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      const stop = () =>
        new Promise((done) => {
          if (child.pid === undefined || child.exitCode !== null) return done(undefined);
          child.once("exit", () => done(undefined));
          process.kill(-child.pid, "SIGTERM");
        });
      resolve({ origin: match[1], stop });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The sandbox exited with code ${String(code)}:\n${output}`));
    });
  });
}

/**
 * Logs `username` in through the main API (code from the sandbox's outbox); resolves the token.
 * @param {string} origin
 * @param {string} username
 * @returns {Promise<string>}
 */
export async function logIn(origin, username) {
  /** @param {string} path @param {unknown} body */
  const post = async (path, body) => {
    const response = await fetch(`${origin}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return /** @type {{ code: number; msg: string; data?: { token?: unknown } }} */ (await response.json());
  };
  const sent = await post("/api/agent/user/getVerifyCode", { username });
  if (sent.code !== 0) throw new Error(`getVerifyCode: ${String(sent.code)} ${sent.msg}`);
  const outbox = /** @type {{ messages: { code: string }[] }} */ (await (await fetch(`${origin}/sandbox/outbox?to=${encodeURIComponent(username)}&limit=1`)).json());
  const code = outbox.messages[0]?.code;
  if (!code) throw new Error(`No code in the outbox for ${username}`);
  const login = await post("/api/agent/user/login", { username, password: "sandbox123", code });
  if (login.code !== 0) throw new Error(`login: ${String(login.code)} ${login.msg}`);
  const token = login.data?.token;
  if (typeof token !== "string") throw new Error("login answered no token");
  return token;
}

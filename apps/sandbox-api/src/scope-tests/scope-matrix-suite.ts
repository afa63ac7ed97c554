/**
 * The scope matrix (issue 19 item 2): every declared call, as every seeded role. The roles are
 * run in two test files ({@link SCOPE_MATRIX_SHARDS}), so two workers share the matrix.
 *
 * For each call the registration says who may make it (permissions, agent roles, service calls)
 * and whose data it touches (`scope`); the test derives everything from that, so a call added later
 * is covered without touching this file. As each account it checks that:
 *
 * 1. the call opens exactly for the accounts the declarations open it to (others: 30001, or 43012
 *    for server-to-server calls), and never answers HTTP 5xx;
 * 2. every subject a read answers (the declared fields of `data`, the declared columns of an export)
 *    lies within the account's scope (`oracle.ts`);
 * 3. every declared request target, set to a value just outside the scope (`out-of-scope.ts`), is
 *    refused (a list filter may answer rows instead, which are checked as in 2);
 * 4. every read answers the same after the live data outside the scope changed: totals and lists
 *    read nothing they should not.
 *
 * Reads are made with the contract test's fixtures (`src/contract-tests/fixtures-*.ts`); changes are
 * made only where they must be refused, so the world stays as the fixtures expect.
 */
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { allEndpoints } from "@agent-portal/api-client/contract/registry";
import { registerAllHandlers } from "#http/app.ts";
import type { CallAccess } from "#http/contract-router.ts";
import { createContractRouter } from "#http/contract-router.ts";
import { sendDeclared } from "#testing/declared-call.ts";
import { useTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";
import { prepareContext } from "#contract-tests/context.ts";
import type { Ctx } from "#contract-tests/context.ts";
import { adminFixtures } from "#contract-tests/fixtures-admin.ts";
import { dataFixtures } from "#contract-tests/fixtures-data.ts";
import { frontFixtures } from "#contract-tests/fixtures-front.ts";
import { sessionFixtures } from "#contract-tests/fixtures-session.ts";
import type { Fixtures } from "#contract-tests/fixtures.ts";
import { comparable, gateOf, isSuccess, matrixCaller, perturbOutside, rowProblems, targetProblems } from "./matrix.ts";
import type { MatrixCaller } from "./matrix.ts";
import { MATRIX_ROLES, oracleScopeOf } from "./oracle.ts";
import type { MatrixRole } from "./oracle.ts";

const FIXTURES: Fixtures = { ...sessionFixtures, ...frontFixtures, ...dataFixtures, ...adminFixtures };
/**
 * The roles whose reads are repeated after the data outside their scope changed: one of each
 * narrower scope (a broker, a sub-agent, an agency, an operator's regions, a broadcaster). The
 * admin sees everything; the others repeat a scope already covered.
 */
const PERTURBED: ReadonlySet<MatrixRole> = new Set(["agency.broker", "agency.subagent", "agency.owner", "operator", "anchor.1"]);

/**
 * How long the perturbation check may take, milliseconds: it sends every read of the role twice or
 * three times (over a hundred calls), several minutes on a loaded 2-core CI machine. A guard against
 * hangs, not a speed measure.
 */
const PERTURBATION_TIMEOUT_MS = 600_000;

/** The roles of each test file of the matrix; together, every role of {@link MATRIX_ROLES}, once. */
export const SCOPE_MATRIX_SHARDS: readonly (readonly MatrixRole[])[] = [
  ["admin", "agency.subagent", "agency.broker", "anchor.1"],
  ["operator", "agency.owner", "agency.manager", "normal.user"],
];

/**
 * Declares the matrix's tests for `roles` in the calling test file, over a sandbox of its own.
 * `checkRegistrations` adds the checks that every declaration is registered with a scope (and that
 * the shards cover every role), which one file runs.
 */
export function describeScopeMatrix(roles: readonly MatrixRole[], options: { readonly checkRegistrations?: boolean } = {}): void {
  const sandbox = useTestSandbox();
  let ctx: Ctx;
  const callers = new Map<MatrixRole, MatrixCaller>();

  /** How every call opens, read from the registrations (a router over a throwaway app). */
  function registrations(deps: TestSandbox["deps"]): ReadonlyMap<string, CallAccess> {
    const router = createContractRouter(new Hono(), deps);
    registerAllHandlers(router);
    return router.access;
  }

  let access: ReadonlyMap<string, CallAccess> = new Map();

  beforeAll(async () => {
    ctx = await prepareContext(sandbox());
    access = registrations(sandbox().deps);
    for (const role of roles) {
      callers.set(role, await matrixCaller(sandbox().database.db, role, ctx.tokens[role] ?? "", await oracleScopeOf(sandbox().database.db, role)));
    }
  }, 180_000);

  const reads = allEndpoints.filter((d) => d.kind === "query").map((d) => ({ key: d.key }));
  const changes = allEndpoints.filter((d) => d.kind === "mutation").map((d) => ({ key: d.key }));

  const setup = (role: MatrixRole, key: string) => {
    const caller = callers.get(role);
    const registered = access.get(key);
    const fixture = FIXTURES[key];
    if (caller === undefined || registered === undefined || fixture === undefined) throw new Error(`${key}: no caller, registration or fixture`);
    return { caller, registered, fixture };
  };

  if (options.checkRegistrations) {
    describe("every declared call has a registration with a scope declaration", () => {
      it("runs every role in exactly one shard", () => {
        expect(SCOPE_MATRIX_SHARDS.flat().toSorted()).toEqual([...MATRIX_ROLES].toSorted());
      });

      it("registers every declaration of the contract", () => {
        expect(allEndpoints.filter((d) => !access.has(d.key)).map((d) => d.key)).toEqual([]);
      });

      it("declares something to check for every scoped call", () => {
        const empty = [...access.values()].filter(({ scope }) => typeof scope !== "string" && Object.keys(scope).length === 0).map((a) => a.declaration.key);
        expect(empty).toEqual([]);
      });
    });
  }

  describe.each(roles)("as %s", (role) => {
    /** Successful reads: the request and the comparable answer, for the perturbation check. */
    const answered = new Map<string, { args: unknown; answer: string }>();

    it.each(reads)("read $key", async ({ key }) => {
      const { caller, registered, fixture } = setup(role, key);
      const args: unknown = await fixture.args?.(ctx);
      const gate = gateOf(registered, caller);
      const answer = await sendDeclared(sandbox().app, registered.declaration, args ?? {}, caller.token);
      const problems: string[] = [];
      if (answer.status >= 500) problems.push(`${key} as ${role}: HTTP ${String(answer.status)} ${answer.msg}`);
      if (!gate.allowed && answer.code !== gate.refusal)
        problems.push(`${key} as ${role}: the declarations refuse it, but it answered ${String(answer.code)} (${answer.msg}) instead of ${String(gate.refusal)}`);
      if (gate.allowed && answer.code === gate.refusal) problems.push(`${key} as ${role}: the declarations open it, but it answered ${String(answer.code)} (${answer.msg})`);
      if (gate.allowed && isSuccess(registered, answer)) {
        problems.push(...(await rowProblems(sandbox().app, key, registered.scope, caller, answer.data)));
        const { scope } = registered;
        if (PERTURBED.has(role) && typeof scope !== "string" && scope.crossScope === undefined)
          answered.set(key, { args, answer: await comparable(sandbox().app, scope, answer.data) });
      }
      if (gate.allowed) problems.push(...(await targetProblems(sandbox().app, sandbox().database.db, registered, caller, args ?? {})));
      expect(problems.join("\n")).toBe("");
    });

    it(
      "answers every read the same when the live data outside the scope changes",
      async () => {
        const caller = callers.get(role);
        if (caller === undefined) throw new Error(`no caller ${role}`);
        if (!PERTURBED.has(role)) return;
        const { db } = sandbox().database;
        const answerNow = async (key: string, args: unknown): Promise<string> => {
          const registered = access.get(key);
          if (registered === undefined) return "";
          const again = await sendDeclared(sandbox().app, registered.declaration, args ?? {}, caller.token);
          return isSuccess(registered, again) ? comparable(sandbox().app, registered.scope, again.data) : `code ${String(again.code)}`;
        };
        const perturbed = new Map<string, string>();
        await perturbOutside(db, caller.scope, 1);
        try {
          for (const [key, { args, answer }] of answered) {
            const now = await answerNow(key, args);
            if (now !== answer) perturbed.set(key, now);
          }
        } finally {
          await perturbOutside(db, caller.scope, -1);
        }
        // A read that changes state answers differently the second time whatever the perturbation: it
        // moved with the data outside the scope only when the answer changes back once that data is
        // restored.
        const moved: string[] = [];
        for (const [key, during] of perturbed) {
          if ((await answerNow(key, answered.get(key)?.args)) !== during) moved.push(`${key} as ${role}: the answer changed with data outside the scope`);
        }
        expect(moved.join("\n")).toBe("");
      },
      PERTURBATION_TIMEOUT_MS,
    );

    it.each(changes)("change $key", async ({ key }) => {
      const { caller, registered, fixture } = setup(role, key);
      const args: unknown = await fixture.args?.(ctx);
      const gate = gateOf(registered, caller);
      const problems: string[] = [];
      if (!gate.allowed) {
        const answer = await sendDeclared(sandbox().app, registered.declaration, args ?? {}, caller.token);
        if (answer.status >= 500) problems.push(`${key} as ${role}: HTTP ${String(answer.status)} ${answer.msg}`);
        if (answer.code !== gate.refusal)
          problems.push(`${key} as ${role}: the declarations refuse it, but it answered ${String(answer.code)} (${answer.msg}) instead of ${String(gate.refusal)}`);
      } else {
        problems.push(...(await targetProblems(sandbox().app, sandbox().database.db, registered, caller, args ?? {})));
      }
      expect(problems.join("\n")).toBe("");
    });
  });
}

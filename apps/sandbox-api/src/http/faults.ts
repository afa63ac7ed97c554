/**
 * Fault injection (sandbox only, issue 8 item 8): rules that make declared calls slow, fail
 * with a forced code or HTTP status, or answer a body that is not JSON. Off by default (no
 * rules). The contract router consults {@link FaultStore.take} before authentication.
 *
 * A rule: `{ match: { key?, path?, method? }, latencyMs?, httpStatus?, code?, msg?, malformed?, failureRate?, times? }`.
 *
 * - `match`: every given field must fit; an empty match fits every call. `key` is the declaration
 *   key (`QryAnchorList`); `path` is the request path (`/api/broker/QryAnchorList`) or the declared
 *   path (`/QryAnchorList`), a trailing `*` matching any rest (`/api/broker/*`); `method` is `GET`/`POST`.
 * - `failureRate` (0..1, default 1): the chance a matching call is hit. 1 always and 0 never,
 *   deterministically; in between it draws from the store's random source.
 * - `times` (default unlimited): the rule is removed after hitting this many calls.
 * - Effect of a hit: wait `latencyMs` (real time) first; then, with `malformed: true`, answer a
 *   truncated JSON text (HTTP `httpStatus`, default 200); else with `httpStatus` or `code`, answer
 *   the envelope `{ code, msg }` (code defaults to `httpStatus * 100`, e.g. 50000, and HTTP to 200);
 *   else (latency only) the call proceeds normally.
 * - Rules are checked in the order they were added; the first that matches and hits applies.
 */
import { z } from "zod";

/** HTTP statuses a fault may answer with. */
const httpStatusSchema = z.int().min(200).max(599);

/** What a rule matches. */
export const faultMatchSchema = z.strictObject({
  key: z.string().min(1).max(200).optional(),
  path: z.string().min(1).max(500).optional(),
  method: z.enum(["GET", "POST"]).optional(),
});

/** A rule as posted to `POST /sandbox/faults` or given in `SANDBOX_FAULTS`. */
export const faultRuleInputSchema = z.strictObject({
  match: faultMatchSchema.default({}),
  /** Delay before answering, milliseconds (0 to 120000). */
  latencyMs: z.int().min(0).max(120_000).optional(),
  httpStatus: httpStatusSchema.optional(),
  code: z.int().optional(),
  msg: z.string().max(500).optional(),
  malformed: z.literal(true).optional(),
  failureRate: z.number().min(0).max(1).optional(),
  times: z.int().min(1).optional(),
});

/** One rule, a list of rules, or `{ rules: [...] }`: what `POST /sandbox/faults` accepts. */
export const faultRulesInputSchema = z.union([z.strictObject({ rules: z.array(faultRuleInputSchema).max(100) }), z.array(faultRuleInputSchema).max(100), faultRuleInputSchema]);

/** A rule as given. */
export type FaultRuleInput = z.infer<typeof faultRuleInputSchema>;

/** A stored rule: the input plus its id and how many calls it may still hit (`remaining`, null: unlimited). */
export interface FaultRule extends FaultRuleInput {
  readonly id: number;
  readonly remaining: number | null;
}

/** The call a fault is looked up for. */
export interface FaultTarget {
  readonly key: string;
  /** The request path, e.g. `/api/broker/QryAnchorList`. */
  readonly requestPath: string;
  /** The declared path, e.g. `/QryAnchorList`. */
  readonly declaredPath: string;
  readonly method: string;
}

/** Normalises {@link faultRulesInputSchema}'s output to a list. */
export const toRuleList = (input: z.infer<typeof faultRulesInputSchema>): FaultRuleInput[] => (Array.isArray(input) ? input : "rules" in input ? input.rules : [input]);

const pathFits = (pattern: string, path: string): boolean => (pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path);

/** True when `match` fits the call. */
export function matches(match: FaultRuleInput["match"], target: FaultTarget): boolean {
  if (match.key !== undefined && match.key !== target.key) return false;
  if (match.method !== undefined && match.method !== target.method) return false;
  if (match.path !== undefined && !pathFits(match.path, target.requestPath) && !pathFits(match.path, target.declaredPath)) return false;
  return true;
}

/** The rules in force; in memory, per app. */
export interface FaultStore {
  /** Appends rules; answers them as stored. */
  add(rules: readonly FaultRuleInput[]): FaultRule[];
  /** Every rule in force, in order. */
  list(): FaultRule[];
  /** Removes every rule; answers how many there were. */
  clear(): number;
  /** The rule that hits this call, as it stands after counting this hit against `times`; or null. */
  take(target: FaultTarget): FaultRule | null;
}

/** Creates a store holding `initial` rules. `random` in [0, 1) decides partial failure rates. */
export function createFaultStore(initial: readonly FaultRuleInput[] = [], random: () => number = Math.random): FaultStore {
  let rules: FaultRule[] = [];
  let nextId = 1;
  const add = (inputs: readonly FaultRuleInput[]): FaultRule[] => {
    const added = inputs.map((input) => ({ ...input, id: nextId++, remaining: input.times ?? null }));
    rules = [...rules, ...added];
    return added;
  };
  add(initial);
  return {
    add,
    list: () => [...rules],
    clear() {
      const n = rules.length;
      rules = [];
      return n;
    },
    take(target) {
      for (const rule of rules) {
        if (!matches(rule.match, target)) continue;
        const rate = rule.failureRate ?? 1;
        const hit = rate >= 1 ? true : rate <= 0 ? false : random() < rate;
        if (!hit) continue;
        if (rule.remaining === null) return rule;
        const updated = { ...rule, remaining: rule.remaining - 1 };
        rules = updated.remaining <= 0 ? rules.filter((r) => r.id !== rule.id) : rules.map((r) => (r.id === rule.id ? updated : r));
        return updated;
      }
      return null;
    },
  };
}

/** The answer a hit rule forces, or `proceed` when it only adds latency. */
export type FaultEffect =
  | { readonly kind: "proceed" }
  | { readonly kind: "malformed"; readonly status: number; readonly body: string }
  | { readonly kind: "envelope"; readonly status: number; readonly code: number; readonly msg: string };

/** A truncated JSON envelope: what `malformed: true` answers. */
export const MALFORMED_BODY = '{"code":0,"msg":"success","data":{"list":[{"uid":';

/** What a hit rule makes the call answer (after its latency). */
export function effectOf(rule: FaultRuleInput): FaultEffect {
  if (rule.malformed === true) return { kind: "malformed", status: rule.httpStatus ?? 200, body: MALFORMED_BODY };
  if (rule.httpStatus === undefined && rule.code === undefined) return { kind: "proceed" };
  const status = rule.httpStatus ?? 200;
  const code = rule.code ?? (status >= 400 ? status * 100 : 50000);
  return { kind: "envelope", status, code, msg: rule.msg ?? `Injected fault (${String(code)})` };
}

/**
 * Parses `SANDBOX_FAULTS` (JSON: one rule, a list, or `{ rules }`).
 *
 * @throws {Error} naming the variable when it is not JSON or not valid rules.
 */
export function parseFaultsEnv(raw: string): FaultRuleInput[] {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error("SANDBOX_FAULTS must be JSON (a rule, a list of rules or { rules })");
  }
  const parsed = faultRulesInputSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`SANDBOX_FAULTS: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(rules)"}: ${i.message}`).join("; ")}`);
  }
  return toRuleList(parsed.data);
}

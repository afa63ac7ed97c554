/**
 * The fault store: matching by key, path (request or declared, `*` prefix) and method; order;
 * failure rates (deterministic at 0 and 1, drawn in between); `times`; the answer a rule forces;
 * and `SANDBOX_FAULTS` parsing.
 */
import { describe, expect, it } from "vitest";
import { createFaultStore, effectOf, faultRulesInputSchema, MALFORMED_BODY, parseFaultsEnv, toRuleList } from "./faults.ts";
import type { FaultTarget } from "./faults.ts";

const target: FaultTarget = { key: "QryAnchorList", requestPath: "/api/broker/QryAnchorList", declaredPath: "/QryAnchorList", method: "POST" };

describe("matching", () => {
  it.each([
    [{}, true],
    [{ key: "QryAnchorList" }, true],
    [{ key: "SetBroker" }, false],
    [{ path: "/api/broker/QryAnchorList" }, true],
    [{ path: "/QryAnchorList" }, true],
    [{ path: "/api/broker/*" }, true],
    [{ path: "/api/union_oss/*" }, false],
    [{ method: "POST" as const }, true],
    [{ method: "GET" as const }, false],
    [{ key: "QryAnchorList", method: "GET" as const }, false],
  ])("match %j fits: %s", (match, fits) => {
    const store = createFaultStore([{ match, code: 1 }]);
    expect(store.take(target) !== null).toBe(fits);
  });

  it("applies the first rule that matches and hits, in the order added", () => {
    const store = createFaultStore();
    store.add([
      { match: { key: "Other" }, code: 1 },
      { match: {}, code: 2 },
      { match: {}, code: 3 },
    ]);
    expect(store.take(target)?.code).toBe(2);
  });
});

describe("failure rate and times", () => {
  it("hits always at rate 1 and never at rate 0, whatever the random source", () => {
    const store = createFaultStore([{ match: { key: "QryAnchorList" }, failureRate: 0, code: 9 }], () => 0);
    expect(store.take(target)).toBeNull();
    const always = createFaultStore([{ match: {}, failureRate: 1, code: 9 }], () => 0.999_999);
    for (let n = 0; n < 20; n += 1) expect(always.take(target)?.code).toBe(9);
  });

  it("draws from the random source in between", () => {
    const draws = [0.1, 0.6, 0.49, 0.5];
    const store = createFaultStore([{ match: {}, failureRate: 0.5, code: 7 }], () => draws.shift() ?? 1);
    expect([store.take(target), store.take(target), store.take(target), store.take(target)].map((r) => r !== null)).toEqual([true, false, true, false]);
  });

  it("removes a rule after `times` hits, and counts only hits", () => {
    const draws = [0.9, 0.1, 0.9, 0.1];
    const store = createFaultStore([{ match: {}, failureRate: 0.5, times: 2, code: 5 }], () => draws.shift() ?? 0);
    expect(store.take(target)).toBeNull();
    expect(store.take(target)?.remaining).toBe(1);
    expect(store.list()[0]?.remaining).toBe(1);
    expect(store.take(target)).toBeNull();
    expect(store.take(target)?.code).toBe(5);
    expect(store.list()).toEqual([]);
    expect(store.take(target)).toBeNull();
  });

  it("lists rules with ids and clears them", () => {
    const store = createFaultStore([{ match: {}, latencyMs: 10 }]);
    store.add([{ match: { key: "A" }, code: 1, times: 3 }]);
    expect(store.list().map((r) => [r.id, r.remaining])).toEqual([
      [1, null],
      [2, 3],
    ]);
    expect(store.clear()).toBe(2);
    expect(store.list()).toEqual([]);
  });
});

describe("effectOf", () => {
  it("answers a truncated JSON body for malformed, with the given HTTP status or 200", () => {
    expect(effectOf({ match: {}, malformed: true })).toEqual({ kind: "malformed", status: 200, body: MALFORMED_BODY });
    expect(effectOf({ match: {}, malformed: true, httpStatus: 502 })).toMatchObject({ status: 502 });
    expect(() => JSON.parse(MALFORMED_BODY) as unknown).toThrow();
  });

  it("answers an envelope: code defaults to httpStatus * 100, HTTP to 200", () => {
    expect(effectOf({ match: {}, httpStatus: 500 })).toEqual({ kind: "envelope", status: 500, code: 50000, msg: "Injected fault (50000)" });
    expect(effectOf({ match: {}, httpStatus: 413 })).toMatchObject({ code: 41300 });
    expect(effectOf({ match: {}, code: 40001, msg: "Phone authentication needed" })).toEqual({
      kind: "envelope",
      status: 200,
      code: 40001,
      msg: "Phone authentication needed",
    });
  });

  it("lets a latency-only rule proceed", () => {
    expect(effectOf({ match: {}, latencyMs: 3000 })).toEqual({ kind: "proceed" });
  });
});

describe("rule input", () => {
  it("accepts one rule, a list, or { rules }, defaulting match to {}", () => {
    for (const input of [{ code: 1 }, [{ code: 1 }], { rules: [{ code: 1 }] }]) {
      expect(toRuleList(faultRulesInputSchema.parse(input))).toEqual([{ match: {}, code: 1 }]);
    }
  });

  it.each([{ failureRate: 1.5 }, { httpStatus: 99 }, { times: 0 }, { malformed: false }, { latencyMs: -1 }, { unknown: 1 }, { match: { method: "PUT" } }])("rejects %j", (rule) => {
    expect(faultRulesInputSchema.safeParse(rule).success).toBe(false);
  });

  it("parses SANDBOX_FAULTS and names the variable when it is wrong", () => {
    expect(parseFaultsEnv('[{"match":{"key":"login"},"httpStatus":500}]')).toEqual([{ match: { key: "login" }, httpStatus: 500 }]);
    expect(() => parseFaultsEnv("{nope")).toThrow(/SANDBOX_FAULTS must be JSON/);
    expect(() => parseFaultsEnv('{"failureRate":2}')).toThrow(/SANDBOX_FAULTS: /);
  });
});

import { describe, expect, it, vi } from "vitest";
import { answerLost, newIdempotencyKey, orNullWhen, submitOnce } from "./submit-once.ts";

const apiError = (kind: string, extra: Record<string, unknown> = {}) => ({ kind, httpStatus: null, code: null, url: "/X", fallbackMessage: "x", messageKeys: ["x"], ...extra });

describe("submitOnce", () => {
  it("answers the record when the submit is answered, without a look-up", async () => {
    const lookUp = vi.fn(() => Promise.resolve(null));
    expect(await submitOnce(() => Promise.resolve({ id: "1" }), lookUp)).toEqual({ kind: "done", value: { id: "1" } });
    expect(lookUp).not.toHaveBeenCalled();
  });

  it("reports a business refusal as refused, without a look-up", async () => {
    const refusal = apiError("business", { code: 38030, httpStatus: 200 });
    const lookUp = vi.fn(() => Promise.resolve(null));
    expect(await submitOnce(() => Promise.reject(refusal as unknown as Error), lookUp)).toEqual({ kind: "refused", error: refusal });
    expect(lookUp).not.toHaveBeenCalled();
  });

  it("after a timeout answers the record the look-up by key finds, or lost when it finds none", async () => {
    const timeout = () => Promise.reject(Object.assign(new Error("timeout"), apiError("timeout")));
    expect(await submitOnce(timeout, () => Promise.resolve({ id: "7" }))).toEqual({ kind: "done", value: { id: "7" } });
    expect(await submitOnce(timeout, () => Promise.resolve(null))).toEqual({ kind: "lost" });
    expect(await submitOnce(timeout, () => Promise.reject(new Error("offline")))).toEqual({ kind: "lost" });
  });
});

describe("answerLost", () => {
  it("is true for timeouts, network failures, 5xx and malformed answers only", () => {
    expect(["timeout", "network", "malformed"].map((kind) => answerLost(apiError(kind)))).toEqual([true, true, true]);
    expect(answerLost(apiError("http", { httpStatus: 502 }))).toBe(true);
    expect(answerLost(apiError("http", { httpStatus: 404 }))).toBe(false);
    expect(answerLost(apiError("business", { code: 1 }))).toBe(false);
    expect(answerLost(new Error("plain"))).toBe(false);
  });
});

describe("orNullWhen", () => {
  it("answers null for the not-found code and rethrows anything else", async () => {
    expect(await orNullWhen(38026, () => Promise.reject(apiError("business", { code: 38026 }) as unknown as Error))).toBeNull();
    await expect(orNullWhen(38026, () => Promise.reject(apiError("business", { code: 38001 }) as unknown as Error))).rejects.toMatchObject({ code: 38001 });
    expect(await orNullWhen(38026, () => Promise.resolve(5))).toBe(5);
  });
});

it("makes a new 32-hex-digit key each time", () => {
  const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
  expect(a).toMatch(/^[0-9a-f]{32}$/);
  expect(a).not.toBe(b);
});

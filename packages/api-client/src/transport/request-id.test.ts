import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRequestIdSequence, nextRequestId, REQUEST_ID_MAX, REQUEST_ID_MIN } from "./request-id.ts";

const inRange = (id: number) => Number.isInteger(id) && id >= REQUEST_ID_MIN && id < REQUEST_ID_MAX;

describe("request ids (SPEC 9)", () => {
  it("keeps every id of any sequence an integer in [100000000, 900000000), each differing from the previous", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constantFrom(REQUEST_ID_MAX - 1, REQUEST_ID_MAX, REQUEST_ID_MIN - 1)), fc.integer({ min: 1, max: 50 }), (start, count) => {
        const next = createRequestIdSequence(start);
        let previous: number | null = null;
        for (let index = 0; index < count; index += 1) {
          const id = next();
          expect(inRange(id)).toBe(true);
          expect(id).not.toBe(previous);
          previous = id;
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("wraps from the last id back to the first", () => {
    const next = createRequestIdSequence(REQUEST_ID_MAX - 1);
    expect(next()).toBe(REQUEST_ID_MAX - 1);
    expect(next()).toBe(REQUEST_ID_MIN);
  });

  it("counts up by one on the shared sequence", () => {
    const first = nextRequestId();
    const second = nextRequestId();
    expect(inRange(first)).toBe(true);
    expect(second === first + 1 || (first === REQUEST_ID_MAX - 1 && second === REQUEST_ID_MIN)).toBe(true);
  });
});

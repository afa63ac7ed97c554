import { describe, expect, it } from "vitest";
import { createMemoryStorage, createSafeStorage } from "@agent-portal/session/storage";
import { RESEND_COUNTDOWN_SECONDS, clearLastSendTime, readLastSendTime, remainingSeconds, writeLastSendTime } from "./countdown.ts";

describe("remainingSeconds (SPEC 9: resend countdown 60 s)", () => {
  it("counts 60 whole seconds down from the send time", () => {
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
    expect(remainingSeconds(1_000, 1_000)).toBe(60);
    expect(remainingSeconds(1_000, 1_001)).toBe(60);
    expect(remainingSeconds(1_000, 2_000)).toBe(59);
    expect(remainingSeconds(1_000, 60_999)).toBe(1);
    expect(remainingSeconds(1_000, 61_000)).toBe(0);
    expect(remainingSeconds(null, 5)).toBe(0);
  });

  it("never exceeds 60 when the clock moved back", () => {
    expect(remainingSeconds(100_000, 1_000)).toBe(60);
  });
});

describe("the stored send time (last_send_time_<scene>)", () => {
  it("is written, read and cleared per scene", () => {
    const backend = createMemoryStorage();
    const storage = createSafeStorage(backend);
    writeLastSendTime(storage, 2, 1_767_225_600_123);
    expect(backend.getItem("last_send_time_2")).toBe("1767225600123");
    expect(readLastSendTime(storage, 2)).toBe(1_767_225_600_123);
    expect(readLastSendTime(storage, 1)).toBeNull();
    clearLastSendTime(storage, 2);
    expect(readLastSendTime(storage, 2)).toBeNull();
  });

  it("ignores junk under the key", () => {
    for (const junk of ["soon", "-1", "1e9", "", "12.5"]) {
      expect(readLastSendTime(createSafeStorage(createMemoryStorage({ last_send_time_1: junk })), 1)).toBeNull();
    }
  });
});

import { describe, expect, it } from "vitest";
import { METRIC_RULES, dailyFromSessions } from "./metric-rules.ts";

const at = (iso: string) => Date.parse(iso) / 1000;
const H = 3_600;

describe("dailyFromSessions", () => {
  it("splits a session over midnight across both days", () => {
    const days = dailyFromSessions([{ start: at("2026-11-01T23:00:00Z"), end: at("2026-11-02T01:30:00Z"), beans: 500, voice: false }]);
    expect(days).toEqual([
      { day: "2026-11-01", liveSeconds: H, beans: 500, validDay: 1 },
      { day: "2026-11-02", liveSeconds: 1.5 * H, beans: 0, validDay: 1 },
    ]);
  });

  it("needs one hour for a valid day", () => {
    const [short] = dailyFromSessions([{ start: at("2026-11-03T10:00:00Z"), end: at("2026-11-03T10:59:59Z"), beans: 1, voice: false }]);
    expect(short?.validDay).toBe(0);
    const [hour] = dailyFromSessions([{ start: at("2026-11-03T10:00:00Z"), end: at("2026-11-03T11:00:00Z"), beans: 1, voice: false }]);
    expect(hour?.validDay).toBe(1);
  });

  it("caps the counted time of a day", () => {
    const [day] = dailyFromSessions([
      { start: at("2026-11-04T00:00:00Z"), end: at("2026-11-04T08:00:00Z"), beans: 10, voice: false },
      { start: at("2026-11-04T09:00:00Z"), end: at("2026-11-04T17:00:00Z"), beans: 20, voice: false },
    ]);
    expect(day).toEqual({ day: "2026-11-04", liveSeconds: METRIC_RULES.dailyCapSeconds, beans: 30, validDay: 1 });
  });

  it("counts a voice room's beans but not its hours", () => {
    const [day] = dailyFromSessions([{ start: at("2026-11-05T12:00:00Z"), end: at("2026-11-05T15:00:00Z"), beans: 800, voice: true }]);
    expect(day).toEqual({ day: "2026-11-05", liveSeconds: 0, beans: 800, validDay: 0 });
  });
});

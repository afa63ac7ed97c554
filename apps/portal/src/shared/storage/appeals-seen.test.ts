import { describe, expect, it } from "vitest";
import { appealsSeenKey, appealsSeenSince, DEFAULT_NEWS_DAYS, markAppealsSeen } from "./appeals-seen.ts";
import type { PageStore } from "./page-store.ts";

function memoryStore(): PageStore {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

describe("appeals seen", () => {
  it("counts news from the user's last look, else from 30 days ago; per user", () => {
    const store = memoryStore();
    const now = 1_800_000_000;
    expect(appealsSeenSince(store, "agency.owner", now)).toBe(now - DEFAULT_NEWS_DAYS * 86_400);
    markAppealsSeen(store, "agency.owner", now - 60);
    expect(appealsSeenSince(store, "agency.owner", now)).toBe(now - 60);
    expect(appealsSeenSince(store, "agency.manager", now)).toBe(now - DEFAULT_NEWS_DAYS * 86_400);
  });

  it("ignores a broken or future value", () => {
    const store = memoryStore();
    const now = 1_800_000_000;
    store.setItem(appealsSeenKey("u"), "soon");
    expect(appealsSeenSince(store, "u", now)).toBe(now - DEFAULT_NEWS_DAYS * 86_400);
    store.setItem(appealsSeenKey("u"), String(now + 10));
    expect(appealsSeenSince(store, "u", now)).toBe(now - DEFAULT_NEWS_DAYS * 86_400);
    expect(appealsSeenSince(null, "u", now)).toBe(now - DEFAULT_NEWS_DAYS * 86_400);
  });
});

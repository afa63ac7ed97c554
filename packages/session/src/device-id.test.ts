import { describe, expect, it } from "vitest";
import { generateDeviceId, getOrCreateDeviceId } from "./device-id.ts";
import { createMemoryStorage, createSafeStorage } from "./storage.ts";

describe("getOrCreateDeviceId", () => {
  it("creates an id once, stores it under device_id and re-uses it", () => {
    const backend = createMemoryStorage();
    const storage = createSafeStorage(backend);
    const first = getOrCreateDeviceId(storage);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(backend.getItem("device_id")).toBe(first);
    expect(getOrCreateDeviceId(storage)).toBe(first);
  });

  it("keeps a plausible stored id", () => {
    const storage = createSafeStorage(createMemoryStorage({ device_id: "legacy_device_0001" }));
    expect(getOrCreateDeviceId(storage, () => "never-used")).toBe("legacy_device_0001");
  });

  it("replaces a junk stored id", () => {
    const storage = createSafeStorage(createMemoryStorage({ device_id: "<script>" }));
    expect(getOrCreateDeviceId(storage, () => "fresh-device-id")).toBe("fresh-device-id");
    expect(storage.getString("device_id")).toBe("fresh-device-id");
  });

  it("generates different ids", () => {
    expect(generateDeviceId()).not.toBe(generateDeviceId());
  });
});

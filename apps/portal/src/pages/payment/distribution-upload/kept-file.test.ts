import { describe, expect, it } from "vitest";
import type { PageStore } from "#shared/storage/page-store.ts";
import { KEPT_FILE_KEY, dropKeptFile, keepFile, keptFile } from "./kept-file.ts";
import { rowsOfCells } from "./read-distribution-file.ts";

function memoryStore(quota = Infinity): PageStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}

const read = rowsOfCells("nov.csv", "a".repeat(64), [
  ["note", "bigo_id", "amount_beans"],
  ["x", "anchor", "12.5"],
]);
if (!read.ok) throw new Error(read.error);

describe("kept file", () => {
  it("keeps the read file with its rows and original cells, and forgets it", () => {
    const store = memoryStore();
    keepFile(store, read.file);
    expect(keptFile(store)).toEqual(read.file);
    dropKeptFile(store);
    expect(keptFile(store)).toBeNull();
  });

  it("keeps nothing when the storage is full, and ignores a broken value", () => {
    const full = memoryStore(10);
    keepFile(full, read.file);
    expect(keptFile(full)).toBeNull();
    const broken = memoryStore();
    broken.setItem(KEPT_FILE_KEY, "{not json");
    expect(keptFile(broken)).toBeNull();
    expect(keptFile(null)).toBeNull();
  });
});

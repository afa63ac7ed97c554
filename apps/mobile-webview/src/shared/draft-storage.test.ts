import { describe, expect, it } from "vitest";
import { clearDraft, draftKey, readDraft, readPhotoDraft, writeDraft, writePhotoDraft } from "./draft-storage.ts";
import type { DraftStorage } from "./draft-storage.ts";

function memory(limit = Number.POSITIVE_INFINITY): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > limit) throw new DOMException("full", "QuotaExceededError");
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
  };
}

const defaults = { real_name: "", id_type: 1, agree: false };

describe("form drafts", () => {
  it("round-trips a draft and clears it with its photos", () => {
    const storage = memory();
    expect(writeDraft(storage, "kyc", { real_name: "Ayu", id_type: 2, agree: true })).toBe(true);
    expect(readDraft(storage, "kyc", defaults)).toEqual({ real_name: "Ayu", id_type: 2, agree: true });
    writePhotoDraft(storage, "kyc", "front", "data:image/png;base64,iVBORw0=");
    expect(readPhotoDraft(storage, "kyc", "front")).toBe("data:image/png;base64,iVBORw0=");
    clearDraft(storage, "kyc", ["front"]);
    expect(storage.data.size).toBe(0);
    expect(readDraft(storage, "kyc", defaults)).toEqual(defaults);
  });

  it("keeps defaults for missing, mistyped or unknown fields and for junk", () => {
    const storage = memory();
    storage.setItem(draftKey("kyc"), JSON.stringify({ real_name: 5, id_type: 3, extra: "x" }));
    expect(readDraft(storage, "kyc", defaults)).toEqual({ real_name: "", id_type: 3, agree: false });
    storage.setItem(draftKey("kyc"), "{not json");
    expect(readDraft(storage, "kyc", defaults)).toEqual(defaults);
    storage.setItem(draftKey("kyc"), "null");
    expect(readDraft(storage, "kyc", defaults)).toEqual(defaults);
  });

  it("survives a storage that refuses: nothing kept, nothing thrown", () => {
    const full = memory(10);
    expect(writeDraft(full, "kyc", { real_name: "a long enough name", id_type: 1, agree: false })).toBe(false);
    expect(writePhotoDraft(full, "kyc", "front", "data:image/png;base64,AAAAAAAAAAAA")).toBe(false);
    expect(writeDraft(null, "kyc", defaults)).toBe(false);
    expect(readDraft(null, "kyc", defaults)).toEqual(defaults);
  });

  it("reads back only image data URLs as photos", () => {
    const storage = memory();
    writePhotoDraft(storage, "kyc", "front", "javascript:alert(1)");
    expect(readPhotoDraft(storage, "kyc", "front")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { DocumentPhoto } from "#shared/photos/document-photo.ts";
import type { PageStore } from "#shared/storage/page-store.ts";
import { appealDraftKey, clearAppealDraft, DRAFT_PHOTO_BUDGET, readAppealDraft, writeAppealDraft } from "./appeal-draft.ts";

function memoryStore(): PageStore & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const photo = (name: string, base64Length: number): DocumentPhoto => ({
  mime: "image/png",
  data_base64: "A".repeat(base64Length),
  previewUrl: "data:image/png;base64,AAAA",
  fileName: name,
  size: Math.floor((base64Length * 3) / 4),
});

describe("the appeal draft", () => {
  it("is kept per user and ban, with its request id, and read back as typed", () => {
    const store = memoryStore();
    const values = { reason: "The clip was licensed.", contact_email: "budi@example.com", photos: [photo("a.png", 400)] };
    expect(writeAppealDraft(store, "agency.owner", "17", values, "req-1")).toEqual([]);
    expect(store.items.has(appealDraftKey("agency.owner", "17"))).toBe(true);
    expect(readAppealDraft(store, "agency.owner", "17")).toEqual({ values, requestId: "req-1", droppedPhotos: [] });
    expect(readAppealDraft(store, "agency.manager", "17")).toBeNull();
    expect(readAppealDraft(store, "agency.owner", "18")).toBeNull();
  });

  it("keeps the text but not photos over the budget, and names those to choose again", () => {
    const store = memoryStore();
    const big = [photo("big-1.png", DRAFT_PHOTO_BUDGET), photo("big-2.png", 10)];
    expect(writeAppealDraft(store, "u", "1", { reason: "Long enough reason", contact_email: "", photos: big }, "req-2")).toEqual(["big-1.png", "big-2.png"]);
    expect(readAppealDraft(store, "u", "1")).toEqual({
      values: { reason: "Long enough reason", contact_email: "", photos: [] },
      requestId: "req-2",
      droppedPhotos: ["big-1.png", "big-2.png"],
    });
  });

  it("reads nothing from a broken or foreign value, survives a refusing storage, and is removed once the appeal is made", () => {
    const store = memoryStore();
    store.setItem(appealDraftKey("u", "1"), "{not json");
    expect(readAppealDraft(store, "u", "1")).toBeNull();
    store.setItem(appealDraftKey("u", "1"), JSON.stringify({ reason: 5, photos: [{ nope: 1 }], requestId: "r" }));
    expect(readAppealDraft(store, "u", "1")).toEqual({ values: { reason: "", contact_email: "", photos: [] }, requestId: "r", droppedPhotos: [] });
    const refusing: PageStore = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    };
    expect(() => writeAppealDraft(refusing, "u", "1", { reason: "x", contact_email: "", photos: [] }, "r")).not.toThrow();
    expect(readAppealDraft(refusing, "u", "1")).toBeNull();
    clearAppealDraft(store, "u", "1");
    expect(readAppealDraft(store, "u", "1")).toBeNull();
  });
});

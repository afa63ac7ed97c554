import { describe, expect, it } from "vitest";
import { dropDraft, keepDraft, keptDraft } from "./kept-draft.ts";

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
};
const isText = (values: unknown): values is { text: string } => typeof values === "object" && values !== null && "text" in values && typeof values.text === "string";

describe("kept drafts", () => {
  it("keeps the values with their key until dropped", () => {
    const store = memory();
    keepDraft(store, "draft", { key: "k1", values: { text: "250" } });
    expect(keptDraft(store, "draft", isText)).toEqual({ key: "k1", values: { text: "250" } });
    dropDraft(store, "draft");
    expect(keptDraft(store, "draft", isText)).toBeNull();
  });

  it("reads nothing from a broken or foreign entry, or without storage", () => {
    const store = memory();
    store.setItem("draft", "{not json");
    expect(keptDraft(store, "draft", isText)).toBeNull();
    store.setItem("draft", JSON.stringify({ key: "k", values: { text: 5 } }));
    expect(keptDraft(store, "draft", isText)).toBeNull();
    store.setItem("draft", JSON.stringify({ key: "", values: { text: "5" } }));
    expect(keptDraft(store, "draft", isText)).toBeNull();
    expect(keptDraft(null, "draft", isText)).toBeNull();
  });

  it("drops the entry when the storage refuses it", () => {
    const store = {
      ...memory(),
      setItem: () => {
        throw new Error("quota");
      },
    };
    keepDraft(store, "draft", { key: "k", values: { text: "1" } });
    expect(keptDraft(store, "draft", isText)).toBeNull();
  });
});

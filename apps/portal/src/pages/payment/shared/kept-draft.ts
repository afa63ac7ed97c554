/**
 * A money form's draft kept in the tab's session storage with its idempotency key (screen rules
 * 13 and 15): a reload brings back what was typed and the same key, so sending it again after a
 * reload applies it at most once. Dropped when the form is sent successfully or cancelled.
 */
import type { PageStore } from "#shared/storage/page-store.ts";

/** A draft: the form's values and the key made when the form opened. */
export interface KeptDraft<V> {
  readonly key: string;
  readonly values: V;
}

/** Keeps `draft` under `name` (nothing when the storage refuses it). */
export function keepDraft<V>(store: PageStore | null, name: string, draft: KeptDraft<V>): void {
  try {
    store?.setItem(name, JSON.stringify(draft));
  } catch {
    store?.removeItem(name);
  }
}

/**
 * The draft kept under `name`, or `null` (none, or not readable: `isValues` refuses the values).
 *
 * @param isValues checks the stored values' shape (they come from storage, not from this code)
 */
export function keptDraft<V>(store: PageStore | null, name: string, isValues: (values: unknown) => values is V): KeptDraft<V> | null {
  try {
    const text = store?.getItem(name);
    if (text === null || text === undefined) return null;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || !("key" in parsed) || !("values" in parsed)) return null;
    const { key, values } = parsed;
    return typeof key === "string" && key !== "" && isValues(values) ? { key, values } : null;
  } catch {
    return null;
  }
}

/** Forgets the draft kept under `name`. */
export function dropDraft(store: PageStore | null, name: string): void {
  store?.removeItem(name);
}

/**
 * Form drafts that survive a reload (issue 9): the typed values of a form are kept in local
 * storage under `webview_draft_<form>` while the user types and removed when the form is sent.
 * A draft is only ever read back into the same form, field by field, keeping the form's own
 * defaults for anything missing or of the wrong type. Storage failures (private mode, quota) are
 * ignored: the form works, it just is not kept. Drafts stay on the device (never sent, never
 * logged) and hold no password or code.
 */

/** The local-storage key of a form's draft. */
export const draftKey = (form: string): string => `webview_draft_${form}`;

/** What the drafts read and write (local storage in the app, a fake in tests). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page's local storage, or `null` when it is unusable. */
export function pageDraftStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Primitive field values a draft keeps. */
export type DraftValue = string | number | boolean;

/**
 * Reads a form's draft over `defaults`: each field of `defaults` takes the draft's value when it
 * has the same type, else keeps its default. Unknown fields in the draft are dropped.
 */
export function readDraft<T extends Record<string, DraftValue>>(storage: DraftStorage | null, form: string, defaults: T): T {
  let raw: string | null;
  try {
    raw = storage?.getItem(draftKey(form)) ?? null;
  } catch {
    return defaults;
  }
  if (raw === null) return defaults;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (typeof parsed !== "object" || parsed === null) return defaults;
  const draft = parsed as Record<string, unknown>;
  const result: Record<string, DraftValue> = { ...defaults };
  for (const [field, fallback] of Object.entries(defaults)) {
    const value = draft[field];
    if (typeof value === typeof fallback) result[field] = value as DraftValue;
  }
  return result as T;
}

/** Writes a form's draft; `false` when the storage refused it. */
export function writeDraft(storage: DraftStorage | null, form: string, values: Readonly<Record<string, DraftValue>>): boolean {
  try {
    storage?.setItem(draftKey(form), JSON.stringify(values));
    return storage !== null;
  } catch {
    return false;
  }
}

/** Removes a form's draft and its photos (`webview_draft_<form>` and `webview_draft_<form>_photo_*`). */
export function clearDraft(storage: DraftStorage | null, form: string, photoSlots: readonly string[] = []): void {
  try {
    storage?.removeItem(draftKey(form));
    for (const slot of photoSlots) storage?.removeItem(photoDraftKey(form, slot));
  } catch {
    // Nothing kept to remove.
  }
}

/** The key of one photo of a form's draft (a `data:` URL). */
export const photoDraftKey = (form: string, slot: string): string => `${draftKey(form)}_photo_${slot}`;

/** Keeps a photo (as its `data:` URL) with the draft; `false` when it did not fit (the text fields stay kept). */
export function writePhotoDraft(storage: DraftStorage | null, form: string, slot: string, dataUrl: string | null): boolean {
  try {
    if (dataUrl === null) storage?.removeItem(photoDraftKey(form, slot));
    else storage?.setItem(photoDraftKey(form, slot), dataUrl);
    return storage !== null;
  } catch {
    return false;
  }
}

/** A kept photo's `data:` URL (only image data URLs), or `null`. */
export function readPhotoDraft(storage: DraftStorage | null, form: string, slot: string): string | null {
  try {
    const value = storage?.getItem(photoDraftKey(form, slot)) ?? null;
    return value !== null && /^data:image\/(?:jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

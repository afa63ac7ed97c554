/**
 * The appeal form's draft (issue 23 item 3: "the draft survives a failed submit and a reload"),
 * kept in local storage per user and ban under `portal_appeal_draft_<username>_<ban_id>`: the
 * explanation, the contact, the submission's request id (so a retry after a lost answer repeats
 * it), and the photos while their base64 stays within {@link DRAFT_PHOTO_BUDGET} characters in
 * all (about 1 MiB of images). Larger photos are not stored: only their names, so the form can
 * ask for them again. Nothing is kept after the appeal is made; storage failures (private mode,
 * quota) are ignored, the form just is not kept.
 */
import type { DocumentPhoto } from "#shared/photos/document-photo.ts";
import type { PageStore } from "#shared/storage/page-store.ts";
import type { AppealFormValues } from "./appeal-form.ts";

/** Base64 characters of photos a draft keeps at most (about 1 MiB of images; a local storage holds about 5 MB per origin). */
export const DRAFT_PHOTO_BUDGET = 1_400_000;

/** A stored draft. */
export interface AppealDraft {
  readonly values: AppealFormValues;
  /** CreateAppealV2 `request_id` of the submission this draft belongs to. */
  readonly requestId: string;
  /** Names of photos chosen but not kept (over the budget): they must be chosen again. */
  readonly droppedPhotos: readonly string[];
}

/** The storage key of a user's draft for one ban. */
export const appealDraftKey = (username: string, banId: string): string => `portal_appeal_draft_${username}_${banId}`;

const isPhoto = (value: unknown): value is DocumentPhoto =>
  typeof value === "object" && value !== null && typeof (value as DocumentPhoto).data_base64 === "string" && typeof (value as DocumentPhoto).fileName === "string";
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Reads the draft of a user for a ban, or `null` when there is none (or it is unreadable). */
export function readAppealDraft(store: PageStore | null, username: string, banId: string): AppealDraft | null {
  let parsed: unknown;
  try {
    const raw = store?.getItem(appealDraftKey(username, banId)) ?? null;
    if (raw === null) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const draft = parsed as Record<string, unknown>;
  const photos = Array.isArray(draft.photos) ? draft.photos.filter(isPhoto) : [];
  const dropped = Array.isArray(draft.droppedPhotos) ? draft.droppedPhotos.filter((name): name is string => typeof name === "string") : [];
  const requestId = text(draft.requestId);
  if (requestId === "") return null;
  return { values: { reason: text(draft.reason), contact_email: text(draft.contact_email), photos }, requestId, droppedPhotos: dropped };
}

/**
 * Writes a draft; the photos go with it only while they fit {@link DRAFT_PHOTO_BUDGET} (else their
 * names are kept in `droppedPhotos`). Answers the names dropped.
 */
export function writeAppealDraft(store: PageStore | null, username: string, banId: string, values: AppealFormValues, requestId: string): readonly string[] {
  const size = values.photos.reduce((sum, photo) => sum + photo.data_base64.length, 0);
  const keep = size <= DRAFT_PHOTO_BUDGET;
  const droppedPhotos = keep ? [] : values.photos.map((photo) => photo.fileName);
  const record = { reason: values.reason, contact_email: values.contact_email, photos: keep ? values.photos : [], droppedPhotos, requestId };
  try {
    store?.setItem(appealDraftKey(username, banId), JSON.stringify(record));
  } catch {
    // Over the quota or private mode: the form keeps working without a draft.
  }
  return droppedPhotos;
}

/** Removes a user's draft for a ban (after the appeal was made). */
export function clearAppealDraft(store: PageStore | null, username: string, banId: string): void {
  try {
    store?.removeItem(appealDraftKey(username, banId));
  } catch {
    // Nothing kept to remove.
  }
}

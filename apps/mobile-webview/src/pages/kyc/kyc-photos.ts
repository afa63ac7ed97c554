import type { PhotoValue } from "#components/photo-file.ts";
import { photoFromDataUrl } from "#components/photo-file.ts";
import { pageDraftStorage, readPhotoDraft, writePhotoDraft } from "#shared/draft-storage.ts";

/** The photo slots of the KYC form: the document's front, its back (two-sided documents), the face holding it. */
export type PhotoSlot = "front" | "back" | "face";

/** The draft name of the KYC form (`webview_draft_kyc`). */
export const KYC_DRAFT = "kyc";

/** The slots a configuration asks for: front, back when two document photos are required, face when required. */
export function photoSlotsOf(config: { readonly id_image_count: number; readonly face_image_required: 0 | 1 }): PhotoSlot[] {
  return [...(config.id_image_count >= 2 ? (["front", "back"] as const) : (["front"] as const)), ...(config.face_image_required === 1 ? (["face"] as const) : [])];
}

/** The photos to start with: those kept in the draft, else the stored ones of the last submission (update mode). */
export function initialPhotos(
  slots: readonly PhotoSlot[],
  stored: { readonly id_image_urls: readonly string[]; readonly face_image_url: string } | null,
): Partial<Record<PhotoSlot, PhotoValue>> {
  const storage = pageDraftStorage();
  const result: Partial<Record<PhotoSlot, PhotoValue>> = {};
  slots.forEach((slot) => {
    const kept = photoFromDataUrl(readPhotoDraft(storage, KYC_DRAFT, slot));
    const url = stored === null ? "" : slot === "face" ? stored.face_image_url : (stored.id_image_urls[slot === "front" ? 0 : 1] ?? "");
    const photo = kept ?? (url === "" ? null : ({ kind: "stored", url } as const));
    if (photo !== null) result[slot] = photo;
  });
  return result;
}

/** Keeps (or forgets) one photo with the draft; best effort (a photo too large for the storage is simply not kept). */
export function keepPhotoDraft(slot: PhotoSlot, photo: PhotoValue | null): void {
  writePhotoDraft(pageDraftStorage(), KYC_DRAFT, slot, photo?.kind === "upload" ? photo.dataUrl : null);
}

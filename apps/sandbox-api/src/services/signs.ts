/**
 * Contract offers ("signs"): creating one with the agency's standard terms.
 */
import type { Database } from "#db/client.ts";
import { anchorSigns } from "#db/schema/contracts.ts";
import type { Agency } from "#db/schema/organisation.ts";
import { SignStatus } from "@agent-portal/api-client/enums";
import type { SignType } from "@agent-portal/api-client/enums";
import { termsOf } from "#domain/terms.ts";
import { addMonths } from "./time.ts";

/** What a new offer is. */
export interface NewOffer {
  readonly broadcasterUid: string;
  readonly agency: Pick<Agency, "id" | "level">;
  readonly signType: SignType;
  readonly months: number;
  /** First day of the offered contract (a renewal: the current end). */
  readonly startDay: string;
  readonly expiresAt: Date;
}

/** Inserts a waiting offer with the agency's terms; answers its id. */
export async function createSign(db: Database, offer: NewOffer, now: Date): Promise<number> {
  const [row] = await db
    .insert(anchorSigns)
    .values({
      broadcasterUid: offer.broadcasterUid,
      agencyId: offer.agency.id,
      signType: offer.signType,
      durationMonths: offer.months,
      startDay: offer.startDay,
      endDay: addMonths(offer.startDay, offer.months),
      ...termsOf(offer.agency.level),
      status: SignStatus.Waiting,
      createdAt: now,
      expiresAt: offer.expiresAt,
    })
    .returning({ id: anchorSigns.id });
  if (row === undefined) throw new Error("sign insert returned nothing");
  return row.id;
}

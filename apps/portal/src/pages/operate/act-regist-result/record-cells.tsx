import { Badge } from "@agent-portal/ui-kit/components/badge";
import { ActivitySignStatus } from "@agent-portal/api-client/enums";
import type { RegistrationStatus } from "@agent-portal/api-client/enums";
import { useTranslation } from "react-i18next";
import { ZonedTime } from "#pages/operate/act-regist/activity-times.tsx";
import type { RoundRecord } from "./result-params.ts";

/** A broadcaster as records name them: display name and Bigo ID. */
export function BroadcasterCell({ nickName, bigoId }: { readonly nickName: string; readonly bigoId: string }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{nickName}</span>
      <span className="text-xs text-fg-muted">{bigoId}</span>
    </span>
  );
}

/** A registration status as a badge (approved green, rejected red, cancelled grey, waiting for review amber). */
export function SignStatusBadge({ status }: { readonly status: RegistrationStatus }) {
  const { t } = useTranslation();
  const tone =
    status === ActivitySignStatus.Approved ? "success" : status === ActivitySignStatus.Rejected ? "danger" : status === ActivitySignStatus.Registered ? "warning" : "neutral";
  return <Badge tone={tone}>{t(`operate.results.signStatus.${String(status)}`)}</Badge>;
}

/** Whether a registration is in force (waiting for review or approved): only these are drawn. */
const inForce = (status: RegistrationStatus): boolean => status === ActivitySignStatus.Registered || status === ActivitySignStatus.Approved;

/** What a record not placed by the draw shows: "Not yet drawn" while in force (the draw is made when sign-up closes), "—" when rejected or cancelled. */
export function NotDrawn({ status }: { readonly status: RegistrationStatus }) {
  const { t } = useTranslation();
  return <span className="text-fg-muted">{inForce(status) ? t("operate.results.notDrawn") : "—"}</span>;
}

/** Whether the draw placed the record (a slot is answered once drawn). */
export const isDrawn = (row: Pick<RoundRecord, "slotStartTime">): boolean => row.slotStartTime > 0;

/** The opponent of a drawn record: their name and Bigo ID, "No opponent (bye)", or "Not yet drawn". */
export function OpponentCell({ row }: { readonly row: RoundRecord }) {
  const { t } = useTranslation();
  if (!isDrawn(row)) return <NotDrawn status={row.signStatus} />;
  if (row.opponentBigoId === "") return <span>{t("operate.results.bye")}</span>;
  return <BroadcasterCell nickName={row.opponentNickName} bigoId={row.opponentBigoId} />;
}

/** A time slot in the activity's report zone (local time beside when different), or "Not yet drawn". */
export function SlotCell({ row }: { readonly row: RoundRecord }) {
  if (!isDrawn(row)) return <NotDrawn status={row.signStatus} />;
  return <ZonedTime seconds={row.slotStartTime} timeZone={row.reportTimeZone} />;
}

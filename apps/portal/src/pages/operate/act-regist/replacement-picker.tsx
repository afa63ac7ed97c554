import { useAct75352QueryAnchorListQuery } from "@agent-portal/api-client/services/act75352";
import { ActivitySignStatus } from "@agent-portal/api-client/enums";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";
import { anchorLabel } from "./change-model.ts";

/** The broadcaster chosen to take the place (query_anchor_list row). */
export interface Replacement {
  readonly anchorUid: string;
  readonly bigoId: string;
  readonly nickName: string;
}

/** The candidates asked at once: the first 100 of the agency's broadcasters (query_anchor_list's largest page). */
const CANDIDATES = 100;

/**
 * The broadcaster taking the place in a change_anchor: the agency's broadcasters for the activity
 * (query_anchor_list); those not eligible, or registered already, are listed disabled with their reason.
 */
export function ReplacementPicker({
  activityId,
  chosen,
  onChoose,
}: {
  readonly activityId: number;
  readonly chosen: Replacement | null;
  readonly onChoose: (row: Replacement) => void;
}) {
  const { t } = useTranslation();
  const query = useAct75352QueryAnchorListQuery({ activityId, pageIndex: 1, pageSize: CANDIDATES });
  const rows = query.data?.list ?? [];
  const registered = (status: number) => status === ActivitySignStatus.Registered || status === ActivitySignStatus.Approved;
  return (
    <label className="flex flex-col gap-1">
      {t("operate.actChange.newAnchor")}
      <Select
        aria-label={t("operate.actChange.newAnchor")}
        placeholder={query.isLoading ? t("operate.actChange.loadingAnchors") : t("operate.actChange.chooseAnchor")}
        disabled={query.isLoading}
        options={rows.map((row) => {
          const reason = row.eligible === 0 ? row.reason : registered(row.signStatus) ? t("operate.signUp.alreadyRegistered") : "";
          const label = anchorLabel(row);
          return { value: row.anchorUid, label: reason === "" ? label : `${label}: ${reason}`, disabled: reason !== "" };
        })}
        value={chosen?.anchorUid ?? ""}
        onValueChange={(uid) => {
          const row = rows.find((r) => r.anchorUid === uid);
          if (row !== undefined) onChoose({ anchorUid: row.anchorUid, bigoId: row.bigoId, nickName: row.nickName });
        }}
      />
    </label>
  );
}

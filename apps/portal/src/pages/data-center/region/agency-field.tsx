import { skipToken } from "@reduxjs/toolkit/query";
import { useAreaAgencyRankQuery } from "@agent-portal/api-client/services/live-data-area";
import { useTranslation } from "react-i18next";
import { ChoiceFilter } from "#shared/list/choice-filter.tsx";
import type { ReportRange } from "#pages/data-center/shared/report-range.ts";
import { rangeSeconds } from "#pages/data-center/shared/report-range.ts";

/** Most agencies a region's agency filter offers (the ranking's first page, by beans). */
const AGENCY_CHOICES = 100;

/** Props of {@link AgencyField}. */
export interface AgencyFieldProps {
  /** The region (short name); null: none to choose from. */
  readonly area: string | null;
  /** The range the list shows: the agencies come ranked by its beans (area agencyRank, the agency-data tab's call). */
  readonly range: ReportRange;
  /** The URL's agency uid; "" for every agency. */
  readonly value: string;
  readonly onChange: (agencyUid: string) => void;
}

/** The agency filter of a region's broadcaster tabs: the region's agencies of the user's scope, "All agencies" first. */
export function AgencyField({ area, range, value, onChange }: AgencyFieldProps) {
  const { t } = useTranslation();
  const agencies = useAreaAgencyRankQuery(area === null ? skipToken : { area, ...rangeSeconds(range), page: 1, pageSize: AGENCY_CHOICES });
  const options = (agencies.data?.list ?? []).map((agency) => ({ value: agency.agencyUid, label: agency.name }));
  return <ChoiceFilter label={t("region.agency")} anyLabel={t("region.anyAgency")} value={value} options={options} onChange={onChange} />;
}

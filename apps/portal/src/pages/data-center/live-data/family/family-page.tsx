import { LoadingLines } from "@agent-portal/app-runtime/components/query-view";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { NotFound } from "#shared/not-found/not-found.tsx";
import { isLiveDataEntry } from "./family-access.ts";
import { FAMILY_TABS } from "./family-tabs.ts";
import { FamilyEntryGate } from "./family-entry-gate.tsx";

/**
 * family/{type} of live data (LiveDataFamily `/data-center/live-data/family/:type`, LiveDataAnalysis
 * or BroadcasterLiveData; issue 20 item 6): the page of one family entry (`FAMILY_TABS`), once the
 * viewer's access ({@link useFamilyAccess}) says they get it. An unknown `type`, or one the agency
 * does not have or the viewer may not see, is NotFound, like any page one may not open.
 */
export default function LiveDataFamilyPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const tab = isLiveDataEntry(type) ? FAMILY_TABS[type] : undefined;
  if (tab === undefined || !isLiveDataEntry(type)) return <NotFound />;
  return (
    <FamilyEntryGate entry={type}>
      {(access) => (
        <Suspense fallback={<LoadingLines lines={6} label={t("common.loading")} />}>
          <tab.Page access={access} />
        </Suspense>
      )}
    </FamilyEntryGate>
  );
}

import type { LiveDataEntry } from "@agent-portal/api-client/contract/live-data-report";
import { LoadingLines } from "@agent-portal/app-runtime/components/query-view";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NotFound } from "#shared/not-found/not-found.tsx";
import { FailedLoad } from "#pages/data-center/shared/agency-overview.tsx";
import type { FamilyAccess } from "./family-access.ts";
import { useFamilyAccess } from "./use-family-access.ts";

/**
 * A page of one live-data family entry (issue 20 item 6: "shown only when `GetAggrDataEntry` or
 * `config` says the agency has it"): the viewer's access ({@link useFamilyAccess}) is loaded
 * first (lines while it loads, the failure with Try again when a call fails), then the page
 * renders with it when the viewer gets `entry`, and NotFound when not, like any page one may not
 * open: the family/{type} pages and the recall tab (preLostUser).
 */
export function FamilyEntryGate({ entry, children }: { readonly entry: LiveDataEntry; readonly children: (access: FamilyAccess) => ReactNode }) {
  const { t } = useTranslation();
  const { access, ready, error, retry } = useFamilyAccess();
  if (error !== undefined) return <FailedLoad error={error} retry={retry} />;
  if (!ready || access === null) return <LoadingLines lines={6} label={t("common.loading")} />;
  if (!access.tabs.includes(entry)) return <NotFound />;
  return <>{children(access)}</>;
}

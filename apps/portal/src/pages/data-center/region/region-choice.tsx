import { businessCodeOf } from "@agent-portal/app-runtime/errors/api-error-message";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { selectRegions } from "@agent-portal/session/selectors";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";
import type { RegionOption } from "./region-params.ts";
import { chosenRegion } from "./region-params.ts";

/** 43003 (live-data family): the region or agency lies outside the user's data scope. */
const NO_DATA_PERMISSION = 43003;

/** True when a region call was refused because the region or agency is outside the user's scope: the screen says "you don't have access", not an error to retry. */
export const isOutsideScope = (error: unknown): boolean => businessCodeOf(error) === NO_DATA_PERMISSION;

/** The user's regions (the session's, answered for their data scope) and the one the URL's `area` chooses (or the first; null: none). */
export function useRegionChoice(area: string): { regions: readonly RegionOption[]; region: RegionOption | null } {
  const regions = useAppSelector(selectRegions);
  return { regions, region: chosenRegion(area, regions) };
}

/** Props of {@link RegionField}. */
export interface RegionFieldProps {
  readonly regions: readonly RegionOption[];
  readonly region: RegionOption | null;
  /** Called with the chosen region's short name. */
  readonly onChange: (shortName: string) => void;
}

/** The region picker of a region screen: the user's regions by name, applied at once (the URL keeps the short name). */
export function RegionField({ regions, region, onChange }: RegionFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={t("region.region")} className="w-56">
      {(control) => (
        <Select {...control} options={regions.map((option) => ({ value: option.shortName, label: option.name }))} value={region?.shortName ?? ""} onValueChange={onChange} />
      )}
    </FormField>
  );
}

/** The "you don't have access" state of a region screen: no region in the user's scope, or the chosen one refused (43003). */
export function NoRegionAccess() {
  const { t } = useTranslation();
  return <EmptyState title={t("region.noAccess")} description={t("region.noAccessHint")} />;
}

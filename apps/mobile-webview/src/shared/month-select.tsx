import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "./native-select.tsx";
import { monthStart } from "./report-months.ts";

/** Props of {@link MonthSelect}. */
export interface MonthSelectProps {
  /** The months offered, `YYYY-MM`, newest first (`recentMonths`). */
  readonly months: readonly string[];
  /** The chosen month, one of `months`. */
  readonly value: string;
  readonly onChange: (month: string) => void;
}

/**
 * The month picker of the broadcaster's own pages: the phone's own picker (a 44 px native select,
 * labelled "Month"), each month named in the page's language (`format.month`, UTC: the report
 * months of `report-months.ts`).
 */
export function MonthSelect({ months, value, onChange }: MonthSelectProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <FormField label={t("webview.month")}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {months.map((month) => (
            <option key={month} value={month}>
              {format.month(monthStart(month), { timeZone: "UTC" })}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";

/** Props of {@link MonthField}. */
export interface MonthFieldProps {
  /** The months to choose from, `YYYY-MM`, newest first (`monthOptions` of the config's days). */
  readonly options: readonly string[];
  /** The month shown; null while none is known. */
  readonly month: string | null;
  readonly onChange: (month: string) => void;
}

/** A data screen's month picker ("Month"): the months with data, named in the user's language (UTC+0 months), applied at once. */
export function MonthField({ options, month, onChange }: MonthFieldProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <FormField label={t("dataCenter.month")} className="w-48">
      {(control) => (
        <Select
          {...control}
          options={options.map((value) => ({ value, label: format.month(`${value}-01T00:00:00Z`, { timeZone: "UTC" }) }))}
          value={month ?? ""}
          onValueChange={onChange}
        />
      )}
    </FormField>
  );
}

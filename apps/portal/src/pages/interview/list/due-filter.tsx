import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";
import { DUE_FILTERS } from "./interview-params.ts";

/** The past-due filter: every interview, or only scheduled ones whose time has passed (applies at once). */
export function DueFilter({ value, onChange }: { readonly value: (typeof DUE_FILTERS)[number]; readonly onChange: (due: (typeof DUE_FILTERS)[number]) => void }) {
  const { t } = useTranslation();
  const options = DUE_FILTERS.map((due) => ({ value: due, label: t(`interview.due.${due}`) }));
  return (
    <FormField label={t("interview.due.label")} className="w-44">
      {(control) => <Select {...control} options={options} value={value} onValueChange={(next) => onChange(DUE_FILTERS.find((due) => due === next) ?? "all")} />}
    </FormField>
  );
}

import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";
import type { NoticeState } from "./notification-params.ts";
import { NOTICE_STATES } from "./notification-params.ts";

/** The read-state filter: all notices, unread only, read only (applies at once). */
export function StateFilter({ value, onChange }: { readonly value: NoticeState; readonly onChange: (state: NoticeState) => void }) {
  const { t } = useTranslation();
  const options = NOTICE_STATES.map((state) => ({ value: state, label: t(`notification.stateFilter.${state}`) }));
  return (
    <FormField label={t("notification.column.state")} className="w-40">
      {(control) => <Select {...control} options={options} value={value} onValueChange={(next) => onChange(NOTICE_STATES.find((state) => state === next) ?? "all")} />}
    </FormField>
  );
}

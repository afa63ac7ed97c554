import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useTranslation } from "react-i18next";
import { BIGO_ID_MAX_LENGTH } from "#shared/forms/bigo-id.ts";
import type { BigoIdFilter } from "./use-bigo-id-filter.ts";

/** Props of {@link BigoIdField}. */
export interface BigoIdFieldProps {
  readonly filter: BigoIdFilter;
  /** Visible label (default "Bigo ID"). */
  readonly label?: string;
  readonly placeholder?: string;
}

/** The Bigo ID search field of a list's filter bar (see `useBigoIdFilter`), with its invalid-ID message. */
export function BigoIdField({ filter, label, placeholder }: BigoIdFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label ?? t("shared.bigoId.label")} error={filter.invalid ? t("shared.bigoId.invalid") : undefined} className="w-56">
      {(control) => (
        <Input
          {...control}
          type="search"
          value={filter.text}
          maxLength={BIGO_ID_MAX_LENGTH + 8}
          placeholder={placeholder ?? t("shared.bigoId.placeholder")}
          onChange={(event) => {
            filter.setText(event.target.value);
          }}
        />
      )}
    </FormField>
  );
}

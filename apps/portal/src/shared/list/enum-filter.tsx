import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";

const ANY = "any";

/** Props of {@link EnumFilter}. */
export interface EnumFilterProps<V extends number> {
  readonly label: string;
  /** The URL's value; `null` for any. */
  readonly value: V | null;
  /** The values offered, in order. */
  readonly values: readonly V[];
  /** A value's translated name. */
  readonly labelOf: (value: V) => string;
  /** Called with the chosen value, or `null` for "Any". */
  readonly onChange: (value: V | null) => void;
}

/** A select filter over an enumeration (guild security, notifications) with "Any" first (applies at once, as pickers do). */
export function EnumFilter<V extends number>({ label, value, values, labelOf, onChange }: EnumFilterProps<V>) {
  const { t } = useTranslation();
  const options = [{ value: ANY, label: t("shared.list.any") }, ...values.map((v) => ({ value: String(v), label: labelOf(v) }))];
  return (
    <FormField label={label} className="w-44">
      {(control) => (
        <Select {...control} options={options} value={value === null ? ANY : String(value)} onValueChange={(next) => onChange(values.find((v) => String(v) === next) ?? null)} />
      )}
    </FormField>
  );
}

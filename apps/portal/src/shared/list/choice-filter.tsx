import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";

const ANY = "any";

/** Props of {@link ChoiceFilter}. */
export interface ChoiceFilterProps {
  readonly label: string;
  /** The first option's text, standing for no filter ("All sub-agencies", "Any broker"). */
  readonly anyLabel: string;
  /** The URL's value (an id); "" for no filter. */
  readonly value: string;
  /** The choices, in order: an id and its translated name. */
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** Called with the chosen id, or "" for no filter. */
  readonly onChange: (value: string) => void;
}

/**
 * A select filter over entities the server names by id (a sub-agency, a broker, a team), with "no
 * filter" first; applies at once, as pickers do. The URL keeps the id ("" for none).
 */
export function ChoiceFilter({ label, anyLabel, value, options, onChange }: ChoiceFilterProps) {
  return (
    <FormField label={label} className="w-56">
      {(control) => (
        <Select
          {...control}
          options={[{ value: ANY, label: anyLabel }, ...options]}
          value={value === "" ? ANY : value}
          onValueChange={(next) => onChange(next === ANY ? "" : next)}
        />
      )}
    </FormField>
  );
}

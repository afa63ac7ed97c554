import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";
import { roleName } from "./team-columns.tsx";
import type { MemberRole } from "./team-params.ts";

/** Props of {@link RoleSelect}. */
export interface RoleSelectProps {
  /** The field's label (translated). */
  readonly label: string;
  /** The roles offered, by their translated names. */
  readonly roles: readonly MemberRole[];
  readonly value: MemberRole | undefined;
  readonly onChange: (role: MemberRole | undefined) => void;
}

/** A required choice of member role (the add and role dialogs). */
export function RoleSelect({ label, roles, value, onChange }: RoleSelectProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label} required>
      {(control) => (
        <Select
          {...control}
          options={roles.map((r) => ({ value: String(r), label: roleName(t, r) }))}
          value={value === undefined ? "" : String(value)}
          onValueChange={(next) => onChange(roles.find((r) => String(r) === next))}
        />
      )}
    </FormField>
  );
}

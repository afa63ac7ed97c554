import { AccountRole } from "@agent-portal/api-client/enums";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";

/** The role select's value for "any role". */
export const ANY_ROLE = "any";

/** Props of {@link AccountSearchFields}. */
export interface AccountSearchFieldsProps {
  /** What is typed in the search (username, Bigo ID or name). */
  readonly keyword: string;
  readonly onKeywordChange: (typed: string) => void;
  /** The AccountRole filtered on; null: any role. */
  readonly role: number | null;
  /** The chosen option: an AccountRole as text, or {@link ANY_ROLE}. */
  readonly onRoleChange: (value: string) => void;
}

/** The account search (username, Bigo ID or name; at most 64 characters) and role filter of the admin pages. */
export function AccountSearchFields({ keyword, onKeywordChange, role, onRoleChange }: AccountSearchFieldsProps) {
  const { t } = useTranslation();
  const roleOptions = [
    { value: ANY_ROLE, label: t("admin.accounts.anyRole") },
    ...Object.values(AccountRole).map((value) => ({ value: String(value), label: t(`admin.role.${String(value)}`) })),
  ];
  return (
    <>
      <FormField label={t("admin.accounts.search")} className="w-64">
        {(control) => <Input {...control} type="search" value={keyword} maxLength={64} onChange={(event) => onKeywordChange(event.target.value)} />}
      </FormField>
      <FormField label={t("admin.accounts.column.role")} className="w-48">
        {(control) => <Select {...control} options={roleOptions} value={role === null ? ANY_ROLE : String(role)} onValueChange={onRoleChange} />}
      </FormField>
    </>
  );
}

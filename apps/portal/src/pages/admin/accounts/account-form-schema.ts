import * as z from "zod/mini";
import { AccountRole, AccountSubRole } from "@agent-portal/api-client/enums";
import type { AdminAccountsRow } from "./accounts-params.ts";

/**
 * The account form (createAccount / updateAccount): username (3-64 of letters, digits, `.`, `_`,
 * `-`; surrounding spaces dropped, saved lower-case, so "  Ana.B " and "ana.b" are the same name),
 * Bigo ID, name, role, sub-role (Agency accounts) and the account's own permission ids. Messages are
 * i18n keys.
 */
export const accountFormSchema = z.object({
  username: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9._-]{3,64}$/, "admin.accounts.error.username")),
  bigo_id: z.string().check(z.trim(), z.minLength(1, "admin.accounts.error.bigoId"), z.maxLength(32, "admin.accounts.error.bigoId")),
  nick_name: z.string().check(z.trim(), z.minLength(1, "admin.accounts.error.name"), z.maxLength(64, "admin.accounts.error.name")),
  role: z.enum(["1", "2", "3", "4"]),
  sub_role: z.enum(["0", "1", "2", "3"]),
  permissions: z.array(z.number()),
});

/** What the account form holds. */
export type AccountFormValues = z.input<typeof accountFormSchema>;

/** The username as the server keeps it: trimmed and lower-case. */
export const normalisedUsername = (typed: string): string => typed.trim().toLowerCase();

const asRole = (value: number): AccountFormValues["role"] => (value === 1 ? "1" : value === 2 ? "2" : value === 3 ? "3" : "4");
const asSubRole = (value: number): AccountFormValues["sub_role"] => (value === 1 ? "1" : value === 2 ? "2" : value === 3 ? "3" : "0");

/** The form of a new account: an operator with no permission. */
export const EMPTY_ACCOUNT: AccountFormValues = { username: "", bigo_id: "", nick_name: "", role: "2", sub_role: "0", permissions: [] };

/** The form of an existing account. */
export const accountFormOf = (row: AdminAccountsRow): AccountFormValues => ({
  username: row.username,
  bigo_id: row.bigo_id,
  nick_name: row.nick_name,
  role: asRole(row.role),
  sub_role: asSubRole(row.sub_role),
  permissions: [...row.permissions],
});

/** The fields sent for the form's values (the sub-role only for Agency accounts). */
export function accountFields(values: z.output<typeof accountFormSchema>) {
  const role = Number(values.role) as AccountRole;
  return {
    nick_name: values.nick_name,
    role,
    sub_role: role === AccountRole.Agency ? (Number(values.sub_role) as AccountSubRole | 0) : 0,
    permissions: [...new Set(values.permissions)].sort((a, b) => a - b),
  } as const;
}

/** Roles the user may give (none above their own: Admin 1 is the highest), highest first. */
export const grantableRoles = (ownRole: number): AccountRole[] => Object.values(AccountRole).filter((role) => role >= ownRole);

/** Sub-roles of a sub-account of a user whose own sub-role is `ownSubRole` (0: none): those below it (a larger number ranks lower), highest first. */
export const subRolesBelow = (ownSubRole: number): AccountSubRole[] => Object.values(AccountSubRole).filter((sub) => sub > ownSubRole);

/** The form of a new sub-account of a user whose own sub-role is `ownSubRole`: an Agency account with the highest sub-role below it, no permission. */
export const emptySubAccount = (ownSubRole: number): AccountFormValues => ({
  ...EMPTY_ACCOUNT,
  role: "3",
  sub_role: asSubRole(subRolesBelow(ownSubRole)[0] ?? AccountSubRole.Manager),
});

/**
 * Mock data factories of the administration calls (`contract/admin-accounts`): Storybook, MSW
 * handlers and component tests build their answers from these; every factory's output passes its
 * response schema.
 */
import type { AccountRow } from "#contract/admin-accounts.ts";
import { AccountRole, AccountStatus, AccountSubRole } from "#enums/index.ts";

/** An enabled Agency Admin (sub-agent) of one agency, version 1; override any field. Times are Unix seconds. */
export function createMockAccountRow(overrides: Partial<AccountRow> = {}): AccountRow {
  return {
    id: 7,
    username: "agency.subagent",
    bigo_id: "nusantara_sub",
    nick_name: "Sub Agent",
    role: AccountRole.Agency,
    sub_role: AccountSubRole.Admin,
    status: AccountStatus.Enabled,
    status_reason: "",
    permissions: [6],
    scope_kind: "agency",
    scope_names: ["Nusantara Star Agency"],
    agency_name: "Nusantara Star Agency",
    last_login_time: 1_764_000_000,
    created_by: "admin",
    create_time: 1_760_000_000,
    version: 1,
    updated_by: "",
    update_time: 0,
    ...overrides,
  };
}

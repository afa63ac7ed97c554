/**
 * Mock data factories of the administration calls (`contract/admin-accounts`, `contract/admin-data-scope`): Storybook, MSW
 * handlers and component tests build their answers from these; every factory's output passes its
 * response schema.
 */
import type { AccountRow } from "#contract/admin-accounts.ts";
import type { DataScopeAnswer, ScopeAgency } from "#contract/admin-data-scope.ts";
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

/** An agency as a scope names it (`contract/admin-data-scope`): the first seeded agency, in region 1 (Indonesia); override any field. */
export function createMockScopeAgency(overrides: Partial<ScopeAgency> = {}): ScopeAgency {
  return { id: 1, name: "Nusantara Star Agency", bigo_id: "nusantara.star", region_id: 1, ...overrides };
}

/** An operator's data scope (`getDataScope`): regions 1 and 2, reaching 3 agencies, in no agency; override any field. */
export function createMockDataScope(overrides: Partial<DataScopeAnswer> = {}): DataScopeAnswer {
  return { id: 2, kind: "regions", settable: true, region_ids: [1, 2], agencies: [], own_agency: null, agency_count: 3, ...overrides };
}

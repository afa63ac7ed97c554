import type { LiveDataEntry } from "@agent-portal/api-client/contract/live-data-report";
import { LIVE_DATA_ENTRIES } from "@agent-portal/api-client/contract/live-data-report";
import { AgentReportUserType, AgentRole } from "@agent-portal/api-client/enums";
import type { LiveMetricType } from "#shared/live-data/live-metrics.ts";
import { LIVE_METRIC_TYPES } from "#shared/live-data/live-metrics.ts";

/** The openBiz feature id of multi-room data (agentOss openBiz `bizId` 3). */
export const MULTI_ROOM_BIZ_ID = 3;

/** What the data service says about the viewer and their agency (the calls {@link familyAccess} reads). */
export interface FamilyStanding {
  /** live data config `entries`: the family entries the agency has. */
  readonly entries: readonly LiveDataEntry[];
  /** agentOss getRole `role`: NOT_AGENT 0, SUPER_MANAGER 1, MANAGER 2, BROKER 3. */
  readonly role: AgentRole;
  /** agentOss getUserType `userType` (SPEC section 3): NoProfile 0, SuperAdmin 1, Operator 2, AgencyAgent 3, AgencySubAgent 4, AgencyManager 5. */
  readonly userType: AgentReportUserType;
  /** GetAggrDataEntry `agent_entry`: 1 the viewer sees the agency aggregate. */
  readonly agentEntry: 0 | 1;
  /** agentOss openBiz(3) `open`: 1 multi-room data is open for the viewer. */
  readonly multiRoomOpen: 0 | 1;
}

/** The family tabs and figures a viewer gets. */
export interface FamilyAccess {
  /** The family tabs shown, in the config's order. */
  readonly tabs: readonly LiveDataEntry[];
  /** Money figures (income in cents) are shown: only to those who see the agency's money. */
  readonly income: boolean;
}

const { NoProfile, SuperAdmin, Operator, AgencyAgent } = AgentReportUserType;

/**
 * Which family tabs and figures a viewer gets (issue 20 item 6), from their standing to the data
 * service:
 * - no profile with the data service (getUserType NoProfile 0): nothing;
 * - a tab needs its entry in the agency's config;
 * - multi-room also needs the feature open (openBiz 3);
 * - activity 78062 reports per sub-agency: it needs the agency aggregate (GetAggrDataEntry
 *   `agent_entry`) or an admin's or operator's standing, and a broker, who has no sub-agencies,
 *   never gets it;
 * - income shows to admins, operators and the agency's own agent (SuperAdmin, Operator, AgencyAgent), not to sub-agents,
 *   managers or brokers.
 */
export function familyAccess(standing: FamilyStanding): FamilyAccess {
  const { entries, role, userType, agentEntry, multiRoomOpen } = standing;
  if (userType === NoProfile) return { tabs: [], income: false };
  const staff = userType === SuperAdmin || userType === Operator;
  const allowed = (entry: LiveDataEntry): boolean => {
    if (!entries.includes(entry)) return false;
    if (entry === "multiRoom") return multiRoomOpen === 1;
    if (entry === "act78062") return role !== AgentRole.BROKER && (agentEntry === 1 || staff);
    return true;
  };
  return { tabs: LIVE_DATA_ENTRIES.filter(allowed), income: staff || userType === AgencyAgent };
}

/** Whether `type` (a URL segment) names a family entry. */
export const isLiveDataEntry = (type: string | undefined): type is LiveDataEntry => LIVE_DATA_ENTRIES.some((entry) => entry === type);

/** The live metrics a family report shows the viewer: every one, income (cents) only with {@link FamilyAccess.income}. */
export const familyMetrics = (income: boolean): readonly LiveMetricType[] => LIVE_METRIC_TYPES.filter((type) => income || type !== "income");

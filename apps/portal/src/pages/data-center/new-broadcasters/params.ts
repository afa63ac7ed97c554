import type { newAnchorProxyReport } from "@agent-portal/api-client/contract/live-data-new-anchor";
import type { newAnchorCohort, newAnchorProxyList } from "@agent-portal/api-client/contract/live-data-new-anchor-cohort";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useNewAnchorMilestonesQuery } from "@agent-portal/api-client/services/live-data-new-anchor-cohort";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { QueryLike } from "@agent-portal/app-runtime/list/table-status";
import { dayParam, oneOfParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import type { DayRange } from "#shared/live-data/live-range.ts";
import type { Milestone } from "./milestones.ts";
import { sinceJoiningRange } from "./milestones.ts";

/** A new broadcaster's row (live data `new_anchor/proxy/report`). */
export type NewAnchorRow = ResponseOf<typeof newAnchorProxyReport>["list"][number];
/** A team's totals (live data `new_anchor/proxy/list`; proxyUid "0": the agency's own broadcasters). */
export type TeamRow = ResponseOf<typeof newAnchorProxyList>["list"][number];
/** A join cohort (live data `new_anchor/cohort`). */
export type Cohort = ResponseOf<typeof newAnchorCohort>["list"][number];

/** The agent screen's one order: newest joiners first (the server's). */
export const AGENT_SORTABLE = ["joinTime"] as const;

/** The agent screen's URL: page, size and the team (`proxy`, a sub-agency's uid; "" the caller's own scope). */
export const AGENT_SPEC = { ...listParams(AGENT_SORTABLE, "joinTime", "desc"), proxy: textParam(20) };

/** The manager screen's one order: most new broadcasters first (the server's). */
export const TEAM_SORTABLE = ["newAnchorCount"] as const;

/** The manager screen's URL: page, size, the team totals' day range (`from`, `to`) and the cohort length (`period`). */
export const MANAGER_SPEC = {
  ...listParams(TEAM_SORTABLE, "newAnchorCount", "desc"),
  from: dayParam(),
  to: dayParam(),
  period: oneOfParam(["week", "month"] as const, "week"),
};

/** The anchor-detail URL: the broadcaster (`uid`) and the agent view to return to (`back`, its query string). */
export const DETAIL_SPEC = { uid: textParam(20), back: textParam(400) };

/** The query string of a view to return to: only a query string (`?...`) is kept, so the way back stays in the app. */
export const backQuery = (back: string): string => (back.startsWith("?") && !back.includes("#") ? back : "");

/** What the new-broadcaster screens need before their first call. */
export interface SinceJoining {
  /** The range covering every new broadcaster's days since joining (the `newDays` days up to the last complete day); null while loading. */
  readonly range: DayRange | null;
  /** The last complete day (config `maxDay`), YYYY-MM-DD; null while loading. */
  readonly lastDay: string | null;
  /** The milestones, earliest first (empty while loading). */
  readonly milestones: readonly Milestone[];
  /** The config call while it fails, else the milestones call: for their loading and failed states. */
  readonly query: QueryLike<unknown>;
}

/** The live-data config and the new-broadcaster milestones (both cached), and the since-joining range they give. */
export function useSinceJoining(): SinceJoining {
  const config = useLiveDataConfigQuery();
  const milestones = useNewAnchorMilestonesQuery({});
  const lastDay = config.data?.maxDay ?? null;
  const newDays = milestones.data?.newDays;
  return {
    range: lastDay === null || newDays === undefined ? null : sinceJoiningRange(lastDay, newDays),
    lastDay,
    milestones: milestones.data?.list ?? [],
    query: config.isError ? config : milestones,
  };
}

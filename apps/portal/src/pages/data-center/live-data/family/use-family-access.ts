import { useGetAggrDataEntryQuery } from "@agent-portal/api-client/services/live-agent-service";
import { useAgentOssGetRoleQuery, useAgentOssGetUserTypeQuery } from "@agent-portal/api-client/services/live-data-agent-oss";
import { useAgentOssOpenBizQuery } from "@agent-portal/api-client/services/live-data-agent-oss-pk";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { useMemo } from "react";
import type { FamilyAccess } from "./family-access.ts";
import { MULTI_ROOM_BIZ_ID, familyAccess } from "./family-access.ts";

/** {@link useFamilyAccess}'s answer: the access once every call answered, `null` before (and when one failed: no tab is shown then). */
export interface FamilyAccessState {
  readonly access: FamilyAccess | null;
  /** Every call answered. */
  readonly ready: boolean;
  /** The first failed call's error, or `undefined`. */
  readonly error: unknown;
  /** Asks the failed calls again. */
  readonly retry: () => void;
}

/**
 * The viewer's family tabs and figures ({@link familyAccess}) from the five calls that tell them:
 * live data config (`entries`), agentOss getRole and getUserType, GetAggrDataEntry and agentOss
 * openBiz(3). Until all answer, and when one fails, `access` is null: no family tab is shown
 * rather than one that may lead nowhere.
 */
export function useFamilyAccess(): FamilyAccessState {
  const config = useLiveDataConfigQuery();
  const role = useAgentOssGetRoleQuery();
  const userType = useAgentOssGetUserTypeQuery();
  const entry = useGetAggrDataEntryQuery();
  const multiRoom = useAgentOssOpenBizQuery({ bizId: MULTI_ROOM_BIZ_ID });
  const access = useMemo(() => {
    if (config.data === undefined || role.data === undefined || userType.data === undefined || entry.data === undefined || multiRoom.data === undefined) return null;
    return familyAccess({
      entries: config.data.entries,
      role: role.data.role,
      userType: userType.data.userType,
      agentEntry: entry.data.agent_entry,
      multiRoomOpen: multiRoom.data.open,
    });
  }, [config.data, role.data, userType.data, entry.data, multiRoom.data]);
  const calls = [config, role, userType, entry, multiRoom];
  const failed = calls.find((call) => call.isError);
  const retry = () => {
    for (const call of calls) if (call.isError) void call.refetch();
  };
  return { access, ready: access !== null, error: failed?.error, retry };
}

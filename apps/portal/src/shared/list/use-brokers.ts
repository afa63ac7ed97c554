import { useGetAgencyMemberListQuery } from "@agent-portal/api-client/services/union-oss";
import { useMemo } from "react";
import { AgentRole } from "@agent-portal/api-client/enums";

/** A member who can look after broadcasters: a broker (3) or a manager (2) of the agency. */
export interface BrokerOption {
  readonly uid: string;
  readonly name: string;
  readonly bigoId: string;
  readonly role: typeof AgentRole.MANAGER | typeof AgentRole.BROKER;
}

/** Most members a list of brokers asks for (the contract's page size limit). */
const MEMBER_PAGE = 100;

/**
 * The agency's brokers and managers (union_oss getAgencyMemberList; SetBroker accepts a BROKER or
 * MANAGER member), brokers first, then by name: the broker filter of the broadcaster list and of
 * the live-data live tab, and the choice of the assignment dialog.
 */
export function useBrokers(): { readonly brokers: readonly BrokerOption[]; readonly isLoading: boolean; readonly isError: boolean } {
  const query = useGetAgencyMemberListQuery({ page: 1, page_size: MEMBER_PAGE });
  const brokers = useMemo(
    () =>
      (query.data?.list ?? [])
        .flatMap((member): BrokerOption[] =>
          member.role === AgentRole.MANAGER || member.role === AgentRole.BROKER ? [{ uid: member.uid, name: member.nick_name, bigoId: member.bigo_id, role: member.role }] : [],
        )
        .sort((a, b) => b.role - a.role || a.name.localeCompare(b.name)),
    [query.data],
  );
  return { brokers, isLoading: query.isLoading, isError: query.isError };
}

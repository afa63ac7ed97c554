import { useAgentPullApplyListQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { useState } from "react";

const PAGE_SIZE = 100;

/**
 * One sub-agent application of the caller's agency by id (union_oss agentPullApplyList, the same
 * slice as the webview's apply-progress-mobile/{id}): pages through the list, 100 rows at a time,
 * until the row is found or the list ends. `row` is `null` once every page was read without it.
 */
export function useSubAgentApplication(applyId: string) {
  const [page, setPage] = useState(1);
  const query = useAgentPullApplyListQuery({ page, page_size: PAGE_SIZE });
  const found = query.data?.list.find((item) => item.apply_id === applyId);
  const more = query.data !== undefined && found === undefined && page * PAGE_SIZE < query.data.total;
  // The next page is asked for while rendering (React's pattern for state derived from props).
  if (more) setPage(page + 1);
  const settled = query.data !== undefined && !more;
  return { query, row: settled ? (found ?? null) : undefined };
}

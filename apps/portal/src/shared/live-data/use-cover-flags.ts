import type { CoverIssueReason } from "@agent-portal/api-client/enums";
import { useLiveDataLiveCoverLowQualityQuery } from "@agent-portal/api-client/services/live-data-report";
import { useMemo } from "react";

/** The most rows LiveCoverLowQuality answers per page. */
const FLAGS_PAGE = { page: 1, pageSize: 100 } as const;

/**
 * The agency's broadcasters whose live cover was flagged as low quality (live data
 * LiveCoverLowQuality, newest first; the first 100 flags): each uid's newest reason. One cached
 * request serves the live tab and the broadcaster's page alike; while it loads or when it fails
 * the map is empty (no warning is shown rather than a wrong one).
 */
export function useCoverFlags(): ReadonlyMap<string, CoverIssueReason> {
  const flags = useLiveDataLiveCoverLowQualityQuery(FLAGS_PAGE);
  return useMemo(() => {
    const byUid = new Map<string, CoverIssueReason>();
    for (const flag of flags.data?.list ?? []) if (!byUid.has(flag.uid)) byUid.set(flag.uid, flag.reason);
    return byUid;
  }, [flags.data]);
}

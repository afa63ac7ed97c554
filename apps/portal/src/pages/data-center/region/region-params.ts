import type { areaExportUrl } from "@agent-portal/api-client/contract/live-data-area";
import type { RequestOf } from "@agent-portal/api-client/contract/define";
import { textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** A region as the session holds it (SPEC section 3, regions: id, name, shortName). */
export interface RegionOption {
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
}

/** The region of a region screen's URL (`area`, its short name); "" for the first of the user's regions. */
export const areaParam = () => textParam(8);

/** The agency filter of a region's broadcaster tabs (`agency`, the agency's uid); "" for every agency. */
export const agencyParam = () => textParam(20);

/**
 * The region a screen shows: the URL's `area` when it is one of the user's regions (the session's,
 * which the server answers for the user's data scope; case-insensitive), else the first of them;
 * null when the user has none (no region screen to show: "you don't have access").
 */
export function chosenRegion(area: string, regions: readonly RegionOption[]): RegionOption | null {
  return regions.find((region) => region.shortName.toLowerCase() === area.toLowerCase()) ?? regions[0] ?? null;
}

/** An area exportUrl request (form): a tab of a region with the list's range and filters, every row. */
export type AreaExportRequest = RequestOf<typeof areaExportUrl>;

/**
 * The region export of a broadcaster tab: the agency tab's own export request (agentOss exportUrl:
 * range, tab, Bigo ID) carried over to the region's call, with the region and agency filter.
 * Null while nothing can be sent (no region, or a filter the server would refuse).
 */
export function areaExportOf(
  request: { readonly startTime: number; readonly endTime: number; readonly bigoId?: string } | null,
  tab: "days" | "tiers",
  area: string | null,
  agencyUid: string,
): AreaExportRequest | null {
  if (request === null || area === null) return null;
  return {
    area,
    tab,
    startTime: request.startTime,
    endTime: request.endTime,
    ...(request.bigoId === undefined ? {} : { bigoId: request.bigoId }),
    ...(agencyUid === "" ? {} : { agencyUid }),
  };
}

/** The file name of a region tab's export: screen, region, tab and range (or month). */
export const areaExportFileName = (tab: "broadcaster-stats-day" | "broadcaster-stats-month" | "agency-data", area: string | null, period: string): string =>
  `region-${tab}-${area ?? "none"}-${period}.csv`;

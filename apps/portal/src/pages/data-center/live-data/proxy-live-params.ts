import type { agentOssProxyList } from "@agent-portal/api-client/contract/live-data-agent-oss";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** A row of the proxyLive tab (agentOss proxyList). */
export type ProxyRow = ResponseOf<typeof agentOssProxyList>["list"][number];

/** The proxyLive tab's one order: most beans first (the server's). */
export const PROXY_SORTABLE = ["beans"] as const;

/**
 * The URL of the proxyLive tab and of proxy-detail/{type}: page, size, the day range (`from`,
 * `to`), and, on the detail page, the sub-agency (`proxy`) and the proxyLive view to return to
 * (`back`, its query string).
 */
export const PROXY_SPEC = {
  ...listParams(PROXY_SORTABLE, "beans", "desc"),
  from: dayParam(),
  to: dayParam(),
  proxy: textParam(20),
  back: textParam(400),
};

/** The URL values of {@link PROXY_SPEC}. */
export type ProxyValues = ParamValues<typeof PROXY_SPEC>;

/** The query string of the proxyLive view to return to: only a query string (`?...`) is kept, so the way back stays on this page. */
export function backQuery(back: string): string {
  return back.startsWith("?") && !back.includes("#") ? back : "";
}

/** The share of a part in a whole (0..1), or null when the whole is 0 (a gap, not 0 %). */
export function shareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

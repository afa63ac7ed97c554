/** The data-center section (`/data-center`, SPEC sections 2 and 6). */
import { defineGroup, defineRoute } from "#route-define.ts";
import { PermissionId } from "#ids.ts";
import type { RouteMeta } from "#route-meta.ts";

const liveData = [PermissionId.LiveDataAnalysis, PermissionId.BroadcasterLiveData] as const;

/**
 * Live data: tabs core, proxyLive, live, pk and recall, plus hidden detail pages and the family entries (`family/:type`). The core tab also needs CoreMetrics (15),

 * the one place that permission gates (our design, see README).
 */
const liveDataRoute = defineRoute({
  name: "LiveData",
  path: "live-data",
  permissions: liveData,
  tabs: true,
  redirectToFirstChild: true,
  children: [
    defineRoute({ name: "LiveDataCore", path: "core", permissions: [PermissionId.CoreMetrics] }),
    defineRoute({ name: "LiveDataProxyLive", path: "proxyLive" }),
    defineRoute({ name: "LiveDataLive", path: "live" }),
    defineRoute({ name: "LiveDataPK", path: "pk" }),
    defineRoute({ name: "LiveDataProxyDetail", path: "proxy-detail/:type", hideInMenu: true }),
    defineRoute({ name: "LiveDataDetail", path: "detail/:type", hideInMenu: true }),
    defineRoute({ name: "LiveDataDesc", path: "desc/:type", hideInMenu: true }),
    // The family entries (multi-room, creator, activities 67110 and 78062): tabs the live-data host adds when the config lists them (issue 20 item 6).
    defineRoute({ name: "LiveDataFamily", path: "family/:type", hideInMenu: true }),
    // Recall of broadcasters at risk of leaving (issue 20 item 6, preLostUser; our route, the spec's tab list names none).
    defineRoute({ name: "LiveDataRecall", path: "recall" }),
  ],
});

/** Data center: live data, broadcaster data (proxy, anchor), broadcaster stats and new-broadcaster data. */
export const dataCenterSection: RouteMeta = defineGroup({
  name: "DataCenter",
  path: "data-center",
  icon: "chart-column",
  children: [
    liveDataRoute,
    defineRoute({
      name: "BroadcasterData",
      path: "broadcaster-data",
      permissions: liveData,
      redirectToFirstChild: true,
      children: [defineRoute({ name: "LiveDataProxy", path: "proxy" }), defineRoute({ name: "LiveDataAnchor", path: "anchor" })],
    }),
    defineRoute({
      name: "BroadcasterStats",
      path: "broadcaster-stats",
      permissions: [PermissionId.AgencyStat],
      tabs: true,
      redirectToFirstChild: true,
      children: [defineRoute({ name: "BroadcasterStatsDay", path: "day" }), defineRoute({ name: "BroadcasterStatsMonth", path: "month" })],
    }),
    defineRoute({
      name: "NewBroadcasterData",
      path: "new-broadcaster-data",
      permissions: [PermissionId.NewBroadcasterData],
      redirectToFirstChild: true,
      children: [
        defineRoute({ name: "NewBroadcasterDataManager", path: "manager" }),
        defineRoute({ name: "NewBroadcasterDataAgent", path: "agent" }),
        defineRoute({ name: "NewBroadcasterDataAnchorDetail", path: "anchor-detail", hideInMenu: true }),
      ],
    }),
  ],
});

/**
 * The whole route table of SPEC section 2 as data, and lookups by route name.
 *
 * Top level: Login, the test page, the open agent application flow, the mobile-only pages, the main layout (`/`,
 * holding Welcome as its index and every menu section) and the NotFound wildcard. Each section lives in its own
 * file under `routes/`.
 */
import { defineRoute } from "./route-define.ts";
import type { RouteMeta } from "./route-meta.ts";
import type { RouteName } from "./route-names.ts";
import { adminSection } from "./routes/admin.ts";
import { broadcasterSection } from "./routes/broadcaster.ts";
import { dataCenterSection } from "./routes/data-center.ts";
import { guildSection } from "./routes/guild.ts";
import { applyFlowRoutes, loginRoute, mobileRoutes, notFoundRoute, testRoute } from "./routes/open.ts";
import { operateSection } from "./routes/operate.ts";
import { paymentSection } from "./routes/payment.ts";
import { agencyAcademySection, applyProgressRoute, applySubAgentSection, interviewSection, notificationSection, regionSection } from "./routes/sections.ts";

/**
 * The main layout (`/`): Welcome is its index, Overview a hidden landing page, then the menu sections in menu
 * order (Admin, Broadcaster, Operate, Guild, DataCenter, Region, Notification, Payment, Interview,
 * ApplySubAgentList, AgencyAcademy) and the hidden desktop application progress.
 */
export const mainRoute: RouteMeta = defineRoute({
  name: "Main",
  path: "/",
  layout: true,
  hideInMenu: true,
  children: [
    defineRoute({ name: "Welcome", path: "", index: true, hideInMenu: true }),
    defineRoute({ name: "Overview", path: "overview", hideInMenu: true }),
    adminSection,
    broadcasterSection,
    operateSection,
    guildSection,
    dataCenterSection,
    regionSection,
    notificationSection,
    paymentSection,
    interviewSection,
    applySubAgentSection,
    applyProgressRoute,
    agencyAcademySection,
  ],
});

/** The route table (SPEC section 2): top-level records in matching order, the wildcard last. */
export const routeTable: readonly RouteMeta[] = [loginRoute, testRoute, ...applyFlowRoutes, ...mobileRoutes, mainRoute, notFoundRoute];

interface Indexed {
  readonly route: RouteMeta;
  readonly parent: RouteMeta | null;
}

function indexTable(routes: readonly RouteMeta[]): { byName: ReadonlyMap<RouteName, Indexed>; ordered: readonly RouteMeta[] } {
  const byName = new Map<RouteName, Indexed>();
  const ordered: RouteMeta[] = [];
  const visit = (route: RouteMeta, parent: RouteMeta | null): void => {
    if (byName.has(route.name)) throw new Error(`Duplicate route name in the route table: ${route.name}`);
    byName.set(route.name, { route, parent });
    ordered.push(route);
    for (const child of route.children ?? []) visit(child, route);
  };
  for (const route of routes) visit(route, null);
  return { byName, ordered };
}

const index = indexTable(routeTable);

/** Every route record of the table, depth first in table order (parents before their children). */
export const allRoutes: readonly RouteMeta[] = index.ordered;

function indexed(name: RouteName): Indexed {
  const entry = index.byName.get(name);
  // Unreachable while every RouteName is declared (tested); kept as a loud failure rather than a silent null.
  if (entry === undefined) throw new Error(`Route not in the route table: ${name}`);
  return entry;
}

/** The route record named `name`. Throws `Error` only if the table lacks a declared name (a build-time bug). */
export function getRoute(name: RouteName): RouteMeta {
  return indexed(name).route;
}

/** The parent record of `name`, or `null` for a top-level record. */
export function parentOf(name: RouteName): RouteMeta | null {
  return indexed(name).parent;
}

/**
 * The chain of records from the top-level record down to `name` (what a router's matches hold when the route
 * renders): e.g. `RecruitList` gives `[Main, Broadcaster, Recruit, RecruitList]`.
 */
export function chainOf(name: RouteName): readonly RouteMeta[] {
  const chain: RouteMeta[] = [];
  for (let current: RouteMeta | null = getRoute(name); current !== null; current = parentOf(current.name)) {
    chain.unshift(current);
  }
  return chain;
}

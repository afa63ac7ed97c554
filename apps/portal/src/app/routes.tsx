import { createRouteErrorBoundary } from "@agent-portal/app-runtime/components/route-error-boundary";
import { recordRoute, storeGetter } from "@agent-portal/app-runtime/routes/record-route";
import type { GuardStore } from "@agent-portal/app-runtime/routes/record-route";
import type { RouteHandle } from "@agent-portal/app-runtime/routes/route-handle";
import { tableScreen } from "@agent-portal/app-runtime/routes/screen-options";
import type { Screen } from "@agent-portal/app-runtime/routes/screen-options";
import type { AppStoreLoader } from "@agent-portal/app-runtime/store/app-store";
import { resolveRedirect } from "@agent-portal/permissions/redirect";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import type { RouteName } from "@agent-portal/permissions/route-names";
import { pathOf } from "@agent-portal/permissions/route-path";
import { routeTable } from "@agent-portal/permissions/route-table";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { data, redirect } from "react-router";
import NotFoundPage from "#pages/not-found/not-found-page.tsx";
import { runGuard } from "./guard-loader.ts";
import { BootFallback, RootShell, bootTitleKey } from "./root-shell.tsx";
import { entryScreens, mainLayout, placeholder, tabbedPage } from "./entry-screens.ts";

/** Every route's error boundary: NotFound in place for a 404, else the error with a retry (`@agent-portal/app-runtime`). */
const RouteErrorBoundary = createRouteErrorBoundary({ NotFound: NotFoundPage });

const isDesktop = (route: RouteMeta): boolean => route.app !== "mobile";

/**
 * Screens that render without the Redux store: the JavaScript before they render excludes RTK,
 * RTK Query, the services, the session and react-redux (150 KiB before Login renders).
 * Their guard decision never needs the user (guard step 1).
 */
const withoutStore: ReadonlySet<RouteName> = new Set<RouteName>(["Login", "NotFound"]);

/** The screen table (`screens.ts`), a chunk of its own: requested by the first route that renders one of its screens. */
const loadScreenTable = () => import("./screens.ts");

/**
 * Which screen renders a record: the entry's own (`entry-screens.ts`), the main layout, nothing
 * (a plain container), or the table's screen for the route (`screens.ts`), which falls back to the
 * plain tab page for a tab container and to the placeholder for a leaf.
 */
function screenOf(route: RouteMeta): Screen | null {
  const own = entryScreens[route.name];
  if (own) return own;
  if (route.layout === true) return mainLayout;
  if (route.tabs === true) return tableScreen(loadScreenTable, route.name, tabbedPage);
  if ((route.children ?? []).length > 0) return null;
  return tableScreen(loadScreenTable, route.name, placeholder);
}

function RedirectPending() {
  return null;
}

/** Route params without the undefined entries React Router may give. */
function filled(params: LoaderFunctionArgs["params"]): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The index child of a redirecting container: goes to the first child the user may open (SPEC section 2), else NotFound. */
function redirectIndex(getStore: () => Promise<GuardStore>, route: RouteMeta, chain: readonly RouteMeta[]): RouteObject {
  return {
    index: true,
    id: `${route.name}:redirect`,
    // The loader always redirects or throws; this renders nothing in the meantime.
    Component: RedirectPending,
    handle: { route, chain } satisfies RouteHandle,
    ErrorBoundary: RouteErrorBoundary,
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      await runGuard(getStore, chain, request.url);
      const [store, { canSeeIn }] = await Promise.all([getStore(), import("./guard-session.ts")]);
      const target = resolveRedirect(route, canSeeIn(store));
      if (target === null) throw data("Not Found", { status: 404 });
      return redirect(`${pathOf(target.name, filled(params))}${new URL(request.url).search}`);
    },
  };
}

function toRouteObjects(loadStore: AppStoreLoader, route: RouteMeta, parentChain: readonly RouteMeta[], providedAbove: boolean): RouteObject[] {
  const chain = [...parentChain, route];
  const screen = screenOf(route);
  const provideStore = screen !== null && !providedAbove && !withoutStore.has(route.name);
  const children = (route.children ?? []).filter(isDesktop).flatMap((child) => toRouteObjects(loadStore, child, chain, providedAbove || provideStore));
  // Where the boot screen shows the layout's frame and the page's title, what the page needs loads once that is on screen.
  const afterBootPaint = bootTitleKey(chain) !== null;
  const getStore = storeGetter(loadStore, afterBootPaint);
  if (route.redirectToFirstChild === true) children.unshift(redirectIndex(getStore, route, chain));
  const shared = recordRoute({
    route,
    chain,
    screen,
    ErrorBoundary: RouteErrorBoundary,
    loadStore,
    provideStore,
    afterBootPaint,
    guard: async ({ request }) => {
      await runGuard(getStore, chain, request.url);
      return null;
    },
  });
  if (route.index === true) return [{ ...shared, id: route.name, index: true }];
  const paths = [route.path, ...(route.aliases ?? [])];
  return paths.map((path, position) => ({
    ...shared,
    id: position === 0 ? route.name : `${route.name}:alias${String(position)}`,
    path,
    ...(children.length > 0 ? { children } : {}),
  }));
}

/**
 * The portal's React Router route objects, derived from the one route table of
 * `@agent-portal/permissions` (SPEC section 2): every desktop record with its aliases, a guard
 * loader per record (SPEC section 4), a redirect to the first permitted child for containers, lazy
 * screens with their route options (`entry-screens.ts`, and the table of `screens.ts` loaded on
 * first need), and an error boundary per route. The store is
 * loaded on demand (`loadStore`): by the guard when the decision needs the user, and by the `lazy`
 * of the first rendering record of a chain, which renders inside the store's Provider.
 */
export function buildRoutes(loadStore: AppStoreLoader): RouteObject[] {
  return [
    {
      id: "root",
      Component: RootShell,
      HydrateFallback: BootFallback,
      ErrorBoundary: RouteErrorBoundary,
      children: routeTable.filter(isDesktop).flatMap((route) => toRouteObjects(loadStore, route, [], false)),
    },
  ];
}

import { resolveRedirect } from "@agent-portal/permissions/redirect";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { pathOf } from "@agent-portal/permissions/route-path";
import { routeTable } from "@agent-portal/permissions/route-table";
import { createCanSee } from "@agent-portal/permissions/guard";
import { selectGuardUser } from "@agent-portal/session";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { data, redirect } from "react-router";
import { BUILD_FLAVOR } from "./build-flavor.ts";
import { runGuard } from "./guard-loader.ts";
import type { RouteHandle } from "./route-handle.ts";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import { BootFallback, RootShell } from "./root-shell.tsx";
import type { ScreenLoader } from "./screens.ts";
import { loadMainLayout, loadPlaceholder, loadTabbedPage, screens } from "./screens.ts";
import type { AppStore } from "./store.ts";

const isDesktop = (route: RouteMeta): boolean => route.app !== "mobile";

/** Which module renders a record: its own screen, the main layout, a tab container, nothing (a plain container) or the placeholder. */
function screenOf(route: RouteMeta): ScreenLoader | null {
  const own = screens[route.name];
  if (own) return own;
  if (route.layout === true) return loadMainLayout;
  if (route.tabs === true) return loadTabbedPage;
  if ((route.children ?? []).length > 0) return null;
  return loadPlaceholder;
}

function lazyOf(loader: ScreenLoader | null): RouteObject["lazy"] {
  if (loader === null) return undefined;
  return async () => {
    const module = await loader();
    return { Component: module.default };
  };
}

function RedirectPending() {
  return null;
}

/** The index child of a redirecting container: goes to the first child the user may open (SPEC section 2), else NotFound. */
function redirectIndex(store: AppStore, route: RouteMeta, chain: readonly RouteMeta[]): RouteObject {
  return {
    index: true,
    id: `${route.name}:redirect`,
    // The loader always redirects or throws; this renders nothing in the meantime.
    Component: RedirectPending,
    handle: { route, chain } satisfies RouteHandle,
    ErrorBoundary: RouteErrorBoundary,
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      await runGuard(store, chain, request.url);
      const target = resolveRedirect(route, createCanSee(selectGuardUser(store.getState()), BUILD_FLAVOR));
      if (target === null) throw data("Not Found", { status: 404 });
      const url = new URL(request.url);
      return redirect(`${pathOf(target.name, filled(params))}${url.search}`);
    },
  };
}

/** Route params without the undefined entries React Router may give. */
function filled(params: LoaderFunctionArgs["params"]): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function toRouteObjects(store: AppStore, route: RouteMeta, parentChain: readonly RouteMeta[]): RouteObject[] {
  const chain = [...parentChain, route];
  const children = (route.children ?? []).filter(isDesktop).flatMap((child) => toRouteObjects(store, child, chain));
  if (route.redirectToFirstChild === true) children.unshift(redirectIndex(store, route, chain));
  const shared = {
    handle: { route, chain } satisfies RouteHandle,
    ErrorBoundary: RouteErrorBoundary,
    lazy: lazyOf(screenOf(route)),
    loader: async ({ request }: LoaderFunctionArgs) => {
      await runGuard(store, chain, request.url);
      return null;
    },
  };
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
 * `@agent-portal/permissions` (SPEC section 2): every desktop record with its aliases,
 * a guard loader per record (SPEC section 4), a redirect to the first permitted child
 * for containers, lazy screens, and an error boundary per route.
 */
export function buildRoutes(store: AppStore): RouteObject[] {
  return [
    {
      id: "root",
      Component: RootShell,
      HydrateFallback: BootFallback,
      ErrorBoundary: RouteErrorBoundary,
      children: routeTable.filter(isDesktop).flatMap((route) => toRouteObjects(store, route, [])),
    },
  ];
}

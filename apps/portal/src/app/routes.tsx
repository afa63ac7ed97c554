import { createRouteErrorBoundary } from "@agent-portal/app-runtime/components/route-error-boundary";
import { resolveRedirect } from "@agent-portal/permissions/redirect";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import type { RouteName } from "@agent-portal/permissions/route-names";
import { pathOf } from "@agent-portal/permissions/route-path";
import { routeTable } from "@agent-portal/permissions/route-table";
import type { ComponentType } from "react";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { data, redirect } from "react-router";
import type { AppStoreLoader } from "./app-store.ts";
import { afterNextPaint, nextTask } from "@agent-portal/app-runtime/after-paint";
import { runGuard } from "./guard-loader.ts";
import type { GuardStore } from "./guard-loader.ts";
import type { RouteHandle } from "./route-handle.ts";
import NotFoundPage from "../pages/not-found/not-found-page.tsx";
import { BootFallback, RootShell, bootTitleKey } from "./root-shell.tsx";
import type { ScreenLoader } from "./screens.ts";
import { loadMainLayout, loadPlaceholder, loadTabbedPage, screens } from "./screens.ts";

/** Every route's error boundary: NotFound in place for a 404, else the error with a retry (`@agent-portal/app-runtime`). */
const RouteErrorBoundary = createRouteErrorBoundary({ NotFound: NotFoundPage });

const isDesktop = (route: RouteMeta): boolean => route.app !== "mobile";

/**
 * Screens that render without the Redux store: the JavaScript before they render excludes RTK,
 * RTK Query, the services, the session and react-redux (issue 8: 150 KiB before Login renders).
 * Their guard decision never needs the user (guard step 1).
 */
const withoutStore: ReadonlySet<RouteName> = new Set<RouteName>(["Login", "NotFound"]);

/** Which module renders a record: its own screen, the main layout, a tab container, nothing (a plain container) or the placeholder. */
function screenOf(route: RouteMeta): ScreenLoader | null {
  const own = screens[route.name];
  if (own) return own;
  if (route.layout === true) return loadMainLayout;
  if (route.tabs === true) return loadTabbedPage;
  if ((route.children ?? []).length > 0) return null;
  return loadPlaceholder;
}

/**
 * A stand-in screen for a module that failed to load: it throws the load error while
 * rendering, so the route's own error boundary shows it (with a retry that reloads). A
 * rejected `lazy` would not: React Router keeps the route marked lazy and renders nothing
 * below the root (a blank page).
 */
function failedScreen(error: unknown): ComponentType {
  const failure = error instanceof Error ? error : new Error(String(error));
  return function ScreenFailedToLoad(): never {
    throw failure;
  };
}

let bootPaint: Promise<void> | null = null;

/**
 * Resolves once the first frame after the portal started is on screen (`afterNextPaint`): on a
 * first load of a titled page of the main layout, that frame is the boot screen (the layout's
 * frame and the page's title, {@link BootFallback}). The first navigation's store, session code and screens
 * load after it, so the title paints after the entry alone instead of after every chunk of the
 * page (issue 8, the logged-in list's first and largest paint). Later navigations find it resolved.
 * Each caller resumes in a task of its own (a `setTimeout` after the paint).
 */
function bootScreenPainted(): Promise<void> {
  bootPaint ??= new Promise<void>((resolve) => afterNextPaint(resolve));
  // Each waiter goes on in a task of its own: the navigation's loads (each `import()` adds its
  // chunks' preload links) start one per task instead of all in one long task after the paint.
  return bootPaint.then(nextTask);
}

/**
 * The `lazy` of a record: loads its module; with `provide`, loads the store in parallel and
 * renders the screen inside the store's Provider (the first rendering record of a chain
 * provides the store to everything below it). With `afterBootPaint`, it starts once the boot
 * screen is on screen ({@link bootScreenPainted}). Never rejects (see {@link failedScreen}).
 */
function lazyOf(loadStore: AppStoreLoader, loader: ScreenLoader | null, provide: boolean, afterBootPaint: boolean): RouteObject["lazy"] {
  if (loader === null) return undefined;
  const load = async (): Promise<ComponentType> => {
    if (afterBootPaint) await bootScreenPainted();
    if (!provide) return (await loader()).default;
    const [module, { StoreProvider }] = await Promise.all([loader(), loadStore()]);
    const Screen: ComponentType = module.default;
    return function ProvidedScreen() {
      return (
        <StoreProvider>
          <Screen />
        </StoreProvider>
      );
    };
  };
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      return { Component: failedScreen(error) };
    }
  };
}

function RedirectPending() {
  return null;
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
      const url = new URL(request.url);
      return redirect(`${pathOf(target.name, filled(params))}${url.search}`);
    },
  };
}

/** Route params without the undefined entries React Router may give. */
function filled(params: LoaderFunctionArgs["params"]): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function toRouteObjects(loadStore: AppStoreLoader, route: RouteMeta, parentChain: readonly RouteMeta[], providedAbove: boolean): RouteObject[] {
  const chain = [...parentChain, route];
  const screen = screenOf(route);
  const provide = screen !== null && !providedAbove && !withoutStore.has(route.name);
  const childrenProvided = providedAbove || provide;
  const children = (route.children ?? []).filter(isDesktop).flatMap((child) => toRouteObjects(loadStore, child, chain, childrenProvided));
  // Where the boot screen shows the layout's frame and the page's title, what the page needs
  // loads once that is on screen.
  const afterBootPaint = bootTitleKey(chain) !== null;
  const getStore = async () => {
    if (afterBootPaint) await bootScreenPainted();
    return (await loadStore()).store;
  };
  if (route.redirectToFirstChild === true) children.unshift(redirectIndex(getStore, route, chain));
  const shared = {
    handle: { route, chain } satisfies RouteHandle,
    ErrorBoundary: RouteErrorBoundary,
    lazy: lazyOf(loadStore, screen, provide, afterBootPaint),
    loader: async ({ request }: LoaderFunctionArgs) => {
      await runGuard(getStore, chain, request.url);
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
 * for containers, lazy screens, and an error boundary per route. The store is loaded on
 * demand (`loadStore`): by the guard when the decision needs the user, and by the `lazy`
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

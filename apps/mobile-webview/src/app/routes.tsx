import { createRouteErrorBoundary } from "@agent-portal/app-runtime/components/route-error-boundary";
import { lazyScreen } from "@agent-portal/app-runtime/routes/lazy-screen";
import { recordRoute, storeGetter } from "@agent-portal/app-runtime/routes/record-route";
import { BootProgress, createRootShell } from "@agent-portal/app-runtime/routes/root-shell";
import { mayEnterBeforeStore } from "@agent-portal/app-runtime/routes/store-shortcut";
import type { AppStoreLoader } from "@agent-portal/app-runtime/store/app-store";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import type { RouteName } from "@agent-portal/permissions/route-names";
import { routeTable } from "@agent-portal/permissions/route-table";
import type { RouteObject } from "react-router";
import NotFoundPage from "#pages/not-found/not-found-page.tsx";
import { runGuard } from "./guard-loader.ts";
import { followImTarget } from "./im-route-loader.ts";
import { mobileLayout, screens } from "./screens.ts";

/** Every route's error boundary: NotFound in place for a 404, else the error with a retry (`@agent-portal/app-runtime`), 44 px buttons. */
const RouteErrorBoundary = createRouteErrorBoundary({ NotFound: NotFoundPage, touch: true });

/** The root of every webview page: progress bar, `page_view`, and the document title from the route's own label key. */
const RootShell = createRootShell();

/** The records the webview serves: every top-level `app: "mobile"` record (issue 9), plus NotFound. */
export const webviewRecords: readonly RouteMeta[] = routeTable.filter((route) => route.app === "mobile");

/** Screens that render without the store and outside the mobile layout (their guard never needs a user). */
const standalone: ReadonlySet<RouteName> = new Set<RouteName>(["MobileLogin"]);

/** One webview record as a route object: its guard loader, its lazy screen, its error boundary. */
function webviewRoute(loadStore: AppStoreLoader, route: RouteMeta, provideStore: boolean): RouteObject {
  const screen = screens[route.name];
  if (screen === undefined) throw new Error(`The webview has no screen for ${route.name}.`);
  const getStore = storeGetter(loadStore);
  return {
    id: route.name,
    path: route.path,
    ...recordRoute({
      route,
      chain: [route],
      screen,
      ErrorBoundary: RouteErrorBoundary,
      loadStore,
      provideStore,
      enterBeforeStore: mayEnterBeforeStore,
      guard: async ({ request, params }) => {
        await runGuard(getStore, [route], request.url);
        // im-determine-route/{id} only forwards (SPEC section 2: content not shown).
        return route.name === "ImDetermineRoute" ? followImTarget(params.id) : null;
      },
    }),
  };
}

/**
 * The webview's React Router route objects, from the one route table of `@agent-portal/permissions`:
 * the fallback login on its own; every other `app: "mobile"` record inside the mobile layout (a
 * pathless route that paints before the store exists), each screen inside the store's Provider
 * but those whose route options say `paintBeforeStore` (`screens.ts`); NotFound for anything else.
 * Each record has its guard loader (SPEC section 4), a lazy screen and an error boundary.
 */
export function buildRoutes(loadStore: AppStoreLoader): RouteObject[] {
  const notFound = routeTable.find((route) => route.name === "NotFound");
  const inLayout = webviewRecords.filter((route) => !standalone.has(route.name));
  const alone = webviewRecords.filter((route) => standalone.has(route.name));
  return [
    {
      id: "root",
      Component: RootShell,
      HydrateFallback: BootProgress,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        ...alone.map((route) => webviewRoute(loadStore, route, false)),
        {
          id: "layout",
          ErrorBoundary: RouteErrorBoundary,
          lazy: lazyScreen(mobileLayout, { loadStore, provideStore: false }),
          children: inLayout.map((route) => webviewRoute(loadStore, route, true)),
        },
        ...(notFound ? [webviewRoute(loadStore, notFound, false)] : []),
      ],
    },
  ];
}

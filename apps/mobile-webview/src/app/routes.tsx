import { createRouteErrorBoundary } from "@agent-portal/app-runtime/components/route-error-boundary";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import type { RouteName } from "@agent-portal/permissions/route-names";
import { routeTable } from "@agent-portal/permissions/route-table";
import type { ComponentType } from "react";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import type { AppStoreLoader } from "./app-store.ts";
import { peekAppStore } from "./app-store.ts";
import { defaultSessionStorage, readStoredToken } from "@agent-portal/session/storage";
import { runGuard } from "./guard-loader.ts";
import type { GuardShortcut } from "./guard-loader.ts";
import { followImTarget } from "./im-route-loader.ts";
import type { RouteHandle } from "./route-handle.ts";
import NotFoundPage from "../pages/not-found/not-found-page.tsx";
import { BootFallback, RootShell } from "./root-shell.tsx";
import type { ScreenLoader } from "./screens.ts";
import { loadMobileLayout, screens } from "./screens.ts";

/** Every route's error boundary: NotFound in place for a 404, else the error with a retry (`@agent-portal/app-runtime`), 44 px buttons. */
const RouteErrorBoundary = createRouteErrorBoundary({ NotFound: NotFoundPage, touch: true });

/** The records the webview serves: every top-level `app: "mobile"` record (issue 9), plus NotFound. */
export const webviewRecords: readonly RouteMeta[] = routeTable.filter((route) => route.app === "mobile");

/** Screens that render without the store and outside the mobile layout (their guard never needs a user). */
const standalone: ReadonlySet<RouteName> = new Set<RouteName>(["MobileLogin"]);

/**
 * Screens inside the layout that paint before the store exists: they read it only through
 * `StoreGate` (`src/shared/store-gate.tsx`), so their first paint does not wait for the data
 * layer (issue 9 Lighthouse target). Every other screen renders inside the store's Provider.
 */
const paintsBeforeStore: ReadonlySet<RouteName> = new Set<RouteName>(["ApplyForm"]);

/** What the guard reads before the store exists: whether it does, and the token it would start with. */
const guardShortcut: GuardShortcut = {
  storeCreated: () => peekAppStore() !== null,
  storedToken: () => readStoredToken(defaultSessionStorage()),
};

/** A stand-in screen for a module that failed to load: it throws while rendering, so the route's error boundary shows it. */
function failedScreen(error: unknown): ComponentType {
  const failure = error instanceof Error ? error : new Error(String(error));
  return function ScreenFailedToLoad(): never {
    throw failure;
  };
}

/** The `lazy` of a screen; with `provide`, renders it inside the store's Provider. Never rejects. */
function lazyOf(loadStore: AppStoreLoader, loader: ScreenLoader, provide: boolean): RouteObject["lazy"] {
  const load = async (): Promise<ComponentType> => {
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

/** One webview record as a route object: its guard loader, its lazy screen, its error boundary. */
function recordRoute(loadStore: AppStoreLoader, route: RouteMeta, provide: boolean): RouteObject {
  const screen = screens[route.name];
  if (screen === undefined) throw new Error(`The webview has no screen for ${route.name}.`);
  const getStore = async () => (await loadStore()).store;
  return {
    id: route.name,
    path: route.path,
    handle: { route, chain: [route] } satisfies RouteHandle,
    ErrorBoundary: RouteErrorBoundary,
    lazy: lazyOf(loadStore, screen, provide && !paintsBeforeStore.has(route.name)),
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      await runGuard(getStore, [route], request.url, undefined, guardShortcut);
      // im-determine-route/{id} only forwards (SPEC section 2: content not shown).
      if (route.name === "ImDetermineRoute") return followImTarget(params.id);
      return null;
    },
  };
}

/**
 * The webview's React Router route objects, from the one route table of `@agent-portal/permissions`:
 * the fallback login on its own; every other `app: "mobile"` record inside the mobile layout (a
 * pathless route that paints without the store), each screen inside the store's Provider but those
 * of {@link paintsBeforeStore}; NotFound for anything else.
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
      HydrateFallback: BootFallback,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        ...alone.map((route) => recordRoute(loadStore, route, false)),
        {
          id: "layout",
          ErrorBoundary: RouteErrorBoundary,
          // The layout paints without the store; it mounts the session watcher in the store's Provider once both are there.
          lazy: lazyOf(loadStore, loadMobileLayout, false),
          children: inLayout.map((route) => recordRoute(loadStore, route, true)),
        },
        ...(notFound ? [recordRoute(loadStore, notFound, false)] : []),
      ],
    },
  ];
}

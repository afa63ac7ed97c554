import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import type { AppStoreLoader } from "#store/app-store.ts";
import { bootScreenPainted } from "./boot-paint.ts";
import { ScreenFrame } from "./screen-frame.tsx";
import { screenStrings } from "./screen-strings.ts";
import type { Screen } from "./screen-options.ts";

/**
 * A stand-in screen for a module that failed to load: it throws the load error while rendering,
 * so the route's own error boundary shows it, with a Try again that reloads the page (a failed
 * chunk is retried by a reload: React Router keeps a failed `lazy` for the page's life, and so does
 * the browser's module map). A rejected `lazy` would not: React Router keeps the route marked lazy
 * and renders nothing below the root (a blank page).
 */
export function failedScreen(error: unknown): ComponentType {
  const failure = error instanceof Error ? error : new Error(String(error));
  return function ScreenFailedToLoad(): never {
    throw failure;
  };
}

/** How {@link lazyScreen} loads a screen. */
export interface LazyScreenOptions {
  readonly loadStore: AppStoreLoader;
  /**
   * Render the screen inside the store's Provider, loading the store in parallel with the screen
   * (the first rendering record of a chain provides the store to everything below it). Ignored
   * for a screen with `paintBeforeStore`.
   */
  readonly provideStore: boolean;
  /** Start loading once the boot screen is on screen (`bootScreenPainted`): a first load shows the layout's frame and the title after the entry alone. */
  readonly afterBootPaint?: boolean;
}

/**
 * The `lazy` of a route object (React Router): loads the screen's module (for a `tableScreen`,
 * its declaration first), the store when it provides it and, unless its strings are all in the
 * boot part (`bootStrings`), the rest of the app's strings (`screenStrings`), runs its `warmUp`
 * meanwhile (`warmUpWhileLoading`), and renders it in a `ScreenFrame` that carries out its other route options. Never
 * rejects: a module that failed to load renders {@link failedScreen}. `null` (a container record
 * without a component of its own) has no `lazy`.
 */
export function lazyScreen(screen: Screen | null, options: LazyScreenOptions): RouteObject["lazy"] {
  if (screen === null) return undefined;
  const provide = options.provideStore && screen.options.paintBeforeStore !== true;
  const load = async (): Promise<ComponentType> => {
    // Nothing is requested before the boot screen's paint, not even a table screen's small
    // declaration: a request started before the first paint counts on that paint's path in
    // Lighthouse's simulation (docs/performance.md, "Alternating bench").
    if (options.afterBootPaint === true) await bootScreenPainted();
    const target = screen.resolve ? await screen.resolve() : screen;
    const [module, kit] = await Promise.all([
      target.load(),
      provide ? options.loadStore() : null,
      target.options.bootStrings === true ? null : screenStrings(),
      // Its own chunk, fetched only by a screen that warms up (the login's path stays as it was);
      // a warm-up that fails to load costs only its speed, never the screen.
      target.options.warmUp === undefined ? null : import("./warm-up.ts").then(({ warmUpWhileLoading }) => warmUpWhileLoading(target.options.warmUp)).catch(() => undefined),
    ]);
    const Screen: ComponentType = module.default;
    const framed = () => <ScreenFrame Screen={Screen} options={target.options} />;
    if (kit === null) return framed;
    return function ProvidedScreen() {
      return <kit.StoreProvider>{framed()}</kit.StoreProvider>;
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

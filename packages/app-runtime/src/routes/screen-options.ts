/**
 * A screen as an app's route table binding declares it: its module and the route-level options
 * that decide when its work runs. The options are the only place the apps choose a performance
 * technique; the shell carries them out (`lazy-screen.tsx`, `screen-frame.tsx`), and the screen's
 * own code stays plain (docs/performance.md says what each one bought).
 */
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { ComponentType } from "react";

/** A lazily loaded screen module: its default export renders the route. */
export interface ScreenModule {
  readonly default: ComponentType;
}

/** Loads one screen module (`() => import("#pages/...")`). */
export type ScreenLoader = () => Promise<ScreenModule>;

/** A formatter call made ahead of a screen's rows, e.g. `(format) => format.date(0)`. */
export type WarmUp = (format: Formatters) => unknown;

/** When a screen's work runs. Every option is off by default. */
export interface ScreenOptions {
  /**
   * The screen's calls (and any other call made meanwhile) leave once its first frame is on
   * screen: its skeleton paints without waiting for them, and they do not count on that paint's
   * path. At most 2 s (`CALLS_HOLD_LIMIT_MS`).
   */
  readonly callsAfterPaint?: boolean;
  /**
   * The screen's `useWhenVisible` and `WhenVisible` parts (`routes/when-visible.tsx`) start their
   * calls and drawing only when they come near the viewport: what is below the fold waits until the
   * user scrolls to it. Off: they start with the screen.
   */
  readonly offscreenWhenVisible?: boolean;
  /**
   * Formatter calls made while the screen's module loads, each in a task of its own
   * (`warmUpWhileLoading`): the Intl objects the screen formats with are built while the browser
   * waits for its chunk, before the screen or its rows render. The screen renders once they ran.
   */
  readonly warmUp?: readonly WarmUp[];
  /** Modules fetched once the screen is on screen: what its first click needs (their chunks, not run before they are imported). */
  readonly prefetch?: readonly (() => Promise<unknown>)[];
  /** Loads the store after the first paint when it does not exist yet (the login screen's first click needs it). */
  readonly prefetchStore?: boolean;
  /** A language switcher in the screen's top corner (a screen outside a layout), loaded after its first paint. */
  readonly cornerLanguageSwitcher?: boolean;
  /**
   * The screen paints before the store exists (a page open to any logged-in user): on the first
   * navigation the guard lets it in from the stored token without loading the store, and it renders
   * outside the store's Provider; its parts that read the store are `lazyPart`s, which load with the
   * store after the screen's first paint.
   */
  readonly paintBeforeStore?: boolean;
  /**
   * The page never becomes a tab of the layout's tab bar (`tabs/`, issue 25 item 2): NotFound, or a
   * page outside any layout such as Login. Carried to the route's handle (`RouteHandle.neverTab`).
   */
  readonly neverTab?: boolean;
  /**
   * Every string the screen shows is in the boot part of a split locale file (the app's `boot`
   * key paths of `localePreloadPlugin`, `SHELL_BOOT_STRINGS` with the app's own): it renders
   * without waiting for the other part. Every other screen waits for all the strings
   * (`screenStrings`) while its module loads: Login, the layouts and NotFound take this, so a
   * first page paints from the small boot part alone.
   */
  readonly bootStrings?: boolean;
}

/** One screen of the route table binding. */
export interface Screen {
  readonly load: ScreenLoader;
  readonly options: ScreenOptions;
  /**
   * Set for a screen of a lazily loaded table ({@link tableScreen}): resolves to the screen the
   * table declares (its module and options), or to the fallback when it declares none.
   */
  readonly resolve?: () => Promise<Screen>;
}

/** A module holding screens by route name (`export const screens = { Name: screen(...) }`). */
export interface ScreenTableModule {
  readonly screens: Readonly<Partial<Record<string, Screen>>>;
}

/**
 * A screen declared in a table module loaded on first need, not in the app's entry: the entry
 * then stays the same size however many screens the app has (each declaration costs its import
 * and its chunk list). The table's chunk is requested when the route's `lazy` runs (after the
 * boot screen's paint for a route with `afterBootPaint`); `name`'s own declaration (module and options) is read from it,
 * or `fallback` when it has none (e.g. the placeholder of a screen not built yet).
 *
 * A table screen cannot use `paintBeforeStore` (the guard reads that option before any load):
 * such a screen is declared in the entry with {@link screen}.
 */
export function tableScreen(loadTable: () => Promise<ScreenTableModule>, name: string, fallback: Screen): Screen {
  const resolve = async (): Promise<Screen> => (await loadTable()).screens[name] ?? fallback;
  return { load: async () => (await resolve()).load(), options: {}, resolve };
}

/** Declares a screen: `screen(() => import("#pages/x/x-page.tsx"), { callsAfterPaint: true })`. */
export function screen(load: ScreenLoader, options: ScreenOptions = {}): Screen {
  return { load, options };
}

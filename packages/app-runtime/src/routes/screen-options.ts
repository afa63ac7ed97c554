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
  /** Formatter calls made after the first paint, each in a task of its own, so the Intl objects the rows need are built before the rows render. */
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
}

/** One screen of the route table binding. */
export interface Screen {
  readonly load: ScreenLoader;
  readonly options: ScreenOptions;
}

/** Declares a screen: `screen(() => import("#pages/x/x-page.tsx"), { callsAfterPaint: true })`. */
export function screen(load: ScreenLoader, options: ScreenOptions = {}): Screen {
  return { load, options };
}

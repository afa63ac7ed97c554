import { screen } from "@agent-portal/app-runtime/routes/screen-options";
import type { Screen, WarmUp } from "@agent-portal/app-runtime/routes/screen-options";
import type { RouteName } from "@agent-portal/permissions/route-names";
import NotFoundPage from "#pages/not-found/not-found-page.tsx";

/**
 * The formatter calls of the broadcaster list's columns (`list-columns.tsx`), made after the list's
 * first paint, each in a task of its own. The region names come first, from `prepareRegions`
 * (built off the main thread where workers run).
 */
const LIST_WARM_UP: readonly WarmUp[] = [
  (format) => format.prepareRegions(),
  (format) => format.date(0, { timeZone: "UTC" }),
  (format) => format.relativeTime(0),
  (format) => format.duration(3_661),
  (format) => format.number(0),
];

/** The broadcaster list's tabs: one screen, whose tab comes from the route name; its calls leave once it is on screen. */
const broadcasterList = screen(() => import("#pages/broadcaster/list/broadcaster-list-page.tsx"), { callsAfterPaint: true, warmUp: LIST_WARM_UP });

/**
 * The screens built so far, by route name, with their route options (`@agent-portal/app-runtime`
 * `ScreenOptions`: when each screen's work runs). Every other leaf route renders the placeholder
 * screen (its route name and an empty state) until its issue builds it. Each entry is its own
 * chunk, loaded on first navigation (SPEC section 2: "Screens load lazily").
 */
export const screens: Partial<Record<RouteName, Screen>> = {
  // What the first click needs is fetched once the form is on screen; the language switcher follows it.
  Login: screen(() => import("#pages/login/login-page.tsx"), {
    cornerLanguageSwitcher: true,
    prefetch: [() => import("#pages/login/login-validation.ts"), () => import("#pages/login/login-actions.ts")],
    prefetchStore: true,
  }),
  Welcome: screen(() => import("#pages/welcome/welcome-page.tsx")),
  Overview: screen(() => import("#pages/overview/overview-page.tsx")),
  // Also rendered in place by every route's error boundary (404), so it ships with the entry.
  NotFound: screen(() => Promise.resolve({ default: NotFoundPage })),
  Test: screen(() => import("#pages/test/test-page.tsx")),
  ApplySubAgentList: screen(() => import("#pages/apply/apply-sub-agent-list-page.tsx")),
  ApplyProgress: screen(() => import("#pages/apply/apply-progress-page.tsx")),
  RecruitList: screen(() => import("#pages/broadcaster/recruit/recruit-list-page.tsx")),
  AnchorInfoEdit: screen(() => import("#pages/broadcaster/recruit/anchor-info-edit-page.tsx")),
  RecruitProgress: screen(() => import("#pages/broadcaster/recruit/recruit-progress-page.tsx")),
  RecommendHosts: screen(() => import("#pages/broadcaster/recruit/recommend-hosts-page.tsx")),
  // The tab counts leave once the tabs are on screen.
  BroadcasterList: screen(() => import("#pages/broadcaster/list/broadcaster-list-tabs.tsx"), { callsAfterPaint: true }),
  ListAll: broadcasterList,
  ListToBeRenewed: broadcasterList,
  ListTerminated: broadcasterList,
  ListJoined: broadcasterList,
  RecheckList: screen(() => import("#pages/broadcaster/recheck/recheck-list-page.tsx")),
  BroadcasterLiveData: screen(() => import("#pages/broadcaster/live-data/broadcaster-live-data-page.tsx")),
  BroadcasterLiveDetail: screen(() => import("#pages/broadcaster/live-data/live-detail-page.tsx")),
  BroadcasterLiveDesc: screen(() => import("#pages/broadcaster/live-data/live-desc-page.tsx")),
  ModifyRelation: screen(() => import("#pages/broadcaster/modify/modify-relation-page.tsx")),
  LiveDataCore: screen(() => import("#pages/data-center/live-data/core-tab-page.tsx")),
  LiveDataLive: screen(() => import("#pages/data-center/live-data/live-tab-page.tsx")),
  LiveDataDesc: screen(() => import("#pages/data-center/live-data/desc-page.tsx")),
  LiveDataProxyLive: screen(() => import("#pages/data-center/live-data/proxy-live-tab-page.tsx")),
  LiveDataPK: screen(() => import("#pages/data-center/live-data/pk-tab-page.tsx")),
  LiveDataProxyDetail: screen(() => import("#pages/data-center/live-data/proxy-detail-page.tsx")),
};

/** The main layout (sidebar, header, breadcrumb, title). */
export const mainLayout: Screen = screen(() => import("#layouts/main-layout.tsx"));
/** A page whose children are tabs. */
export const tabbedPage: Screen = screen(() => import("#layouts/tabbed-page.tsx"));
/** The placeholder of a screen not built yet. */
export const placeholder: Screen = screen(() => import("#pages/placeholder/placeholder-page.tsx"));

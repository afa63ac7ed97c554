import type { RouteName } from "@agent-portal/permissions/route-names";
import type { ComponentType } from "react";
import NotFoundPage from "../pages/not-found/not-found-page.tsx";

/** A lazily loaded screen module: its default export renders the route. */
export interface ScreenModule {
  readonly default: ComponentType;
}

/** Loads one screen module. */
export type ScreenLoader = () => Promise<ScreenModule>;

/**
 * The screens built so far, by route name. Every other leaf route renders the placeholder
 * screen (its route name and an empty state) until its issue builds it. Each entry is its
 * own chunk, loaded on first navigation (SPEC section 2: "Screens load lazily").
 */
export const screens: Partial<Record<RouteName, ScreenLoader>> = {
  Login: () => import("../pages/login/login-page.tsx"),
  Welcome: () => import("../pages/welcome/welcome-page.tsx"),
  Overview: () => import("../pages/overview/overview-page.tsx"),
  // Also rendered in place by every route's error boundary (404), so it ships with the entry.
  NotFound: () => Promise.resolve({ default: NotFoundPage }),
  Test: () => import("../pages/test/test-page.tsx"),
  ApplySubAgentList: () => import("../pages/apply/apply-sub-agent-list-page.tsx"),
  ApplyProgress: () => import("../pages/apply/apply-progress-page.tsx"),
  // Broadcaster (issue 7): the four list tabs share one screen, whose tab comes from the route name.
  RecruitList: () => import("../pages/broadcaster/recruit/recruit-list-page.tsx"),
  AnchorInfoEdit: () => import("../pages/broadcaster/recruit/anchor-info-edit-page.tsx"),
  RecruitProgress: () => import("../pages/broadcaster/recruit/recruit-progress-page.tsx"),
  RecommendHosts: () => import("../pages/broadcaster/recruit/recommend-hosts-page.tsx"),
  BroadcasterList: () => import("../pages/broadcaster/list/broadcaster-list-tabs.tsx"),
  ListAll: () => import("../pages/broadcaster/list/broadcaster-list-page.tsx"),
  ListToBeRenewed: () => import("../pages/broadcaster/list/broadcaster-list-page.tsx"),
  ListTerminated: () => import("../pages/broadcaster/list/broadcaster-list-page.tsx"),
  ListJoined: () => import("../pages/broadcaster/list/broadcaster-list-page.tsx"),
  RecheckList: () => import("../pages/broadcaster/recheck/recheck-list-page.tsx"),
  BroadcasterLiveData: () => import("../pages/broadcaster/live-data/broadcaster-live-data-page.tsx"),
  BroadcasterLiveDetail: () => import("../pages/broadcaster/live-data/live-detail-page.tsx"),
  BroadcasterLiveDesc: () => import("../pages/broadcaster/live-data/live-desc-page.tsx"),
  ModifyRelation: () => import("../pages/broadcaster/modify/modify-relation-page.tsx"),
};

/** The main layout (sidebar, header, breadcrumb, title). */
export const loadMainLayout: ScreenLoader = () => import("../layouts/main-layout.tsx");
/** A page whose children are tabs. */
export const loadTabbedPage: ScreenLoader = () => import("../layouts/tabbed-page.tsx");
/** The placeholder of a screen not built yet. */
export const loadPlaceholder: ScreenLoader = () => import("../pages/placeholder/placeholder-page.tsx");

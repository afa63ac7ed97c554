/**
 * The broadcaster section's screens (issue 7), loaded through this one lazy module: the app's
 * `screens.ts` imports this registry on first use, and the registry imports the screen. The
 * entry then holds one small loader per route instead of every screen's chunk list (Vite's
 * preload map grows with each chunk a lazily imported screen needs, and that map ships in the
 * entry, inside the 150 KiB budget before Login renders). Each screen stays its own chunk.
 */
import type { ComponentType } from "react";

/** A screen module: its default export renders the route. */
interface ScreenModule {
  readonly default: ComponentType;
}

/** Loads one screen of the section. */
type Loader = () => Promise<ScreenModule>;

/** Recruit records (RecruitList). */
export const loadRecruitList: Loader = () => import("./recruit/recruit-list-page.tsx");
/** Broadcaster info edit (AnchorInfoEdit, edit/{id}). */
export const loadAnchorInfoEdit: Loader = () => import("./recruit/anchor-info-edit-page.tsx");
/** Recruitment progress (RecruitProgress, progress/{id}). */
export const loadRecruitProgress: Loader = () => import("./recruit/recruit-progress-page.tsx");
/** Recommended hosts and invitations (RecommendHosts). */
export const loadRecommendHosts: Loader = () => import("./recruit/recommend-hosts-page.tsx");
/** The broadcaster list's tab host with counts (BroadcasterList). */
export const loadBroadcasterListTabs: Loader = () => import("./list/broadcaster-list-tabs.tsx");
/** The broadcaster list, one screen for the four tabs (ListAll, ListToBeRenewed, ListTerminated, ListJoined). */
export const loadBroadcasterList: Loader = () => import("./list/broadcaster-list-page.tsx");
/** The KYC recheck list (RecheckList). */
export const loadRecheckList: Loader = () => import("./recheck/recheck-list-page.tsx");
/** One broadcaster's live data (BroadcasterLiveData). */
export const loadBroadcasterLiveData: Loader = () => import("./live-data/broadcaster-live-data-page.tsx");
/** A live metric's detail (BroadcasterLiveDetail, detail/{type} and live-detail/{type}). */
export const loadLiveDetail: Loader = () => import("./live-data/live-detail-page.tsx");
/** A live metric's description (BroadcasterLiveDesc, desc/{type} and live-desc/{type}). */
export const loadLiveDesc: Loader = () => import("./live-data/live-desc-page.tsx");
/** Transfers and terminations (ModifyRelation). */
export const loadModifyRelation: Loader = () => import("./modify/modify-relation-page.tsx");

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
 * The webview's screens by route name: every route the table declares `app: "mobile"` (issue 9).
 * Each entry is its own chunk, loaded on first navigation (SPEC section 2: "Screens load lazily").
 */
export const screens: Partial<Record<RouteName, ScreenLoader>> = {
  MobileLogin: () => import("../pages/login/mobile-login-page.tsx"),
  MobileHome: () => import("../pages/home/home-page.tsx"),
  ApplyNoPermission: () => import("../pages/apply/no-permission-page.tsx"),
  ApplyForm: () => import("../pages/apply/apply-form-page.tsx"),
  ApplyProcess: () => import("../pages/apply/apply-process-page.tsx"),
  AgentContact: () => import("../pages/apply/apply-contact-page.tsx"),
  AgentCertifyForm: () => import("../pages/kyc/apply-certify-page.tsx"),
  ApplyProgressMobile: () => import("../pages/progress/apply-progress-mobile-page.tsx"),
  ImDetermineRoute: () => import("../pages/im-route/im-determine-route-page.tsx"),
  AnchorApplyAgency: () => import("../pages/invite/apply-agency-page.tsx"),
  AnchorInvite: () => import("../pages/invite/anchor-invite-page.tsx"),
  AnchorContractConfirm: () => import("../pages/contract/contract-confirm-page.tsx"),
  AnchorTransferConfirm: () => import("../pages/relation/transfer-confirm-page.tsx"),
  AnchorCancelConfirm: () => import("../pages/relation/cancel-confirm-page.tsx"),
  SubAgentApply: () => import("../pages/sub-agent/sub-agent-apply-page.tsx"),
  ActivityInvite: () => import("../pages/activity/activity-invite-page.tsx"),
  ActivityInviteAccept: () => import("../pages/activity/activity-invite-accept-page.tsx"),
  // Also rendered in place by every route's error boundary (404), so it ships with the entry.
  NotFound: () => Promise.resolve({ default: NotFoundPage }),
};

/** The mobile layout (header with back, title and language; safe areas; the session watcher). */
export const loadMobileLayout: ScreenLoader = () => import("../layouts/mobile-layout.tsx");

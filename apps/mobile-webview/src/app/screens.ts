import { screen } from "@agent-portal/app-runtime/routes/screen-options";
import type { Screen } from "@agent-portal/app-runtime/routes/screen-options";
import type { RouteName } from "@agent-portal/permissions/route-names";
import NotFoundPage from "#pages/not-found/not-found-page.tsx";

/**
 * The webview's screens by route name, with their route options (`ScreenOptions` of
 * `@agent-portal/app-runtime`): every route the table declares `app: "mobile"`. Each entry is its
 * own chunk, loaded on first navigation (SPEC section 2: "Screens load lazily").
 */
export const screens: Partial<Record<RouteName, Screen>> = {
  MobileLogin: screen(() => import("#pages/login/mobile-login-page.tsx")),
  MobileHome: screen(() => import("#pages/home/home-page.tsx")),
  ApplyNoPermission: screen(() => import("#pages/apply/no-permission-page.tsx")),
  // Paints its introduction before the store exists; the form's chunk and the country names follow its first paint.
  ApplyForm: screen(() => import("#pages/apply/apply-form-page.tsx"), {
    paintBeforeStore: true,
    prefetch: [() => import("#pages/apply/apply-form.tsx")],
    warmUp: [(format) => format.prepareRegions()],
  }),
  ApplyProcess: screen(() => import("#pages/apply/apply-process-page.tsx")),
  AgentContact: screen(() => import("#pages/apply/apply-contact-page.tsx")),
  AgentCertifyForm: screen(() => import("#pages/kyc/apply-certify-page.tsx")),
  ApplyProgressMobile: screen(() => import("#pages/progress/apply-progress-mobile-page.tsx")),
  ImDetermineRoute: screen(() => import("#pages/im-route/im-determine-route-page.tsx")),
  AnchorApplyAgency: screen(() => import("#pages/invite/apply-agency-page.tsx")),
  AnchorInvite: screen(() => import("#pages/invite/anchor-invite-page.tsx")),
  AnchorContractConfirm: screen(() => import("#pages/contract/contract-confirm-page.tsx")),
  AnchorTransferConfirm: screen(() => import("#pages/relation/transfer-confirm-page.tsx")),
  AnchorCancelConfirm: screen(() => import("#pages/relation/cancel-confirm-page.tsx")),
  SubAgentApply: screen(() => import("#pages/sub-agent/sub-agent-apply-page.tsx")),
  ActivityInvite: screen(() => import("#pages/activity/activity-invite-page.tsx")),
  ActivityInviteAccept: screen(() => import("#pages/activity/activity-invite-accept-page.tsx")),
  AnchorPaymentDetails: screen(() => import("#pages/payment/payment-details-page.tsx")),
  AnchorLiveData: screen(() => import("#pages/live-data/anchor-live-data-page.tsx")),
  Activity74338: screen(() => import("#pages/activity-74338/activity-74338-page.tsx")),
  // Also rendered in place by every route's error boundary (404), so it ships with the entry.
  NotFound: screen(() => Promise.resolve({ default: NotFoundPage })),
};

/** The mobile layout (header with back, title and log out; safe areas; the session watcher): it paints before the store exists. */
export const mobileLayout: Screen = screen(() => import("#layouts/mobile-layout.tsx"), { paintBeforeStore: true });

import { screen } from "@agent-portal/app-runtime/routes/screen-options";
import type { Screen, WarmUp } from "@agent-portal/app-runtime/routes/screen-options";
import type { RouteName } from "@agent-portal/permissions/route-names";

/**
 * The formatter calls of the broadcaster list's columns (`list-columns.tsx`), made while the list's
 * module loads, each in a task of its own (the `warmUp` route option). The region names come first, from `prepareRegions`
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
 * The formatter calls of the home's headline figures and work counts (`pages/welcome`), made while
 * its module loads, each in a task of its own: building the first Intl number formats is the
 * longest part of the render of the home's first answers otherwise.
 */
const HOME_WARM_UP: readonly WarmUp[] = [(format) => format.number(0), (format) => format.beans(0), (format) => format.percent(0, 0), (format) => format.duration(3_661)];

/**
 * The formatter calls of the core tab's cards, comparison name and chart (`pages/data-center/live-data`,
 * `shared/live-data`), made while its module loads: the comparison's dates are formatted in the
 * tab's first render, which otherwise builds the first Intl date format (and loads its data).
 */
const CORE_WARM_UP: readonly WarmUp[] = [
  (format) => format.date(0, { timeZone: "UTC" }),
  (format) => format.number(0),
  (format) => format.percent(0, 1),
  (format) => format.beans(0),
  (format) => format.duration(3_661),
];

/** The payment action log: its own page and the action-log tabs of broadcaster and agency payment. */
const paymentActionLog = screen(() => import("#pages/payment/action-log/action-log-page.tsx"));

/**
 * The screens built so far, by route name, with their route options (`@agent-portal/app-runtime`
 * `ScreenOptions`: when each screen's work runs). Every other leaf route renders the placeholder
 * screen (its route name and an empty state) until its issue builds it; a tab container without
 * an entry renders the plain tab page. Each entry is its own chunk, loaded on first navigation
 * (SPEC section 2: "Screens load lazily"). This table is a chunk of its own too (`tableScreen`
 * in `routes.tsx`), so the entry does not grow with each screen; the screens the entry needs
 * (Login, NotFound, the layouts) are in `entry-screens.ts`.
 */
export const screens: Partial<Record<RouteName, Screen>> = {
  Welcome: screen(() => import("#pages/welcome/welcome-page.tsx"), { callsAfterPaint: true, warmUp: HOME_WARM_UP, offscreenWhenVisible: true }),
  Overview: screen(() => import("#pages/overview/overview-page.tsx")),
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
  AdminAccounts: screen(() => import("#pages/admin/accounts/accounts-page.tsx")),
  AdminActionLog: screen(() => import("#pages/admin/action-log/action-log-page.tsx")),
  AssignPk: screen(() => import("#pages/operate/assign-pk/assign-pk-page.tsx")),
  ActRegistList: screen(() => import("#pages/operate/act-regist/act-regist-list-page.tsx")),
  ActRegistDetail: screen(() => import("#pages/operate/act-regist/act-detail-page.tsx")),
  ActRegistSchedule: screen(() => import("#pages/operate/act-regist-result/schedule-page.tsx")),
  ActRegistInfo: screen(() => import("#pages/operate/act-regist-result/info-page.tsx")),
  AgencyAcademyCourse: screen(() => import("#pages/academy/course-list-page.tsx")),
  AgencyAcademyCourseDetail: screen(() => import("#pages/academy/course-detail-page.tsx")),
  GuildSecurityStatus: screen(() => import("#pages/guild/security-status/security-status-page.tsx")),
  GuildSecurityViolations: screen(() => import("#pages/guild/security-violations/violations-page.tsx")),
  PaymentBlacklist: screen(() => import("#pages/payment/blacklist/blacklist-page.tsx")),
  PaymentActionLog: paymentActionLog,
  // The action-log tabs of broadcaster and agency payment show the same log (PaymentMethod 17 opens it on the server).
  BroadcasterPaymentActionLog: paymentActionLog,
  AgencyPaymentActionLog: paymentActionLog,
  DistributionUpload: screen(() => import("#pages/payment/distribution-upload/distribution-upload-page.tsx")),
  LiveDataProxy: screen(() => import("#pages/data-center/broadcaster-data/settlement-page.tsx")),
  BroadcasterStatsDay: screen(() => import("#pages/data-center/broadcaster-stats/broadcaster-stats-day-page.tsx")),
  BroadcasterStatsMonth: screen(() => import("#pages/data-center/broadcaster-stats/broadcaster-stats-month-page.tsx")),
  LiveDataCore: screen(() => import("#pages/data-center/live-data/core-tab-page.tsx"), { warmUp: CORE_WARM_UP, offscreenWhenVisible: true }),
  LiveDataLive: screen(() => import("#pages/data-center/live-data/live-tab-page.tsx")),
  LiveDataDesc: screen(() => import("#pages/data-center/live-data/desc-page.tsx")),
  LiveDataProxyLive: screen(() => import("#pages/data-center/live-data/proxy-live-tab-page.tsx")),
  LiveDataPK: screen(() => import("#pages/data-center/live-data/pk-tab-page.tsx")),
  LiveDataProxyDetail: screen(() => import("#pages/data-center/live-data/proxy-detail-page.tsx")),
  Notification: screen(() => import("#pages/notification/list/notification-page.tsx")),
  InterviewList: screen(() => import("#pages/interview/list/interview-page.tsx")),
  LiveDataDetail: screen(() => import("#pages/data-center/live-data/detail-page.tsx")),
  AdminPermissions: screen(() => import("#pages/admin/permissions/batch-page.tsx")),
  AdminDataPermissions: screen(() => import("#pages/admin/data-permissions/data-permissions-page.tsx")),
  DistributionAdjustment: screen(() => import("#pages/payment/distribution-adjustment/distribution-adjustment-page.tsx")),
  NewBroadcasterDataManager: screen(() => import("#pages/data-center/new-broadcasters/manager-page.tsx")),
  NewBroadcasterDataAgent: screen(() => import("#pages/data-center/new-broadcasters/agent-page.tsx")),
  NewBroadcasterDataAnchorDetail: screen(() => import("#pages/data-center/new-broadcasters/anchor-detail-page.tsx")),
  PaymentTransfer: screen(() => import("#pages/payment/payment-transfer/payment-transfer-page.tsx")),
  GuildTeam: screen(() => import("#pages/guild/team/team-page.tsx")),
  RegionBroadcasterStatsDay: screen(() => import("#pages/data-center/region/region-day-page.tsx")),
  RegionBroadcasterStatsMonth: screen(() => import("#pages/data-center/region/region-month-page.tsx")),
  RegionBroadcasterStatsAgencyData: screen(() => import("#pages/data-center/region/agency-data-page.tsx")),
  LiveDataAnchor: screen(() => import("#pages/data-center/broadcaster-data/anchor-page.tsx")),
  ByBeansMethod: screen(() => import("#pages/payment/by-beans-method/by-beans-method-page.tsx")),
  AgencyPaymentBankInfo: screen(() => import("#pages/payment/bank-info/bank-info-page.tsx")),
  // The by-beans tabs of broadcaster and agency payment list the agency's broadcasters' payment info, each tab with its own filter.
  BroadcasterPaymentByBeans: screen(() => import("#pages/payment/broadcaster-payment/broadcaster-payment-page.tsx")),
  AgencyPaymentByBeans: screen(() => import("#pages/payment/broadcaster-payment/broadcaster-payment-page.tsx")),
  AgencyPaymentByBeansWhitelist: screen(() => import("#pages/payment/broadcaster-payment/broadcaster-payment-page.tsx")),
  // The live-data tab host: the route tabs, then the family entries the agency has; family/{type} is one entry's page.
  LiveData: screen(() => import("#pages/data-center/live-data/live-data-tabs.tsx")),
  LiveDataFamily: screen(() => import("#pages/data-center/live-data/family/family-page.tsx")),
  LiveDataRecall: screen(() => import("#pages/data-center/recall/recall-tab-page.tsx")),
};

/**
 * Every route name of the portal (SPEC section 2), in route-table order.
 *
 * The spec's names are kept verbatim (`Recruit`, `RecruitList`, `ListAll`, `AssignPk`, ...). Where the spec lists
 * sub-names in parentheses (`LiveData (Core, Live, ...)`, `ActRegist (List, Detail, ...)`) the route name is the
 * group name followed by the sub-name (`LiveDataCore`, `ActRegistList`), because bare `List` and `Detail` would clash.
 * Routes whose name the spec does not show carry a name of ours (see the package README).
 */
export const ROUTE_NAMES = [
  // Open routes outside the main layout (SPEC section 2).
  "Login",
  "Test",
  "ApplyNoPermission",
  "ApplyForm",
  "ApplyProcess",
  "AgentContact",
  "AgentCertifyForm",
  "ApplyProgressMobile",
  "ImDetermineRoute",
  // The mobile webview's own pages under /m (issue 9; names of ours).
  "MobileHome",
  "MobileLogin",
  "AnchorApplyAgency",
  "AnchorInvite",
  "AnchorContractConfirm",
  "AnchorTransferConfirm",
  "AnchorCancelConfirm",
  "SubAgentApply",
  "ActivityInvite",
  "ActivityInviteAccept",
  "AnchorPaymentDetails",
  "AnchorLiveData",
  "Activity74338",
  // The main layout and its open pages.
  "Main",
  "Welcome",
  "Overview",
  // admin
  "Admin",
  "AdminAccounts",
  "AdminPermissions",
  "AdminActionLog",
  "AdminDataPermissions",
  // broadcaster
  "Broadcaster",
  "Recruit",
  "RecruitList",
  "AnchorInfoEdit",
  "RecruitProgress",
  "RecommendHosts",
  "List",
  "BroadcasterList",
  "ListAll",
  "ListToBeRenewed",
  "ListTerminated",
  "ListJoined",
  "RecheckList",
  "BroadcasterLiveData",
  "BroadcasterLiveDetail",
  "BroadcasterLiveDesc",
  "Modify",
  "ModifyRelation",
  // broadcaster-operate
  "Operate",
  "AssignPk",
  "ActRegist",
  "ActRegistList",
  "ActRegistDetail",
  "ActRegistResult",
  "ActRegistSchedule",
  "ActRegistInfo",
  // guild
  "Guild",
  "GuildSecurity",
  "GuildSecurityStatus",
  "GuildSecurityViolations",
  "GuildTeam",
  // data-center
  "DataCenter",
  "LiveData",
  "LiveDataCore",
  "LiveDataProxyLive",
  "LiveDataLive",
  "LiveDataPK",
  "LiveDataProxyDetail",
  "LiveDataDetail",
  "LiveDataDesc",
  "LiveDataFamily",
  "LiveDataRecall",
  "BroadcasterData",
  "LiveDataProxy",
  "LiveDataAnchor",
  "BroadcasterStats",
  "BroadcasterStatsDay",
  "BroadcasterStatsMonth",
  "NewBroadcasterData",
  "NewBroadcasterDataManager",
  "NewBroadcasterDataAgent",
  "NewBroadcasterDataAnchorDetail",
  // region
  "Region",
  "RegionBroadcasterStats",
  "RegionBroadcasterStatsDay",
  "RegionBroadcasterStatsMonth",
  "RegionBroadcasterStatsAgencyData",
  // notification
  "Notification",
  // payment
  "Payment",
  "DistributionUpload",
  "DistributionAdjustment",
  "PaymentTransfer",
  "PaymentBlacklist",
  "PaymentActionLog",
  "BroadcasterPayment",
  "BroadcasterPaymentByBeans",
  "BroadcasterPaymentActionLog",
  "AgencyPayment",
  "AgencyPaymentByBeansWhitelist",
  "AgencyPaymentByBeans",
  "AgencyPaymentBankInfo",
  "AgencyPaymentActionLog",
  "ByBeansMethod",
  // interview
  "Interview",
  "InterviewList",
  // sub-agent applications and application progress
  "ApplySubAgentList",
  "ApplyProgress",
  // agency academy
  "AgencyAcademy",
  "AgencyAcademyCourse",
  "AgencyAcademyCourseDetail",
  // wildcard
  "NotFound",
] as const;

/** A route name (SPEC section 2). Route names are unique across the whole table. */
export type RouteName = (typeof ROUTE_NAMES)[number];

const routeNameSet: ReadonlySet<string> = new Set(ROUTE_NAMES);

/** Whether `value` is a known route name (for names read from URLs, storage or route handles). */
export function isRouteName(value: string): value is RouteName {
  return routeNameSet.has(value);
}

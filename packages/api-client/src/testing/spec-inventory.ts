/**
 * Test data of the contract's inventory test (`src/contract/inventory.test.ts`): every call name of
 * SPEC section 7, copied from the spec and grouped by family (and sub-API for the live-data family),
 * and the calls of ours, declared where SPEC section 7 shows none for a screen the spec requires.
 */
import type { FamilyId } from "#families.ts";

/** Calls of one family (and sub-API), by name. */
export interface InventoryGroup {
  readonly family: FamilyId;
  /** Sub-API (the declaration's `group`); "" when the family has one API. */
  readonly group?: string;
  readonly names: readonly string[];
}

/** SPEC section 7, call by call. */
export const specInventory: readonly InventoryGroup[] = [
  // Main API (base /api); "GET /agent/user/info" is declared as `user/info`.
  { family: "main", names: ["getVerifyCode", "login", "refreshToken", "logout", "getRegions", "user/info"] },
  // Permissions and the session GETs (relation-change tab, member role, recommend entry, self info) are listed with their families.
  {
    family: "liveAgentService",
    names: [
      "GetPermissions",
      "GetUnFinishKycAnchorCount",
      "GetUnFinishKycAnchorList",
      "GetBrokerAggrData",
      "GetAgentAggrData",
      "GetAggrDataEntry",
      "GetAnchorListWithPkInfo",
      "GetPkCandFollowingAnchorList",
      "GetPkCandAgencyAnchorList",
      "GetPkRecomEntireAnchorList",
      "AddPkRecomAnchor",
      "DelPkRecomAnchor",
      "GetPaymentCfg",
      "AnchorSubmitAnchorPayment",
      "GetAnchorSubmittedAnchorPayment",
      "AgentSubmitAgentPayment",
      "GetAgentSubmittedAgentPayment",
      "PaymentAgencyBroadcastList",
      "PaymentAgencyByBeansMethodList",
      "PaymentAgencyByBeansMethodAdd",
      "PaymentAgencyByBeansMethodEdit",
      "PaymentAgencyByBeansMethodDelete",
    ],
  },
  {
    family: "unionOss",
    names: [
      "sendVerifyCode",
      "checkVerifyCode",
      "setUidHasPhone",
      "checkIfUidHasPhone",
      "addAgencyMember",
      "assignAgencyRole",
      "deleteAgencyMember",
      "getAgencyMemberList",
      "modifyAgencyRecruitment",
      "getAgencyOperationRecord",
      "getAgencyMemberRole",
      "getSelfInfo",
      "modifyAgentRecruitCfg",
      "getAgentRecruitCfg",
      "userGetApplicationRecord",
      "userGetApplicationState",
      "userCreateApply",
      "agentPullApplyList",
      "agentDenyApply",
      "agentGetIfHasDot",
      "agentClickDot",
      "agentPullGuideSec",
      "getBrokerData",
      "policyPreview",
    ],
  },
  { family: "followStore", names: ["AddFollowUser", "DelFollowInfo"] },
  {
    family: "liveAgentFront",
    names: [
      "GetAgentListForOssApply",
      "GetInviteLink",
      "ShareInviteLink",
      "CheckInviteEntrance",
      "AgreeInvite",
      "AnchorApply",
      "GetInviteList",
      "GetInviteLinkDetail",
      "GetLocatedCountry",
      "SearchAgentForAnchorApply",
      "GetInvitePageDetail",
      "GetRecomAnchor",
      "GetRecomAnchorEntry",
      "AnchorRejectInvite",
      "GetKycConfig",
      "SubmitKycInfo",
      "GetLastSubmittedKycInfo",
      "UpdateKycInfo",
      "GetKycEntrance",
      "ExtendContract",
      "CheckAnchorKycStatus",
      "GetAnchorSignDetail",
      "GetAnchorSignProgress",
      "GetAuditBanList",
      "GetAgentDetail",
      "GetAgentSignProgress",
      "GetAgentData",
      "GetUserRole",
      "CheckNewAgentOss",
      "GetOssOpenRegion",
    ],
  },
  {
    family: "liveAgentPortal",
    names: [
      "sendVerifyCode",
      "checkVerifyCode",
      "SetAuthorizationStatus",
      "GetAuthorizationStatus",
      "submitRecheckKycInfo",
      "checkIdentityIdExist",
      "submitUserKycInfo",
      "anchorConfirmContract",
      "kycStatus",
      "checkKyc",
      "act85157getTabList",
      "act85157searchTutorial",
      "act85157getTutorialById",
      "act85157getTutorialList",
    ],
  },
  {
    family: "securityCenter",
    names: ["QueryBanList", "QueryBanUserInfo", "CreateAppeal", "QueryAppeal", "GetAuditRecordList", "GetSecurityToken", "CreateAppealV2", "QueryAppealV2"],
  },
  { family: "notification", names: ["GetNotificationInfo"] },
  { family: "recruitProxy", names: ["QryProxyRecruitProgress", "ProxyApply", "ProxyCommitInfo"] },
  {
    family: "recruitAnchor",
    names: [
      "QryRecruitRecord",
      "QryAnchorRecruitProgress",
      "QrySubmitAnchorInfo",
      "SaveSubmitAnchorInfo",
      "StopAnchorRecruit",
      "ExportRecruitRecord",
      "QryPolicyInfo",
      "QryAnchorProgressForAgent",
      "QryUrlWithToken",
      "QryCurrentContractInfo",
    ],
  },
  {
    family: "broker",
    names: [
      "QryAnchorList",
      "SetBroker",
      "QrySetBrokerRecords",
      "RenewalContract",
      "CancelRenewalContract",
      "QryRenewalContractRecords",
      "RemindRenewalContract",
      "SetBrokerNoVerify",
      "QryAgentListTab",
      "SendNewAnchorReGrade",
    ],
  },
  {
    family: "manageAnchor",
    names: [
      "QryProxyInfo",
      "StartCancelContract",
      "StartApplyTransfer",
      "AnchorVerifyCancel",
      "AgentVerifyTransfer",
      "AnchorVerifyTransfer",
      "QryCancelProgressByAnchor",
      "QryTransferList",
      "QryCancelContractList",
      "QryTransferProgressForAgent",
      "QryCancelProgressForAgent",
      "QryAnchorRelationChangeProg",
      "QryTransferProgressByAnchor",
      "QryAnchorRelationChgTabVisible",
    ],
  },
  // Live-data family (POST, form or JSON), sub-API by sub-API.
  { family: "liveData", group: "", names: ["config", "reportDay", "reportMonth", "graphData", "exportUrl", "getBanner", "LiveCoverLowQuality"] },
  { family: "liveData", group: "preLostUser", names: ["getUserList", "sendRecallIm", "drawRecallReward", "openRecallIm", "queryRecallReward", "callbackUser"] },
  { family: "liveData", group: "multiRoom", names: ["Day", "Month", "Graph", "Detail", "ExportUrl"] },
  // "inner multi list" and the "Inner 66965/68753/all/offline queries".
  { family: "liveData", group: "inner", names: ["multiList", "66965", "68753", "all", "offline"] },
  { family: "liveData", group: "manageOss", names: ["getRewardList"] },
  { family: "liveData", group: "creator", names: ["achieveLevel", "liveOrder", "livedata"] },
  {
    family: "liveData",
    group: "agentOss",
    names: [
      "overview",
      "proxyList",
      "anchorList",
      "multiDetail",
      "detail",
      "export",
      "getRole",
      "getUserType",
      "queryProxyOverview",
      "pkOverview",
      "pkDetail",
      "invoiceList",
      "signature",
      "sumProxy",
      "exportUrl",
      "pkDataRelease",
      "openBiz",
    ],
  },
  { family: "liveData", group: "brokerageBackend", names: ["proxyBenefitByType", "anchorBenefitByType", "anchorList", "anchorListByType", "typeRulePage"] },
  { family: "liveData", group: "brokerageBackend/superiorRole", names: ["anchorBenefitByType"] },
  {
    family: "liveData",
    group: "act67110",
    names: ["config", "graphData", "reportMonth", "reportDay", "exportUrl", "multiRoomDay", "multiRoomMonth", "multiRoomGraph", "multiRoomDetail", "multiRoomExportUrl"],
  },
  // Activity 74338: POST apply; GET userStatus, monthData, interface/switch, page/switch; the test endpoints (getInfo, clear cache).
  { family: "liveData", group: "act74338", names: ["apply", "userStatus", "monthData", "interface/switch", "page/switch", "test/getInfo", "test/clearCache"] },
  { family: "liveData", group: "act77307", names: ["getIndex", "getSummary", "getInviteeList", "agreeInvite", "getMyInviterUserInfo", "getInviterUserInfoByCode"] },
  { family: "liveData", group: "act_78062_report", names: ["proxy"] },
  { family: "liveData", group: "inner/access", names: ["canPhpAccess"] },
  { family: "liveData", group: "new_anchor", names: ["report", "graph", "exportUrl"] },
  { family: "liveData", group: "new_anchor/proxy", names: ["report", "summary", "graph", "details", "exportUrl"] },
  { family: "liveData", group: "new_anchor/area", names: ["summary", "exportUrl", "details"] },
  { family: "liveData", group: "new_anchor/inner", names: ["index", "list", "batchGetGrades", "batchGetOfflineData"] },
  {
    family: "act75352",
    names: [
      "query_anchor_list",
      "sign_record_page",
      "round_record_page",
      "sign_act_list",
      "sign_status_count_info",
      "sign_act_form_info",
      "entrance",
      "api/agent/getChangePageInfo",
      "sign",
      "cancel_sign",
      "cancel_round",
      "change_round",
      "change_anchor",
      "sign_export",
      "round_export",
      "async_sign_result",
      "api/agent/canChangeRound",
      "{token}",
    ],
  },
  { family: "siteBackend", names: ["queryCountry"] },
];

/**
 * Calls of ours: declared where SPEC section 7 shows none for a screen the spec requires (each
 * contract file's header says so). Listed here one by one, so that nothing else slips in.
 */
export const ourCalls: readonly InventoryGroup[] = [
  // The admin pages (section 2: accounts, permissions, action-log, data-permissions): `contract/admin-accounts.ts`, `contract/admin-action-log.ts`.
  { family: "main", names: ["getAccountList", "createAccount", "updateAccount", "setAccountStatus", "resetAccountPassword", "getAdminActionLog", "exportAdminActionLog"] },
  // Guild security's summary cards and exports.
  { family: "securityCenter", names: ["QuerySecuritySummary", "ExportBanList", "ExportAuditRecordList"] },
  // The home's "appeals with news" entry (issue 23): appeals decided since a time.
  { family: "securityCenter", names: ["QueryAppealNewsCount"] },
  // The payment blacklist and action log, in the family's `PaymentAgency<Entity><Verb>` style.
  {
    family: "liveAgentService",
    names: [
      "PaymentAgencyBlacklistList",
      "PaymentAgencyBlacklistExport",
      "PaymentAgencyBlacklistAdd",
      "PaymentAgencyBlacklistRemove",
      "PaymentAgencyActionLogList",
      "PaymentAgencyActionLogExport",
      "PaymentAgencyDistributionPreview",
      "PaymentAgencyDistributionGet",
      "PaymentAgencyDistributionConfirm",
      "PaymentAgencyBeansBalance",
      "PaymentAgencyDistributionAdjustmentList",
      "PaymentAgencyDistributionAdjustmentGet",
      "PaymentAgencyDistributionAdjust",
      "PaymentAgencyTransferCfg",
      "PaymentAgencyTransferReceiver",
      "PaymentAgencyTransferSubmit",
      "PaymentAgencyTransferGet",
    ],
  },
  // The notification centre's read state (per account), in the family's style.
  { family: "notification", names: ["GetNotificationUnreadCount", "MarkNotificationRead", "MarkAllNotificationRead"] },
  // The notification centre's export of the filtered list (the list rules: export on the server).
  { family: "notification", names: ["ExportNotificationInfo"] },
  // The interview list (interview/list), in live_agent_service's `Get<Entity>List` / `<Verb><Entity>` style.
  { family: "liveAgentService", names: ["GetInterviewList", "GetInterviewRescheduleHistory", "RescheduleInterview"] },
  // The interview list's export of the filtered list (the list rules: export on the server).
  { family: "liveAgentService", names: ["ExportInterviewList"] },
  // Effective permissions and batch authorisation (admin route `permissions`): `contract/admin-permissions.ts`.
  { family: "main", names: ["getAccountAccess", "previewBatchAuth", "applyBatchAuth"] },
  // Data permissions (admin route `data-permissions`, DataPermission 13): `contract/admin-data-scope.ts`.
  { family: "main", names: ["getDataScope", "getScopeAgencies", "setDataScope"] },
  // Sub-accounts (ModifySubAccount 3), the exports of the accounts and data-permissions lists, removing a region from the data scopes (issue 22).
  { family: "main", names: ["createSubAccount", "exportAccountList", "exportDataScopeList", "removeScopeRegion"] },
  // New-broadcaster data (issue 20): milestones, cohorts with weekly retention, per-team totals: `contract/live-data-new-anchor-cohort.ts`.
  { family: "liveData", group: "new_anchor", names: ["milestones", "cohort"] },
  { family: "liveData", group: "new_anchor/proxy", names: ["list"] },
  // The guild team's name echo before a member is added (issue 22), in the family's `get<Entity>` style.
  { family: "unionOss", names: ["getAgencyMemberCandidate"] },
  // Region screens (issue 20 item 4, OperatorStat 7): a region's broadcasters, its agency ranking, their export: `contract/live-data-area.ts`.
  { family: "liveData", group: "area", names: ["liveOrder", "agencyRank", "exportUrl"] },
  // Broadcaster data, anchor (issue 20 item 2): the month's income per broadcaster as CSV (the list rules: export on the server).
  { family: "liveData", group: "brokerageBackend", names: ["anchorExportUrl"] },
  // The history of the agency's bank info (agency-payment bank-info; issue 21 item 6), in GetAgentSubmittedAgentPayment's style.
  { family: "liveAgentService", names: ["GetAgentSubmittedAgentPaymentHistory"] },
  // Large exports as jobs (issue 20 item 9): a job's progress and its file once done: `contract/live-data-export-job.ts`.
  { family: "liveData", group: "exportJob", names: ["status"] },
  // Recall of broadcasters at risk (issue 20 item 6): each recall's path from sent to opened, returned and rewarded.
  { family: "liveData", group: "preLostUser", names: ["getRecallPath"] },
];

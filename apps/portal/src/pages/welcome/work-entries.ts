/**
 * Today's work on the home (issue 25, item 1): what waits for the user, each entry with the
 * route where they act on it, the filter query of that screen, and the call that counts it.
 * Counts come from the existing calls, but for `appealsNews` and `unreadNotifications`, whose count
 * calls were added for them; two list calls gained a filter for the home (issue 25): sign_act_list
 * `closingWithin` and QryAnchorList `no_live_days`, which their lists also honour:

 *
 * | Entry | Count | Lands on |
 * | --- | --- | --- |
 * | `transfersIn` | QryTransferList (direction 2 in, status 1), rows the source agency started (the caller answers them) | ModifyRelation `?view=in&status=1` |
 * | `transfersOut` | QryTransferList (direction 1 out, status 1), rows the target agency started | ModifyRelation `?view=out&status=1` |
 * | `cancellations` | QryCancelContractList (status 1 waiting for the broadcaster), `total` | ModifyRelation `?view=cancel&status=1` |
 * | `toBeRenewed` | QryAgentListTab, the count of tab 2 (contracts ending within 30 days, no renewal sent) | ListToBeRenewed |
 * | `unfinishedKyc` | GetUnFinishKycAnchorCount `count` | RecheckList |
 * | `subAgentApplications` | agentGetIfHasDot `count` (new since the list was last opened) | ApplySubAgentList |
 * | `recruitReview` | QryRecruitRecord (status 2 under review), `total` | RecruitList `?status=2` |
 * | `unreadNotifications` | GetNotificationUnreadCount `unread_count` (the user's own read state) | Notification `?state=unread` |
 * | `signUpClosing` | sign_act_list (status 2 sign-up open, `closingWithin` 48 hours), `total` | ActRegistList `?status=2&closing=48` |
 * | `noLive` | QryAnchorList (tab 1 all, `no_live_days` 3), `total` | ListAll `?noLive=3` |
 * | `statementsToSign` | agentOss invoiceList (status 1 waiting for signature), `total`; also needs PaymentMethod or LiveDataAnalysis | LiveDataProxy `?status=1` |
 * | `appealsNews` | QueryAppealNewsCount `count` (appeals decided since the user last opened "My appeals"; a call of ours, issue 23) | GuildSecurityStatus |
 *
 * A transfer page holds at most 100 rows (`page_size` 100); when more transfers wait, the count
 * is a lower bound (`atLeast`).
 */
import { AnchorListTab, CancellationStatus, RecruitStatus, TransferDirection, TransferInitiator, TransferStatus } from "@agent-portal/api-client/enums";
import { ActivityStatus, InvoiceStatus } from "@agent-portal/api-client/enums";
import { useQryAgentListTabQuery } from "@agent-portal/api-client/services/broker";
import { useGetUnFinishKycAnchorCountQuery } from "@agent-portal/api-client/services/live-agent-service";
import { useQryTransferListQuery } from "@agent-portal/api-client/services/manage-anchor";
import { useQryCancelContractListQuery } from "@agent-portal/api-client/services/manage-anchor-cancel";
import { useQryRecruitRecordQuery } from "@agent-portal/api-client/services/recruit-anchor";
import { useQueryAppealNewsCountQuery } from "@agent-portal/api-client/services/security-center";
import { useAgentGetIfHasDotQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { useGetNotificationUnreadCountQuery } from "@agent-portal/api-client/services/notification";
import { useAct75352SignActListQuery } from "@agent-portal/api-client/services/act75352";
import { useQryAnchorListQuery } from "@agent-portal/api-client/services/broker";
import { useAgentOssInvoiceListQuery } from "@agent-portal/api-client/services/live-data-agent-oss-pk";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { selectLoginUser } from "@agent-portal/session";
import { skipToken } from "@reduxjs/toolkit/query";
import { useState } from "react";
import { appealsSeenSince } from "#shared/storage/appeals-seen.ts";
import { pageStore } from "#shared/storage/page-store.ts";
import type { RouteName } from "@agent-portal/permissions/route-names";
import { PermissionId } from "@agent-portal/permissions/ids";

/** One count as an entry shows it: the number (undefined while loading or failed), and the query's state. */
export interface WorkCount {
  /** How many items wait; undefined until the answer came. */
  readonly count: number | undefined;
  /** The count is a lower bound (more rows than one page holds). */
  readonly atLeast: boolean;
  readonly isError: boolean;
  /** The typed `ApiError` of a failed call. */
  readonly error: unknown;
  readonly refetch: () => unknown;
}

/** One entry of today's work. */
export interface WorkEntry {
  /** Its id, also its text key: `welcome.work.entry.<id>`. */
  readonly id: string;
  /** The screen where the user acts; the entry shows only when the user may open it. */
  readonly route: RouteName;
  /** The filter query of that screen (with its `?`), or "". */
  readonly search: string;
  /**
   * The hook that counts it (called only when the entry shows); `skip`: not yet (the entry is below
   * the fold), its call waits.
   */
  readonly useCount: (skip: boolean) => WorkCount;
  /**
   * When its counting call needs more than the route: the user must also hold one of these
   * (e.g. agentOss invoiceList needs PaymentMethod or LiveDataAnalysis, the settlement route
   * BroadcasterLiveData is enough). Absent: the route decides alone.
   */
  readonly permissions?: readonly PermissionId[];
}

/** The largest page a list call answers (SPEC page size 1-100). */
const PAGE = 100;
/** Activity sign-up deadlines counted: those within the next 48 hours. */
const SIGN_UP_CLOSING_HOURS = 48;
/** Broadcasters counted as idle: no live on the last 3 days. */
const NO_LIVE_DAYS = 3;

interface QueryState<T> {
  readonly data?: T | undefined;
  readonly isError: boolean;
  readonly error?: unknown;
  readonly refetch: () => unknown;
}

/** A query's answer as a {@link WorkCount}. */
export function countOf<T>(query: QueryState<T>, count: (data: T) => number, atLeast: (data: T) => boolean = () => false): WorkCount {
  return {
    count: query.data === undefined ? undefined : count(query.data),
    atLeast: query.data === undefined ? false : atLeast(query.data),
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** The initiator whose waiting transfers the caller answers: in the "in" view the source agency's, in the "out" view the target agency's. */
export function answeringInitiator(direction: TransferDirection): TransferInitiator {
  return direction === TransferDirection.In ? TransferInitiator.SourceAgency : TransferInitiator.TargetAgency;
}

function useTransfersAwaiting(direction: TransferDirection, skip: boolean): WorkCount {
  const query = useQryTransferListQuery(skip ? skipToken : { direction, status: TransferStatus.WaitingAgency, page: 1, page_size: PAGE });
  const initiator = answeringInitiator(direction);
  return countOf(
    query,
    (page) => page.list.filter((transfer) => transfer.initiator === initiator).length,
    (page) => page.total > page.list.length,
  );
}

/** Appeals decided since the user last opened "My appeals" (`appeals-seen.ts`); the time is read once per mount, so the query's argument stays put. */
function useAppealsNews(skip: boolean): WorkCount {
  const username = useAppSelector(selectLoginUser)?.username ?? "";
  const [since] = useState(() => appealsSeenSince(pageStore(), username, Math.floor(Date.now() / 1000)));
  return countOf(useQueryAppealNewsCountQuery(skip ? skipToken : { since }), (answer) => answer.count);
}

/** Today's work, in the order the home lists it (issue 25, item 1). */
export const WORK_ENTRIES: readonly WorkEntry[] = [
  { id: "transfersIn", route: "ModifyRelation", search: `?view=in&status=${TransferStatus.WaitingAgency}`, useCount: (skip) => useTransfersAwaiting(TransferDirection.In, skip) },
  {
    id: "transfersOut",
    route: "ModifyRelation",
    search: `?view=out&status=${TransferStatus.WaitingAgency}`,
    useCount: (skip) => useTransfersAwaiting(TransferDirection.Out, skip),
  },
  {
    id: "cancellations",
    route: "ModifyRelation",
    search: `?view=cancel&status=${CancellationStatus.WaitingBroadcaster}`,
    useCount: (skip) => countOf(useQryCancelContractListQuery(skip ? skipToken : { status: CancellationStatus.WaitingBroadcaster, page: 1, page_size: 1 }), (page) => page.total),
  },
  {
    id: "toBeRenewed",
    route: "ListToBeRenewed",
    search: "",
    useCount: (skip) => countOf(useQryAgentListTabQuery(skip ? skipToken : {}), (answer) => answer.tabs.find((tab) => tab.tab === AnchorListTab.ToBeRenewed)?.count ?? 0),
  },
  { id: "unfinishedKyc", route: "RecheckList", search: "", useCount: (skip) => countOf(useGetUnFinishKycAnchorCountQuery(skip ? skipToken : {}), (answer) => answer.count) },
  { id: "subAgentApplications", route: "ApplySubAgentList", search: "", useCount: (skip) => countOf(useAgentGetIfHasDotQuery(skip ? skipToken : {}), (answer) => answer.count) },
  {
    id: "recruitReview",
    route: "RecruitList",
    search: `?status=${RecruitStatus.UnderReview}`,
    useCount: (skip) => countOf(useQryRecruitRecordQuery(skip ? skipToken : { status: RecruitStatus.UnderReview, page: 1, page_size: 1 }), (page) => page.total),
  },
  {
    id: "unreadNotifications",
    route: "Notification",
    search: "?state=unread",
    useCount: (skip) => countOf(useGetNotificationUnreadCountQuery(skip ? skipToken : {}), (answer) => answer.unread_count),
  },
  {
    id: "signUpClosing",
    route: "ActRegistList",
    search: `?status=${ActivityStatus.SignOpen}&closing=${SIGN_UP_CLOSING_HOURS}`,
    useCount: (skip) =>
      countOf(useAct75352SignActListQuery(skip ? skipToken : { status: ActivityStatus.SignOpen, closingWithin: SIGN_UP_CLOSING_HOURS, page: 1, size: 1 }), (page) => page.total),
  },
  {
    id: "noLive",
    route: "ListAll",
    search: `?noLive=${NO_LIVE_DAYS}`,
    useCount: (skip) => countOf(useQryAnchorListQuery(skip ? skipToken : { tab: AnchorListTab.All, no_live_days: NO_LIVE_DAYS, page: 1, page_size: 1 }), (page) => page.total),
  },
  {
    id: "statementsToSign",
    route: "LiveDataProxy",
    search: `?status=${InvoiceStatus.WaitingSignature}`,
    useCount: (skip) => countOf(useAgentOssInvoiceListQuery(skip ? skipToken : { status: InvoiceStatus.WaitingSignature, page: 1, pageSize: 1 }), (page) => page.total),
    permissions: [PermissionId.PaymentMethod, PermissionId.LiveDataAnalysis],
  },
  { id: "appealsNews", route: "GuildSecurityStatus", search: "", useCount: useAppealsNews },
];

import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import type { $ZodType } from "zod/v4/core";
import { accountRowSchema } from "#contract/admin-accounts.ts";
import { getDataScope, scopeAgencySchema } from "#contract/admin-data-scope.ts";
import { activitySchema, roundRecordSchema, roundSchema, signRecordSchema } from "#contract/act75352-shared.ts";
import { broadcasterSchema, brokerRecordSchema, QryAnchorList, renewalRecordSchema } from "#contract/broker.ts";
import { agentCardSchema, inviteLinkSchema, inviteSchema } from "#contract/invite-shared.ts";
import { kycInfoSchema } from "#contract/kyc-shared.ts";
import { recommendedAnchorSchema } from "#contract/live-agent-front.ts";
import { anchorSignSchema, auditBanSchema } from "#contract/live-agent-front-contract.ts";
import { GetKycConfig } from "#contract/live-agent-front-kyc.ts";
import { GetAgentAggrData, unfinishedKycAnchorSchema } from "#contract/live-agent-service.ts";
import { byBeansMethodSchema } from "#contract/live-agent-service-by-beans.ts";
import { blacklistEntrySchema } from "#contract/live-agent-service-blacklist.ts";
import { paymentActionLogSchema } from "#contract/live-agent-service-action-log.ts";
import { distributionBatchSchema } from "#contract/live-agent-service-distribution.ts";
import { adjustmentSchema } from "#contract/live-agent-service-adjustment.ts";
import { createMockAdjustment, createMockBlacklistEntry, createMockDistributionBatch, createMockPaymentActionLog, createMockPaymentTransfer } from "./payment-records.ts";
import { transferSchema } from "#contract/live-agent-service-transfer.ts";
import { paymentBroadcasterSchema } from "#contract/live-agent-service-payment.ts";
import { pkAnchorSchema, pkCandidateSchema } from "#contract/live-agent-service-pk.ts";
import { anchorRowSchema, proxyRowSchema } from "#contract/live-data-agent-oss.ts";
import { newAnchorRowSchema } from "#contract/live-data-new-anchor-shared.ts";
import { preLostUserSchema, recallOfferSchema, recallPathSchema } from "#contract/live-data-pre-lost-user.ts";
import { liveDataConfigSchema } from "#contract/live-data-report.ts";
import { dayRowSchema, graphSchema, liveMetricsSchema } from "#contract/live-data-shared.ts";
import { cancellationProgressSchema, transferProgressSchema } from "#contract/manage-anchor-shared.ts";
import { noticeSchema } from "#contract/notification.ts";
import { contractInfoSchema, submittedAnchorInfoSchema } from "#contract/recruit-anchor-info.ts";
import { QryProxyRecruitProgress } from "#contract/recruit-proxy.ts";
import { QryRecruitRecord } from "#contract/recruit-anchor.ts";
import { appealSchema, auditRecordSchema, banSchema } from "#contract/security-center.ts";
import { operationRecordSchema, teamMemberSchema } from "#contract/union-oss.ts";
import { agentApplicationSchema, subAgentApplicationSchema } from "#contract/union-oss-apply.ts";
import { checkIfUidHasPhone } from "#contract/union-oss-phone.ts";
import { createMockAccountRow, createMockDataScope, createMockScopeAgency } from "./admin.ts";
import { createMockActivity, createMockRound, createMockRoundRecord, createMockSignRecord } from "./act75352.ts";
import { createMockBroadcaster, createMockBroadcasterPage, createMockBrokerRecord, createMockRenewalRecord } from "./broker.ts";
import {
  createMockAgentCard,
  createMockAnchorSign,
  createMockAuditBan,
  createMockInvite,
  createMockInviteLink,
  createMockKycConfig,
  createMockKycInfo,
  createMockRecommendedAnchor,
} from "./live-agent-front.ts";
import {
  createMockAgentAggrData,
  createMockByBeansMethod,
  createMockPaymentBroadcaster,
  createMockPaymentInfo,
  createMockPkAnchor,
  createMockPkCandidate,
  createMockUnfinishedKycAnchor,
} from "./live-agent-service.ts";
import {
  createMockAnchorRow,
  createMockDayRow,
  createMockGraph,
  createMockLiveMetrics,
  createMockNewAnchorRow,
  createMockLiveDataConfig,
  createMockPreLostUser,
  createMockProxyRow,
  createMockRecallOffer,
  createMockRecallPath,
} from "./live-data.ts";
import { createMockCancellationProgress, createMockTransferProgress } from "./manage-anchor.ts";
import { createMockContractInfo, createMockProxyRecruitProgress, createMockRecruitRecordPage, createMockSubmittedAnchorInfo } from "./recruit.ts";
import { createMockAppeal, createMockAuditRecord, createMockBan, createMockNotice } from "./security-center.ts";
import { paymentInfoSchema } from "#contract/payment-shared.ts";
import { createMockAgentApplication, createMockBoundPhone, createMockOperationRecord, createMockSubAgentApplication, createMockTeamMember } from "./union-oss.ts";

/** [name, factory, the schema its output must pass]. */
const factories: readonly [string, () => unknown, $ZodType][] = [
  ["createMockAccountRow", () => createMockAccountRow(), accountRowSchema],
  ["createMockDataScope", () => createMockDataScope(), getDataScope.response],
  ["createMockScopeAgency", () => createMockScopeAgency(), scopeAgencySchema],
  ["createMockBroadcaster", () => createMockBroadcaster(), broadcasterSchema],
  ["createMockBroadcasterPage", () => createMockBroadcasterPage(25, 5000), QryAnchorList.response],
  ["createMockBrokerRecord", () => createMockBrokerRecord(), brokerRecordSchema],
  ["createMockRenewalRecord", () => createMockRenewalRecord(), renewalRecordSchema],
  ["createMockTransferProgress", () => createMockTransferProgress(), transferProgressSchema],
  ["createMockCancellationProgress", () => createMockCancellationProgress(), cancellationProgressSchema],
  ["createMockRecruitRecordPage", () => createMockRecruitRecordPage(), QryRecruitRecord.response],
  ["createMockSubmittedAnchorInfo", () => createMockSubmittedAnchorInfo(), submittedAnchorInfoSchema],
  ["createMockContractInfo", () => createMockContractInfo(), contractInfoSchema],
  ["createMockProxyRecruitProgress", () => createMockProxyRecruitProgress(), QryProxyRecruitProgress.response],
  ["createMockInvite", () => createMockInvite(), inviteSchema],
  ["createMockInviteLink", () => createMockInviteLink(), inviteLinkSchema],
  ["createMockRecommendedAnchor", () => createMockRecommendedAnchor(), recommendedAnchorSchema],
  ["createMockAgentCard", () => createMockAgentCard(), agentCardSchema],
  ["createMockKycConfig", () => createMockKycConfig(), GetKycConfig.response],
  ["createMockKycInfo", () => createMockKycInfo(), kycInfoSchema],
  ["createMockAnchorSign", () => createMockAnchorSign(), anchorSignSchema],
  ["createMockAuditBan", () => createMockAuditBan(), auditBanSchema],
  ["createMockUnfinishedKycAnchor", () => createMockUnfinishedKycAnchor(), unfinishedKycAnchorSchema],
  ["createMockPkAnchor", () => createMockPkAnchor(), pkAnchorSchema],
  ["createMockPkCandidate", () => createMockPkCandidate(), pkCandidateSchema],
  ["createMockAgentAggrData", () => createMockAgentAggrData(), GetAgentAggrData.response],
  ["createMockPaymentInfo", () => createMockPaymentInfo(), paymentInfoSchema],
  ["createMockPaymentBroadcaster", () => createMockPaymentBroadcaster(), paymentBroadcasterSchema],
  ["createMockByBeansMethod", () => createMockByBeansMethod(), byBeansMethodSchema],
  ["createMockBlacklistEntry", () => createMockBlacklistEntry(), blacklistEntrySchema],
  ["createMockPaymentActionLog", () => createMockPaymentActionLog(), paymentActionLogSchema],
  ["createMockDistributionBatch", () => createMockDistributionBatch(), distributionBatchSchema],
  ["createMockAdjustment", () => createMockAdjustment(), adjustmentSchema],
  ["createMockPaymentTransfer", () => createMockPaymentTransfer(), transferSchema],
  ["createMockBoundPhone", () => createMockBoundPhone(), checkIfUidHasPhone.response],
  ["createMockTeamMember", () => createMockTeamMember(), teamMemberSchema],
  ["createMockOperationRecord", () => createMockOperationRecord(), operationRecordSchema],
  ["createMockAgentApplication", () => createMockAgentApplication(), agentApplicationSchema],
  ["createMockSubAgentApplication", () => createMockSubAgentApplication(), subAgentApplicationSchema],
  ["createMockBan", () => createMockBan(), banSchema],
  ["createMockAppeal", () => createMockAppeal(), appealSchema],
  ["createMockAuditRecord", () => createMockAuditRecord(), auditRecordSchema],
  ["createMockNotice", () => createMockNotice(), noticeSchema],
  ["createMockLiveMetrics", () => createMockLiveMetrics(3), liveMetricsSchema],
  ["createMockDayRow", () => createMockDayRow(5), dayRowSchema],
  ["createMockGraph", () => createMockGraph("giftUsers", 90), graphSchema],
  ["createMockProxyRow", () => createMockProxyRow(), proxyRowSchema],
  ["createMockAnchorRow", () => createMockAnchorRow(), anchorRowSchema],
  ["createMockNewAnchorRow", () => createMockNewAnchorRow(), newAnchorRowSchema],
  ["createMockPreLostUser", () => createMockPreLostUser(), preLostUserSchema],
  ["createMockRecallOffer", () => createMockRecallOffer(), recallOfferSchema],
  ["createMockRecallPath", () => createMockRecallPath(), recallPathSchema],
  ["createMockLiveDataConfig", () => createMockLiveDataConfig(), liveDataConfigSchema],
  ["createMockActivity", () => createMockActivity(), activitySchema],
  ["createMockRound", () => createMockRound(), roundSchema],
  ["createMockSignRecord", () => createMockSignRecord(), signRecordSchema],
  ["createMockRoundRecord", () => createMockRoundRecord(), roundRecordSchema],
];

describe("mock factories", () => {
  it.each(factories)("%s builds data that passes its schema unchanged", (_name, factory, schema) => {
    const value = factory();
    const parsed = safeParse(schema, value);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(value);
  });

  it("apply overrides and hand out fresh objects", () => {
    expect(createMockBroadcaster({ contract_status: 4, broker_uid: "0" })).toMatchObject({ contract_status: 4, broker_uid: "0", bigo_id: "anchor_mia" });
    const first = createMockByBeansMethod();
    first.anchor_uids.push("1");
    expect(createMockByBeansMethod().anchor_uids).toEqual(["3000000005", "3000000006"]);
  });

  it("build pages of distinct rows with the requested total", () => {
    const page = createMockBroadcasterPage(25, 5000);
    expect(page.total).toBe(5000);
    expect(new Set(page.list.map((row) => row.anchor_uid)).size).toBe(25);
  });

  it("shape graphs oldest first, one point per day, from the same metrics as the day rows", () => {
    const graph = createMockGraph("beans", 7);
    expect(graph.points).toHaveLength(7);
    const times = graph.points.map((point) => point.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(graph.points.at(-1)?.value).toBe(createMockDayRow(0).beans);
  });
});

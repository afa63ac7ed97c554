/**
 * Every declared endpoint, in one list: the sandbox mounts a handler for each, the
 * inventory and contract tests walk it, and the OpenAPI document is generated from it.
 * A new contract file adds its `<file>Endpoints` list here (`registry.test.ts` fails otherwise).
 *
 * Importing the registry pulls in every family: apps import services, never the registry.
 */
import type { EndpointDeclaration } from "./define.ts";
import { act75352Endpoints } from "./act75352.ts";
import { adminAccountsEndpoints } from "./admin-accounts.ts";
import { adminActionLogEndpoints } from "./admin-action-log.ts";
import { adminPermissionsEndpoints } from "./admin-permissions.ts";
import { adminDataScopeEndpoints } from "./admin-data-scope.ts";
import { act75352ActionsEndpoints } from "./act75352-actions.ts";
import { brokerEndpoints } from "./broker.ts";
import { followStoreEndpoints } from "./follow-store.ts";
import { liveAgentFrontEndpoints } from "./live-agent-front.ts";
import { liveAgentFrontAgentEndpoints } from "./live-agent-front-agent.ts";
import { liveAgentFrontContractEndpoints } from "./live-agent-front-contract.ts";
import { liveAgentFrontInviteEndpoints } from "./live-agent-front-invite.ts";
import { liveAgentFrontKycEndpoints } from "./live-agent-front-kyc.ts";
import { liveAgentPortalEndpoints } from "./live-agent-portal.ts";
import { liveAgentPortalAcademyEndpoints } from "./live-agent-portal-academy.ts";
import { liveAgentPortalKycEndpoints } from "./live-agent-portal-kyc.ts";
import { liveAgentServiceEndpoints } from "./live-agent-service.ts";
import { liveAgentServiceActionLogEndpoints } from "./live-agent-service-action-log.ts";
import { liveAgentServiceBlacklistEndpoints } from "./live-agent-service-blacklist.ts";
import { liveAgentServiceByBeansEndpoints } from "./live-agent-service-by-beans.ts";
import { liveAgentServiceDistributionEndpoints } from "./live-agent-service-distribution.ts";
import { liveAgentServiceAdjustmentEndpoints } from "./live-agent-service-adjustment.ts";
import { liveAgentServiceTransferEndpoints } from "./live-agent-service-transfer.ts";
import { liveAgentServicePaymentEndpoints } from "./live-agent-service-payment.ts";
import { liveAgentServicePkEndpoints } from "./live-agent-service-pk.ts";
import { liveAgentServiceInterviewEndpoints } from "./live-agent-service-interview.ts";
import { liveDataAct67110Endpoints } from "./live-data-act67110.ts";
import { liveDataActivityEndpoints } from "./live-data-activity.ts";
import { liveDataAgentOssEndpoints } from "./live-data-agent-oss.ts";
import { liveDataAgentOssPkEndpoints } from "./live-data-agent-oss-pk.ts";
import { liveDataBrokerageEndpoints } from "./live-data-brokerage.ts";
import { liveDataInnerEndpoints } from "./live-data-inner.ts";
import { liveDataMultiRoomEndpoints } from "./live-data-multi-room.ts";
import { liveDataNewAnchorEndpoints } from "./live-data-new-anchor.ts";
import { liveDataNewAnchorAreaEndpoints } from "./live-data-new-anchor-area.ts";
import { liveDataNewAnchorCohortEndpoints } from "./live-data-new-anchor-cohort.ts";
import { liveDataPreLostUserEndpoints } from "./live-data-pre-lost-user.ts";
import { liveDataExportJobEndpoints } from "./live-data-export-job.ts";
import { liveDataReportEndpoints } from "./live-data-report.ts";
import { liveDataAreaEndpoints } from "./live-data-area.ts";
import { mainEndpoints } from "./main.ts";
import { manageAnchorEndpoints } from "./manage-anchor.ts";
import { manageAnchorCancelEndpoints } from "./manage-anchor-cancel.ts";
import { notificationEndpoints } from "./notification.ts";
import { recruitAnchorEndpoints } from "./recruit-anchor.ts";
import { recruitAnchorInfoEndpoints } from "./recruit-anchor-info.ts";
import { recruitProxyEndpoints } from "./recruit-proxy.ts";
import { securityCenterEndpoints } from "./security-center.ts";
import { securityCenterOverviewEndpoints } from "./security-center-overview.ts";
import { siteBackendEndpoints } from "./site-backend.ts";
import { unionOssEndpoints } from "./union-oss.ts";
import { unionOssApplyEndpoints } from "./union-oss-apply.ts";
import { unionOssPhoneEndpoints } from "./union-oss-phone.ts";
import { unionOssTeamEndpoints } from "./union-oss-team.ts";

/** Each contract file's declarations, by file name (without `.ts`); a service file of the same name injects them. */
export const endpointsByFile: Readonly<Record<string, readonly EndpointDeclaration[]>> = {
  main: mainEndpoints,
  "live-agent-service": liveAgentServiceEndpoints,
  "live-agent-service-pk": liveAgentServicePkEndpoints,
  "live-agent-service-payment": liveAgentServicePaymentEndpoints,
  "live-agent-service-by-beans": liveAgentServiceByBeansEndpoints,
  "live-agent-service-blacklist": liveAgentServiceBlacklistEndpoints,
  "live-agent-service-action-log": liveAgentServiceActionLogEndpoints,
  "live-agent-service-distribution": liveAgentServiceDistributionEndpoints,
  "live-agent-service-adjustment": liveAgentServiceAdjustmentEndpoints,
  "live-agent-service-transfer": liveAgentServiceTransferEndpoints,
  "live-agent-service-interview": liveAgentServiceInterviewEndpoints,
  "union-oss": unionOssEndpoints,
  "union-oss-phone": unionOssPhoneEndpoints,
  "union-oss-apply": unionOssApplyEndpoints,
  "live-agent-front": liveAgentFrontEndpoints,
  "live-agent-front-invite": liveAgentFrontInviteEndpoints,
  "live-agent-front-kyc": liveAgentFrontKycEndpoints,
  "live-agent-front-contract": liveAgentFrontContractEndpoints,
  "live-agent-front-agent": liveAgentFrontAgentEndpoints,
  "live-agent-portal": liveAgentPortalEndpoints,
  "live-agent-portal-kyc": liveAgentPortalKycEndpoints,
  "live-agent-portal-academy": liveAgentPortalAcademyEndpoints,
  "follow-store": followStoreEndpoints,
  "security-center": securityCenterEndpoints,
  "security-center-overview": securityCenterOverviewEndpoints,
  notification: notificationEndpoints,
  "recruit-proxy": recruitProxyEndpoints,
  "recruit-anchor": recruitAnchorEndpoints,
  "recruit-anchor-info": recruitAnchorInfoEndpoints,
  broker: brokerEndpoints,
  "manage-anchor": manageAnchorEndpoints,
  "manage-anchor-cancel": manageAnchorCancelEndpoints,
  "live-data-report": liveDataReportEndpoints,
  "live-data-pre-lost-user": liveDataPreLostUserEndpoints,
  "live-data-multi-room": liveDataMultiRoomEndpoints,
  "live-data-agent-oss": liveDataAgentOssEndpoints,
  "live-data-agent-oss-pk": liveDataAgentOssPkEndpoints,
  "live-data-brokerage": liveDataBrokerageEndpoints,
  "live-data-act67110": liveDataAct67110Endpoints,
  "live-data-inner": liveDataInnerEndpoints,
  "live-data-activity": liveDataActivityEndpoints,
  "live-data-new-anchor": liveDataNewAnchorEndpoints,
  "live-data-new-anchor-area": liveDataNewAnchorAreaEndpoints,
  "live-data-new-anchor-cohort": liveDataNewAnchorCohortEndpoints,
  act75352: act75352Endpoints,
  "act75352-actions": act75352ActionsEndpoints,
  "site-backend": siteBackendEndpoints,
  "admin-accounts": adminAccountsEndpoints,
  "admin-action-log": adminActionLogEndpoints,
  "admin-permissions": adminPermissionsEndpoints,
  "admin-data-scope": adminDataScopeEndpoints,
  "union-oss-team": unionOssTeamEndpoints,
  "live-data-area": liveDataAreaEndpoints,
  "live-data-export-job": liveDataExportJobEndpoints,
};

/** All endpoint declarations of the contract. */
export const allEndpoints: readonly EndpointDeclaration[] = Object.values(endpointsByFile).flat();

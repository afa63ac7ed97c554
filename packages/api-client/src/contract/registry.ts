/**
 * Every declared endpoint, in one list: the sandbox mounts a handler for each, the
 * inventory and contract tests walk it, and the OpenAPI document is generated from it.
 * A new contract file adds its `<file>Endpoints` list here (`registry.test.ts` fails otherwise).
 *
 * Importing the registry pulls in every family: apps import services, never the registry.
 */
import type { EndpointDeclaration } from "./define.ts";
import { brokerEndpoints } from "./broker.ts";
import { followStoreEndpoints } from "./follow-store.ts";
import { liveAgentFrontEndpoints } from "./live-agent-front.ts";
import { liveAgentFrontAgentEndpoints } from "./live-agent-front-agent.ts";
import { liveAgentFrontContractEndpoints } from "./live-agent-front-contract.ts";
import { liveAgentFrontInviteEndpoints } from "./live-agent-front-invite.ts";
import { liveAgentFrontKycEndpoints } from "./live-agent-front-kyc.ts";
import { liveAgentPortalEndpoints } from "./live-agent-portal.ts";
import { liveAgentPortalKycEndpoints } from "./live-agent-portal-kyc.ts";
import { liveAgentServiceEndpoints } from "./live-agent-service.ts";
import { liveAgentServicePkEndpoints } from "./live-agent-service-pk.ts";
import { mainEndpoints } from "./main.ts";
import { manageAnchorEndpoints } from "./manage-anchor.ts";
import { manageAnchorCancelEndpoints } from "./manage-anchor-cancel.ts";
import { recruitAnchorEndpoints } from "./recruit-anchor.ts";
import { recruitAnchorInfoEndpoints } from "./recruit-anchor-info.ts";
import { recruitProxyEndpoints } from "./recruit-proxy.ts";
import { unionOssEndpoints } from "./union-oss.ts";
import { unionOssApplyEndpoints } from "./union-oss-apply.ts";
import { unionOssPhoneEndpoints } from "./union-oss-phone.ts";

/** Each contract file's declarations, by file name (without `.ts`); a service file of the same name injects them. */
export const endpointsByFile: Readonly<Record<string, readonly EndpointDeclaration[]>> = {
  main: mainEndpoints,
  "live-agent-service": liveAgentServiceEndpoints,
  "live-agent-service-pk": liveAgentServicePkEndpoints,
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
  "follow-store": followStoreEndpoints,
  "recruit-proxy": recruitProxyEndpoints,
  "recruit-anchor": recruitAnchorEndpoints,
  "recruit-anchor-info": recruitAnchorInfoEndpoints,
  broker: brokerEndpoints,
  "manage-anchor": manageAnchorEndpoints,
  "manage-anchor-cancel": manageAnchorCancelEndpoints,
};

/** All endpoint declarations of the contract. */
export const allEndpoints: readonly EndpointDeclaration[] = Object.values(endpointsByFile).flat();

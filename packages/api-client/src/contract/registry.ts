/**
 * Every declared endpoint, in one list: the sandbox mounts a handler for each, the
 * inventory and contract tests walk it, and the OpenAPI document is generated from it.
 * A new contract file adds its `<file>Endpoints` list here (`registry.test.ts` fails otherwise).
 *
 * Importing the registry pulls in every family: apps import services, never the registry.
 */
import type { EndpointDeclaration } from "./define.ts";
import { liveAgentFrontEndpoints } from "./live-agent-front.ts";
import { liveAgentPortalEndpoints } from "./live-agent-portal.ts";
import { liveAgentServiceEndpoints } from "./live-agent-service.ts";
import { mainEndpoints } from "./main.ts";
import { manageAnchorEndpoints } from "./manage-anchor.ts";
import { unionOssPhoneEndpoints } from "./union-oss-phone.ts";
import { unionOssEndpoints } from "./union-oss.ts";

/** Each contract file's declarations, by file name (without `.ts`); a service file of the same name injects them. */
export const endpointsByFile: Readonly<Record<string, readonly EndpointDeclaration[]>> = {
  main: mainEndpoints,
  "live-agent-service": liveAgentServiceEndpoints,
  "union-oss": unionOssEndpoints,
  "union-oss-phone": unionOssPhoneEndpoints,
  "live-agent-front": liveAgentFrontEndpoints,
  "live-agent-portal": liveAgentPortalEndpoints,
  "manage-anchor": manageAnchorEndpoints,
};

/** All endpoint declarations of the contract. */
export const allEndpoints: readonly EndpointDeclaration[] = Object.values(endpointsByFile).flat();

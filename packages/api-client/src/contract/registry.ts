/**
 * Every declared endpoint, in one list: the sandbox mounts a handler for each, the
 * inventory and contract tests walk it, and the OpenAPI document is generated from it.
 * A new family file adds its `<family>Endpoints` list here.
 */
import type { EndpointDeclaration } from "./define.ts";
import { liveAgentFrontEndpoints } from "./live-agent-front.ts";
import { liveAgentServiceEndpoints } from "./live-agent-service.ts";
import { mainEndpoints } from "./main.ts";
import { manageAnchorEndpoints } from "./manage-anchor.ts";
import { unionOssEndpoints } from "./union-oss.ts";

/** All endpoint declarations of the contract. */
export const allEndpoints: readonly EndpointDeclaration[] = [
  ...mainEndpoints,
  ...liveAgentServiceEndpoints,
  ...unionOssEndpoints,
  ...liveAgentFrontEndpoints,
  ...manageAnchorEndpoints,
];

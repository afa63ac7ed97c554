/**
 * live_agent_front declarations (SPEC section 7): invites, KYC, contracts and agent details.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { flagSchema } from "./shared.ts";

/** live_agent_front GetRecomAnchorEntry (GET): whether the recommend-anchor entry shows. */
export const GetRecomAnchorEntry = defineEndpoint({
  name: "GetRecomAnchorEntry",
  family: "liveAgentFront",
  method: "GET",
  path: "/GetRecomAnchorEntry",
  summary: "Whether the recommend-hosts entry is shown to this user.",
  request: z.object({}),
  response: z.object({ entry: flagSchema }),
  tags: ["SessionFlags"],
});

/** Every declaration of this family. */
export const liveAgentFrontEndpoints = [GetRecomAnchorEntry] as const;

/**
 * live_agent_service declarations (SPEC section 7): permissions, KYC counts, aggregates, PK lists, payments.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";

/** live_agent_service GetPermissions with `permission_query_entry_type=3`, reading `data.permissions`. */
export const GetPermissions = defineEndpoint({
  name: "GetPermissions",
  family: "liveAgentService",
  path: "/GetPermissions",
  kind: "query",
  summary: "Permission ids granted through the agency (entry type 3), unioned with the user-info permissions.",
  request: z.object({ permission_query_entry_type: z.literal(3) }),
  response: z.object({ permissions: z.array(z.int()) }),
  tags: ["Permissions"],
});

/** Every declaration of this family. */
export const liveAgentServiceEndpoints = [GetPermissions] as const;

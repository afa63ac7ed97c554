/**
 * live_agent_front declarations (SPEC section 7), agents: an agency's detail and data, its
 * own contract with the platform, the caller's KYC agent role, and where agent
 * applications are open (agent application flow, issue 9).
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { beansSchema, centsSchema, countSchema, countryCodeSchema, durationSecondsSchema, enumSchema, flagSchema, progressStepSchema, secondsSchema, uidSchema } from "./shared.ts";
import { RoleSource } from "#enums/account.ts";
import { AgentContractStatus } from "#enums/apply.ts";
import { KycAgentRole } from "#enums/kyc.ts";

/** live_agent_front GetAgentDetail: an agency's profile. */
export const GetAgentDetail = defineEndpoint({
  name: "GetAgentDetail",
  family: "liveAgentFront",
  path: "/GetAgentDetail",
  kind: "query",
  summary: "An agency's profile (default: the caller's agency).",
  request: () => z.object({ /** The agency; absent: the caller's. */ agent_uid: z.optional(uidSchema) }),
  response: () =>
    z.object({
      /** The agency's uid (its owner's). */
      agent_uid: uidSchema,
      /** The owner's Bigo ID. */
      bigo_id: z.string(),
      /** Agency name. */
      name: z.string(),
      /** Avatar URL; "" when none. */
      avatar_url: z.string(),
      /** Country. */
      country: countryCodeSchema,
      /** Region short name (session regions' `shortName`). */
      region: z.string(),
      /** Broadcasters under contract. */
      anchor_count: countSchema,
      /** Sub-agents. */
      sub_agent_count: countSchema,
      /** Agency level, 1 (new) to 5. */
      level: z.int().check(z.gte(1), z.lte(5)),
      /** When the agency was created, Unix seconds. */
      create_time: secondsSchema,
      /** Introduction, plain text. */
      intro: z.string(),
    }),
  tags: ["Agent"],
});

/** live_agent_front GetAgentSignProgress: the caller's agency contract with the platform. */
export const GetAgentSignProgress = defineEndpoint({
  name: "GetAgentSignProgress",
  family: "liveAgentFront",
  path: "/GetAgentSignProgress",
  kind: "query",
  summary: "The caller's agency contract with the platform and its timeline, after the application is approved.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** AgentContractStatus: 0 none yet, 1 waiting for the agent's signature, 2 signed, 3 effective, 4 expired. */
      status: enumSchema(AgentContractStatus),
      /** Steps: 1 application approved, 2 contract sent, 3 signed, 4 effective. */
      steps: z.array(progressStepSchema),
    }),
  tags: ["Agent", "Application"],
});

/** live_agent_front GetAgentData: the caller's agency totals over a period. */
export const GetAgentData = defineEndpoint({
  name: "GetAgentData",
  family: "liveAgentFront",
  path: "/GetAgentData",
  kind: "query",
  summary: "The caller's agency totals over a period (default: the last 30 days).",
  request: () =>
    z.object({
      /** Period start, Unix seconds; absent: 30 days ago. */
      start_time: z.optional(secondsSchema),
      /** Period end, Unix seconds; absent: now. */
      end_time: z.optional(secondsSchema),
    }),
  response: () =>
    z.object({
      /** Broadcasters under contract at the period's end. */
      anchor_count: countSchema,
      /** Broadcasters live at least once in the period. */
      active_anchor_count: countSchema,
      /** Broadcasters who joined in the period. */
      new_anchor_count: countSchema,
      /** Beans received by the agency's broadcasters. */
      beans: beansSchema,
      /** Total time live, seconds. */
      live_duration: durationSecondsSchema,
      /** The agency's income, cents. */
      income_cents: centsSchema,
    }),
  tags: ["Agent", "AggregateData"],
});

/** live_agent_front GetUserRole: the caller's KYC agent role and where it comes from. */
export const GetUserRole = defineEndpoint({
  name: "GetUserRole",
  family: "liveAgentFront",
  path: "/GetUserRole",
  kind: "query",
  summary: "The caller's KYC agent role (AGENT, AGENTCHILD, BROKER, APPLYING, CANAPPLY, OTHER) and its source.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** KycAgentRole: AGENT 1, AGENTCHILD 2, BROKER 3, APPLYING 4, CANAPPLY 5, OTHER 6. */
      role: enumSchema(KycAgentRole),
      /** RoleSource: OTHER 0, ME 1, PC 2. */
      source: enumSchema(RoleSource),
    }),
  tags: ["Agent"],
});

/** live_agent_front CheckNewAgentOss: whether the caller uses the new agent application flow. */
export const CheckNewAgentOss = defineEndpoint({
  name: "CheckNewAgentOss",
  family: "liveAgentFront",
  path: "/CheckNewAgentOss",
  kind: "query",
  summary: "Whether the caller applies through the new agent application flow (apply-form) rather than the old one.",
  request: () => z.object({}),
  response: () => z.object({ /** 1 use the new flow. */ is_new: flagSchema }),
  tags: ["Agent"],
});

/** live_agent_front GetOssOpenRegion: countries where agent applications are open. */
export const GetOssOpenRegion = defineEndpoint({
  name: "GetOssOpenRegion",
  family: "liveAgentFront",
  path: "/GetOssOpenRegion",
  kind: "query",
  summary: "Countries where agent applications are open, and whether the caller's is.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** Open countries. */
      countries: z.array(countryCodeSchema),
      /** 1 if the caller's located country is open. */
      open: flagSchema,
    }),
  tags: ["Agent"],
});

/** Every declaration of this file (family liveAgentFront, agents). */
export const liveAgentFrontAgentEndpoints = [GetAgentDetail, GetAgentSignProgress, GetAgentData, GetUserRole, CheckNewAgentOss, GetOssOpenRegion] as const;

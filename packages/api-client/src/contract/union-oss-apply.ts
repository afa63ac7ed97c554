/**
 * union_oss declarations (SPEC section 7), applications: a user applying to become an agent
 * (apply-form, apply-process, apply-progress/{id}; issue 9), the agency's sub-agent
 * applications (apply-sub-agent-list) with their red dot, the recruit configuration, the
 * agent guide and the policy preview.
 *
 * Agent application status: 1 KYC needed (submitUserKycInfo), 2 under review, 3 approved,
 * 4 rejected (a new application is possible from `can_reapply_time`).
 * Sub-agent application status: as recruit proxy's (1-6, `recruit-proxy.ts`).
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag, rowTags } from "#tags.ts";
import { countSchema, countryCodeSchema, emptySchema, enumSchema, flagSchema, pageFields, pageOf, progressStepSchema, remarkSchema, secondsSchema, uidSchema } from "./shared.ts";
import { AgentApplyStatus, ApplyPolicyType, ProxyApplyStatus, SubAgentDenyReason } from "#enums/apply.ts";
import { KycSource } from "#enums/kyc.ts";

/** Business codes of the application calls (ours; SPEC section 8 leaves them "not shown"). */
export const ApplicationErrorCode = {
  /** The caller already has an open agent application. */
  ApplyPending: 37101,
  /** The caller is already an agent. */
  AlreadyAgent: 37102,
  /** Agent applications are not open in this country (GetOssOpenRegion). */
  RegionNotOpen: 37103,
  /** The last application was rejected less than 30 days ago. */
  ReapplyTooSoon: 37104,
  /** The sub-agent application is no longer waiting for the agency. */
  ApplyNotPending: 37105,
  /** No application with this id for the caller. */
  ApplyNotFound: 37106,
  /** A denial needs a preset reason or a written one. */
  DenyReasonRequired: 37107,
} as const;
const E = ApplicationErrorCode;

/** Agent application status (AgentApplyStatus): 1 KYC needed, 2 under review, 3 approved, 4 rejected. */
export const agentApplyStatusSchema = enumSchema(AgentApplyStatus);

/** The agency's recruit configuration (what applicants see). */
export const recruitConfigSchema = z.object({
  /** 1 the agency takes broadcaster applications. */
  open: flagSchema,
  /** Countries it recruits in. */
  countries: z.array(countryCodeSchema),
  /** Minimum broadcaster age, 18-60. */
  min_age: z.int().check(z.gte(18), z.lte(60)),
  /** Requirements, plain text up to 500 characters. */
  requirements: z.string().check(z.maxLength(500)),
  /** How applicants reach the agency, plain text up to 100 characters. */
  contact: z.string().check(z.maxLength(100)),
});

/** union_oss getAgentRecruitCfg: the caller's agency recruit configuration. */
export const getAgentRecruitCfg = defineEndpoint({
  name: "getAgentRecruitCfg",
  family: "unionOss",
  path: "/getAgentRecruitCfg",
  kind: "query",
  summary: "The caller's agency recruit configuration.",
  request: () => z.object({}),
  response: () =>
    z.object({
      ...recruitConfigSchema.def.shape,
      /** Last change, Unix seconds; 0 if never set. */
      update_time: secondsSchema,
      /** Who made the last change (uid); "0" when never changed through modifyAgentRecruitCfg. */
      operator_uid: uidSchema,
      /** Their name; "" when `operator_uid` is "0". */
      operator_name: z.string(),
    }),
  tags: ["RecruitConfig"],
});

/** union_oss modifyAgentRecruitCfg: changes the recruit configuration. */
export const modifyAgentRecruitCfg = defineEndpoint({
  name: "modifyAgentRecruitCfg",
  family: "unionOss",
  path: "/modifyAgentRecruitCfg",
  summary: "Change the caller's agency recruit configuration (whole object).",
  request: () => recruitConfigSchema,
  response: () => emptySchema,
  tags: ["RecruitConfig", "AgencyOperationRecord"],
});

/** An agent application with its timeline. */
export const agentApplicationSchema = z.object({
  /** Application id (the `{id}` of apply-progress/{id}). */
  apply_id: z.string(),
  /** 1 KYC needed, 2 under review, 3 approved, 4 rejected. */
  status: agentApplyStatusSchema,
  /** The agency name applied with. */
  agency_name: z.string(),
  /** Why it was rejected; "" otherwise. */
  reject_reason: z.string(),
  /** When it was created, Unix seconds. */
  create_time: secondsSchema,
  /** When the status last changed, Unix seconds. */
  update_time: secondsSchema,
  /** After a rejection: from when a new application is possible, Unix seconds; 0 otherwise. */
  can_reapply_time: secondsSchema,
  /** Steps: 1 form, 2 KYC, 3 review, 4 approved. */
  steps: z.array(progressStepSchema),
});

/** union_oss userCreateApply: the caller applies to become an agent (apply-form). */
export const userCreateApply = defineEndpoint({
  name: "userCreateApply",
  family: "unionOss",
  path: "/userCreateApply",
  summary: "Apply to become an agent; the application then needs the applicant's KYC (status 1).",
  request: () =>
    z.object({
      /** Agency name, 2-64 characters. */
      agency_name: z.string().check(z.trim(), z.minLength(2), z.maxLength(64)),
      /** Country of operation. */
      country: countryCodeSchema,
      /** Contact phone: dial prefix + number, digits only. */
      contact_phone: z.string().check(z.regex(/^[0-9]{4,24}$/)),
      /** Broadcasters the applicant expects to manage, 0-10000. */
      team_size: z.int().check(z.gte(0), z.lte(10000)),
      /** Experience, plain text up to 500 characters. */
      experience: z.string().check(z.trim(), z.maxLength(500)),
      /** KycSource: APP 1 (webview), PC 2 (portal). */
      source: enumSchema(KycSource),
    }),
  response: () => z.object({ /** The application. */ apply_id: z.string(), /** 1 KYC needed. */ status: agentApplyStatusSchema }),
  tags: ["Application"],
  errors: [E.ApplyPending, E.AlreadyAgent, E.RegionNotOpen, E.ReapplyTooSoon],
});

/** union_oss userGetApplicationState: one agent application and its timeline (apply-progress/{id}). */
export const userGetApplicationState = defineEndpoint({
  name: "userGetApplicationState",
  family: "unionOss",
  path: "/userGetApplicationState",
  kind: "query",
  summary: "The caller's agent application with its timeline; the latest when no id is given.",
  request: () => z.object({ /** The application; absent: the caller's latest. */ apply_id: z.optional(z.string()) }),
  response: () => z.object({ /** The application; null when the caller never applied. */ application: z.nullable(agentApplicationSchema) }),
  tags: ["Application"],
  errors: [E.ApplyNotFound],
});

/** union_oss userGetApplicationRecord: the caller's agent applications, newest first. */
export const userGetApplicationRecord = defineEndpoint({
  name: "userGetApplicationRecord",
  family: "unionOss",
  path: "/userGetApplicationRecord",
  kind: "query",
  summary: "The caller's agent applications, newest first.",
  request: () => z.object({ ...pageFields }),
  response: () => pageOf(agentApplicationSchema),
  tags: ["Application"],
});

/** A sub-agent application to the caller's agency. */
export const subAgentApplicationSchema = z.object({
  /** Application id. */
  apply_id: z.string(),
  /** The applicant's uid. */
  uid: uidSchema,
  /** Bigo ID. */
  bigo_id: z.string(),
  /** Display name. */
  nick_name: z.string(),
  /** Avatar URL; "" when none. */
  avatar_url: z.string(),
  /** Name given in ProxyCommitInfo. */
  name: z.string(),
  /** Country of operation. */
  country: countryCodeSchema,
  /** Broadcasters expected. */
  team_size: countSchema,
  /** Experience text. */
  experience: z.string(),
  /** ProxyApplyStatus: 1 info needed, 2 waiting for the agency, 3 operator review, 4 approved, 5 denied, 6 expired. */
  status: enumSchema(ProxyApplyStatus),
  /** Why it was denied, as written; "" otherwise. */
  deny_reason: z.string(),
  /** SubAgentDenyReason of a denial: 0 none, 1 incomplete details, 2 country not recruited, 3 team too small, 4 other. */
  deny_reason_code: enumSchema(SubAgentDenyReason),
  /** Who decided (the agency member who denied, or the operator); "" while undecided or when the system decided (expiry, automatic review). */
  decided_by_name: z.string(),
  /** When it was decided (denied, approved or expired), Unix seconds; 0 while undecided. */
  decide_time: secondsSchema,
  /** When it was opened, Unix seconds. */
  create_time: secondsSchema,
});

/** union_oss agentPullApplyList: sub-agent applications to the caller's agency (apply-sub-agent-list). */
export const agentPullApplyList = defineEndpoint({
  name: "agentPullApplyList",
  family: "unionOss",
  path: "/agentPullApplyList",
  kind: "query",
  summary: "Sub-agent applications to the caller's agency, newest first.",
  request: () => z.object({ /** Only this ProxyApplyStatus (1-6). */ status: z.optional(enumSchema(ProxyApplyStatus)), ...pageFields }),
  response: () => pageOf(subAgentApplicationSchema),
  tags: ["Application"],
  provides: (page) => rowTags("Application", page.list, (row) => row.apply_id),
});

/** union_oss agentDenyApply: the agency denies a sub-agent application. */
export const agentDenyApply = defineEndpoint({
  name: "agentDenyApply",
  family: "unionOss",
  path: "/agentDenyApply",
  summary:
    "Deny a sub-agent application waiting for the agency (status 5), with a preset reason and/or a written one (37107 when neither). Decided once, under the row's status: a second denial by the same member with the same reason answers the row again; any other decision already made answers 37105.",
  request: () =>
    z.object({
      /** The application. */
      apply_id: z.string().check(z.minLength(1)),
      /** Reason shown to the applicant, up to 200 characters; may be "" when `reason_code` is given. */
      reason: remarkSchema,
      /** SubAgentDenyReason preset (1-4); absent: the written reason alone. */
      reason_code: z.optional(
        enumSchema([SubAgentDenyReason.IncompleteDetails, SubAgentDenyReason.CountryNotRecruited, SubAgentDenyReason.TeamTooSmall, SubAgentDenyReason.Other]),
      ),
    }),
  response: () => subAgentApplicationSchema,
  tags: ["Application", "ApplyDot", "ProxyRecruit"],
  invalidates: ({ apply_id }) => [idTag("Application", apply_id), idTag("ProxyRecruit", apply_id), listTag("ApplyDot")],
  errors: [E.ApplyNotPending, E.ApplyNotFound, E.DenyReasonRequired],
});

/** union_oss agentGetIfHasDot: whether the sub-agent applications menu shows a red dot. */
export const agentGetIfHasDot = defineEndpoint({
  name: "agentGetIfHasDot",
  family: "unionOss",
  path: "/agentGetIfHasDot",
  kind: "query",
  summary: "Whether new sub-agent applications arrived since the list was last opened (red dot).",
  request: () => z.object({}),
  response: () => z.object({ /** 1 show the dot. */ has_dot: flagSchema, /** New applications since the last click. */ count: countSchema }),
  tags: ["ApplyDot"],
});

/** union_oss agentClickDot: clears the red dot (the list was opened). */
export const agentClickDot = defineEndpoint({
  name: "agentClickDot",
  family: "unionOss",
  path: "/agentClickDot",
  summary: "Clear the sub-agent applications red dot.",
  request: () => z.object({}),
  response: () => emptySchema,
  tags: ["ApplyDot"],
});

/** union_oss agentPullGuideSec: the new agent's guide, in sections. */
export const agentPullGuideSec = defineEndpoint({
  name: "agentPullGuideSec",
  family: "unionOss",
  path: "/agentPullGuideSec",
  kind: "query",
  summary: "The agent guide's sections, in order.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** Sections in reading order. */
      sections: z.array(
        z.object({
          /** Section id. */
          id: z.string(),
          /** Title. */
          title: z.string(),
          /** Plain text; paragraphs separated by "\n". */
          content: z.string(),
          /** Illustration URL; "" when none. */
          image_url: z.string(),
          /** "Learn more" link; "" when none (open only under the allowed host, SPEC section 5). */
          link_url: z.string(),
        }),
      ),
    }),
});

/** union_oss policyPreview: the agent policy an applicant agrees to. */
export const policyPreview = defineEndpoint({
  name: "policyPreview",
  family: "unionOss",
  path: "/policyPreview",
  kind: "query",
  summary: "The agent cooperation (1) or commission (2) policy for a country, as plain text.",
  request: () =>
    z.object({
      /** ApplyPolicyType: 1 agent cooperation policy, 2 commission policy. */
      policy_type: enumSchema(ApplyPolicyType),
      /** Country; absent: the caller's located country. */
      country: z.optional(countryCodeSchema),
    }),
  response: () =>
    z.object({
      /** Title. */
      title: z.string(),
      /** Plain text; paragraphs separated by "\n" (never HTML). */
      content: z.string(),
      /** Version label. */
      version: z.string(),
      /** When it was published, Unix seconds. */
      update_time: secondsSchema,
    }),
});

/** Every declaration of this file (family unionOss, applications and recruit configuration). */
export const unionOssApplyEndpoints = [
  getAgentRecruitCfg,
  modifyAgentRecruitCfg,
  userCreateApply,
  userGetApplicationState,
  userGetApplicationRecord,
  agentPullApplyList,
  agentDenyApply,
  agentGetIfHasDot,
  agentClickDot,
  agentPullGuideSec,
  policyPreview,
] as const;

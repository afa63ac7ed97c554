/**
 * recruit proxy declarations (SPEC section 7): a user applying to become a sub-agent
 * (proxy) of an agency, from the mobile webview (issue 9). The agency sees the applications
 * in union_oss agentPullApplyList and may deny them (agentDenyApply); operators approve.
 *
 * Application status: 1 info needed (ProxyCommitInfo), 2 waiting for the agency,
 * 3 operator review, 4 approved (the user is a sub-agent), 5 denied, 6 expired (14 days).
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { bigoIdSchema, countSchema, countryCodeSchema, enumSchema, progressStepSchema, secondsSchema, uidSchema } from "./shared.ts";
import { ProxyApplyStatus } from "#enums/apply.ts";

/** Business codes of the recruit proxy calls (ours; SPEC section 8 leaves them "not shown"). */
export const ProxyRecruitErrorCode = {
  /** No agency has this owner Bigo ID, or it does not take sub-agents. */
  InvalidParentAgency: 34001,
  /** The caller already has an open application. */
  ApplyPending: 34002,
  /** The caller is already an agent or sub-agent. */
  AlreadyAgent: 34003,
  /** The application no longer takes info (past status 1). */
  ApplyNotEditable: 34004,
  /** No application with this id for the caller. */
  ApplyNotFound: 34005,
} as const;
const E = ProxyRecruitErrorCode;

/** Sub-agent application status (ProxyApplyStatus): 1 info needed, 2 waiting for the agency, 3 operator review, 4 approved, 5 denied, 6 expired. */
export const proxyApplyStatusSchema = enumSchema(ProxyApplyStatus);

/** recruit proxy ProxyApply: opens a sub-agent application under an agency. */
export const ProxyApply = defineEndpoint({
  name: "ProxyApply",
  family: "recruitProxy",
  path: "/ProxyApply",
  summary: "Open a sub-agent application under the agency whose owner has this Bigo ID (status 1).",
  request: () => z.object({ /** The parent agency owner's Bigo ID. */ parent_bigo_id: bigoIdSchema }),
  response: () => z.object({ /** The application. */ apply_id: z.string(), /** Its status: 1 info needed. */ status: proxyApplyStatusSchema }),
  tags: ["ProxyRecruit"],
  errors: [E.InvalidParentAgency, E.ApplyPending, E.AlreadyAgent],
});

/** recruit proxy ProxyCommitInfo: fills in the application and sends it to the agency. */
export const ProxyCommitInfo = defineEndpoint({
  name: "ProxyCommitInfo",
  family: "recruitProxy",
  path: "/ProxyCommitInfo",
  summary: "Send the applicant's info; the application then waits for the agency (status 2).",
  request: () =>
    z.object({
      /** The application. */
      apply_id: z.string().check(z.minLength(1)),
      /** The applicant's or team's name, 1-64 characters. */
      name: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      /** Contact phone: dial prefix + number, digits only. */
      contact_phone: z.string().check(z.regex(/^[0-9]{4,24}$/)),
      /** Country of operation. */
      country: countryCodeSchema,
      /** Broadcasters the applicant expects to bring, 0-10000. */
      team_size: z.int().check(z.gte(0), z.lte(10000)),
      /** Experience as an agent, free text up to 500 characters. */
      experience: z.string().check(z.trim(), z.maxLength(500)),
    }),
  response: () => z.object({ /** Status after sending: 2 waiting for the agency. */ status: proxyApplyStatusSchema }),
  tags: ["ProxyRecruit", "Application"],
  errors: [E.ApplyNotEditable, E.ApplyNotFound],
});

/** recruit proxy QryProxyRecruitProgress: the caller's sub-agent application and its timeline. */
export const QryProxyRecruitProgress = defineEndpoint({
  name: "QryProxyRecruitProgress",
  family: "recruitProxy",
  path: "/QryProxyRecruitProgress",
  kind: "query",
  summary: "The caller's sub-agent application with its timeline; the latest when no id is given.",
  request: () => z.object({ /** The application; absent: the caller's latest. */ apply_id: z.optional(z.string()) }),
  response: () =>
    z.object({
      /** The application; null when the caller has none. */
      application: z.nullable(
        z.object({
          /** Application id. */
          apply_id: z.string(),
          /** 1 info needed, 2 waiting for the agency, 3 operator review, 4 approved, 5 denied, 6 expired. */
          status: proxyApplyStatusSchema,
          /** The parent agency. */
          parent_agent_uid: uidSchema,
          /** The parent agency's name. */
          parent_agent_name: z.string(),
          /** Why it was denied; "" otherwise. */
          deny_reason: z.string(),
          /** When it was opened, Unix seconds. */
          create_time: secondsSchema,
          /** Broadcasters expected (from ProxyCommitInfo); 0 before. */
          team_size: countSchema,
          /** Steps: 1 info, 2 agency, 3 operator review, 4 approved. */
          steps: z.array(progressStepSchema),
        }),
      ),
    }),
  tags: ["ProxyRecruit"],
  errors: [E.ApplyNotFound],
});

/** Every declaration of the recruit proxy family. */
export const recruitProxyEndpoints = [QryProxyRecruitProgress, ProxyApply, ProxyCommitInfo] as const;

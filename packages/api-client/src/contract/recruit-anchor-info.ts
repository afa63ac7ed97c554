/**
 * recruit anchor declarations (SPEC section 7), broadcaster info: the edit/{id} screen's
 * submitted info with validation, the recruitment policy, the token page links and the
 * current contract. Statuses and codes: `recruit-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag } from "#tags.ts";
import { RecruitErrorCode as E, recruitStatusSchema } from "./recruit-shared.ts";
import {
  basisPointsSchema,
  bigoIdSchema,
  centsSchema,
  countSchema,
  countryCodeSchema,
  daySchema,
  enumSchema,
  flagSchema,
  queryEnumSchema,
  secondsSchema,
  uidSchema,
  urlSchema,
} from "./shared.ts";
import { ContractStatus } from "#enums/broadcaster.ts";
import { Gender, RecruitPolicyType, RecruitUrlScene, TalentType } from "#enums/recruit.ts";

/** Talent of a broadcaster (TalentType): 1 singing, 2 dancing, 3 chatting, 4 gaming, 5 other. */
export const talentTypeSchema = enumSchema(TalentType);

/** The editable fields of a broadcaster's submitted info (validated as the edit form validates them). */
const anchorInfoFields = {
  /** Legal name, 1-64 characters. */
  real_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  /** Gender: 0 not given, 1 male, 2 female. */
  gender: enumSchema(Gender),
  /** Date of birth, YYYY-MM-DD (the broadcaster must be 18 or older). */
  birthday: daySchema,
  /** Country of residence. */
  country: countryCodeSchema,
  /** Contact phone: dial prefix + number, digits only. */
  contact_phone: z.string().check(z.regex(/^[0-9]{4,24}$/)),
  /** Talents, 1-3 of: 1 singing, 2 dancing, 3 chatting, 4 gaming, 5 other. */
  talent_types: z.array(talentTypeSchema).check(z.minLength(1), z.maxLength(3)),
  /** Months of live-streaming experience, 0-600. */
  experience_months: z.int().check(z.gte(0), z.lte(600)),
  /** Hours per week the broadcaster plans to be live, 0-168. */
  weekly_live_hours: z.int().check(z.gte(0), z.lte(168)),
  /** Note for the reviewer, at most 500 characters. */
  remark: z._default(z.string().check(z.trim(), z.maxLength(500)), ""),
};

/** A broadcaster's submitted info, as stored. */
export const submittedAnchorInfoSchema = z.object({
  /** The recruit record. */
  recruit_id: z.string(),
  /** The broadcaster's uid. */
  anchor_uid: uidSchema,
  /** The broadcaster's Bigo ID. */
  bigo_id: z.string(),
  ...anchorInfoFields,
  /** Recruit status (1-7, `recruit-shared.ts`); editable when 1 draft or 5 rejected. */
  status: recruitStatusSchema,
  /** When it was last saved, Unix seconds. */
  update_time: secondsSchema,
});

/** recruit anchor QrySubmitAnchorInfo: the info submitted for a recruit record (edit/{id}). */
export const QrySubmitAnchorInfo = defineEndpoint({
  name: "QrySubmitAnchorInfo",
  family: "recruitAnchor",
  path: "/QrySubmitAnchorInfo",
  kind: "query",
  summary: "The broadcaster info of a recruit record, for the edit screen.",
  request: () => z.object({ /** The record. */ recruit_id: z.string().check(z.minLength(1)) }),
  response: () => submittedAnchorInfoSchema,
  tags: ["RecruitRecord"],
  provides: (_info, { recruit_id }) => [idTag("RecruitRecord", recruit_id)],
  errors: [E.RecruitNotFound],
});

/** recruit anchor SaveSubmitAnchorInfo: creates or edits a recruit record, as a draft or submitted for review. */
export const SaveSubmitAnchorInfo = defineEndpoint({
  name: "SaveSubmitAnchorInfo",
  family: "recruitAnchor",
  path: "/SaveSubmitAnchorInfo",
  summary: "Save a broadcaster's info as a draft (submit 0) or submit it for review (submit 1); creates the record when no id is given.",
  request: () =>
    z.object({
      /** The record to edit; absent to create one. */
      recruit_id: z.optional(z.string().check(z.minLength(1))),
      /** The broadcaster's Bigo ID (fixed once the record exists). */
      bigo_id: bigoIdSchema,
      ...anchorInfoFields,
      /** 0 save as draft, 1 submit for review. */
      submit: flagSchema,
    }),
  response: () => z.object({ /** The record. */ recruit_id: z.string(), /** Its status after saving: 1 draft or 2 under review. */ status: recruitStatusSchema }),
  tags: ["RecruitRecord", "RecruitProgress"],
  // The record saved (a new one joins the lists: the list tag).
  invalidates: (request, saved) => [
    idTag("RecruitRecord", saved.recruit_id),
    idTag("RecruitProgress", saved.recruit_id),
    ...(request.recruit_id === undefined ? [listTag("RecruitRecord")] : []),
  ],
  errors: [E.InvalidBigoId, E.AnchorAlreadySigned, E.RecruitNotEditable, E.RecruitDuplicate, E.RecruitNotFound, E.KycRequired],
});

/** recruit anchor QryPolicyInfo (form): the recruitment policy shown beside the edit form. */
export const QryPolicyInfo = defineEndpoint({
  name: "QryPolicyInfo",
  family: "recruitAnchor",
  path: "/QryPolicyInfo",
  encoding: "form",
  kind: "query",
  summary: "The recruitment policy text for a country (form body).",
  request: () =>
    z.object({
      /** RecruitPolicyType: 1 broadcaster recruitment policy (default), 2 agency cooperation policy; as text. */
      policy_type: z._default(queryEnumSchema(RecruitPolicyType), RecruitPolicyType.BroadcasterRecruitment),
      /** Country whose policy applies; absent: the caller's. */
      country: z.optional(countryCodeSchema),
    }),
  response: () =>
    z.object({
      /** Policy id. */
      policy_id: z.string(),
      /** Version label, e.g. "2024.1". */
      version: z.string(),
      /** Title. */
      title: z.string(),
      /** Plain text; paragraphs separated by "\n" (never HTML). */
      content: z.string(),
      /** When it was published, Unix seconds. */
      update_time: secondsSchema,
    }),
  tags: ["RecruitRecord"],
});

/** recruit anchor QryUrlWithToken: a link to a webview page carrying a one-time page ticket. */
export const QryUrlWithToken = defineEndpoint({
  name: "QryUrlWithToken",
  family: "recruitAnchor",
  path: "/QryUrlWithToken",
  summary: "A link to a mobile page (contract, KYC, progress) with a one-time page ticket, valid 5 minutes.",
  request: () =>
    z.object({
      /** RecruitUrlScene: 1 contract confirmation page, 2 KYC page, 3 recruit progress page. */
      scene: enumSchema(RecruitUrlScene),
      /** The recruit record the page is about (scenes 1 and 3). */
      recruit_id: z.optional(z.string()),
    }),
  response: () =>
    z.object({
      /** The page URL. Its ticket is single-use, expires in 5 minutes and is never the login token. */
      url: urlSchema,
      /** When the ticket expires, Unix seconds. */
      expire_time: secondsSchema,
    }),
  errors: [E.RecruitNotFound],
});

/** A broadcaster's contract with an agency. */
export const contractInfoSchema = z.object({
  /** Contract (sign) id, as in GetAnchorSignDetail and anchorConfirmContract. */
  sign_id: z.string(),
  /** The agency. */
  agent_uid: uidSchema,
  /** Agency name. */
  agent_name: z.string(),
  /** Start, Unix seconds. */
  start_time: secondsSchema,
  /** End, Unix seconds. */
  end_time: secondsSchema,
  /** ContractStatus: 1 active, 2 to be renewed, 3 renewal pending, 4 terminated. */
  status: enumSchema(ContractStatus),
  /** The broadcaster's share of income, basis points (7000 = 70 %). */
  share_ratio_bp: basisPointsSchema,
  /** Guaranteed monthly base pay, cents; 0 when none. */
  base_salary_cents: centsSchema,
  /** Required live days per month. */
  min_live_days: countSchema,
  /** Required live hours per month. */
  min_live_hours: countSchema,
});

/** recruit anchor QryCurrentContractInfo: a broadcaster's current contract. */
export const QryCurrentContractInfo = defineEndpoint({
  name: "QryCurrentContractInfo",
  family: "recruitAnchor",
  path: "/QryCurrentContractInfo",
  kind: "query",
  summary: "The current contract of the caller, or of one of the agency's broadcasters.",
  request: () => z.object({ /** The broadcaster; absent: the caller. */ anchor_uid: z.optional(uidSchema) }),
  response: () => z.object({ /** The contract; null when there is none. */ contract: z.nullable(contractInfoSchema) }),
  tags: ["AnchorSign"],
  // "The current contract" changes with an extension or a new contract (the list tag).
  provides: ({ contract }) => [listTag("AnchorSign"), ...(contract === null ? [] : [idTag("AnchorSign", contract.sign_id)])],
});

/** Every declaration of this file (family recruitAnchor, broadcaster info). */
export const recruitAnchorInfoEndpoints = [QrySubmitAnchorInfo, SaveSubmitAnchorInfo, QryPolicyInfo, QryUrlWithToken, QryCurrentContractInfo] as const;

/**
 * security centre declarations (SPEC section 7): guild security (security tabs status and
 * violations; permission AgencyGuildSecurity 21): bans of the agency's broadcasters, audit
 * (violation) records, and ban appeals. V2 appeals add evidence photos (base64, at most 2 MiB
 * each, as KYC photos) and need a one-time security token from GetSecurityToken.
 *
 * Appeal status: 1 pending, 2 accepted (the ban is lifted), 3 rejected. One pending appeal
 * per ban; a ban may be appealed at most twice.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag, rowTags } from "#tags.ts";
import { emailSchema, kycImageUploadSchema } from "./kyc-shared.ts";
import { bigoIdSchema, countSchema, enumSchema, fileUrlSchema, flagSchema, pageFields, pageOf, secondsSchema, timeRangeFields, uidSchema, userBriefFields } from "./shared.ts";
import { BanType } from "#enums/broadcaster.ts";
import { AppealStatus, BanState, ViolationType } from "#enums/security.ts";

/** Business codes of the security centre (ours; SPEC section 8 leaves them "not shown"). */
export const SecurityErrorCode = {
  /** No ban with this id for the caller's agency. */
  BanNotFound: 41101,
  /** An appeal of this ban is already pending. */
  AppealPending: 41102,
  /** The ban cannot be appealed (ended, permanent for fraud, or appealed twice). */
  AppealNotAllowed: 41103,
  /** The security token is unknown, used or expired: get a new one. */
  SecurityTokenInvalid: 41104,
  /** An evidence photo is larger than 2 MiB. */
  FileTooLarge: 41105,
  /** An evidence photo is not JPEG, PNG or WebP. */
  FileTypeUnsupported: 41106,
  /** No appeal with this id. */
  AppealNotFound: 41107,
} as const;
const E = SecurityErrorCode;

/** Appeal status (AppealStatus without None): 1 pending, 2 accepted, 3 rejected. */
export const appealStatusSchema = enumSchema([AppealStatus.Pending, AppealStatus.Accepted, AppealStatus.Rejected]);

/** A ban of one of the agency's broadcasters; `end_time` 0 is permanent. */
export const banSchema = z.object({
  /** Ban id. */
  ban_id: z.string(),
  ...userBriefFields,
  /** BanType: 1 live-streaming ban, 2 account ban, 3 feature restriction. */
  ban_type: enumSchema(BanType),
  /** Reason given by the audit. */
  reason: z.string(),
  /** Start, Unix seconds. */
  start_time: secondsSchema,
  /** End, Unix seconds; 0 when permanent. */
  end_time: secondsSchema,
  /** ViolationType of the violation that led to the ban: 1 content, 2 behaviour, 3 fraud, 4 other. */
  violation_type: enumSchema(ViolationType),
  /** Evidence the platform attached (screenshots); empty when the platform provided none. */
  evidence_urls: z.array(fileUrlSchema),
  /** Latest appeal's AppealStatus: 0 none, 1 pending, 2 accepted, 3 rejected. */
  appeal_status: enumSchema(AppealStatus),
  /** Latest appeal's id; "" when none. */
  appeal_id: z.string(),
  /** When the latest appeal was made, Unix seconds; 0 when none. */
  appeal_time: secondsSchema,
  /** Appeals made against this ban so far (at most 2 are allowed). */
  appeal_count: countSchema,
  /** 1 if an appeal can be created now. */
  can_appeal: flagSchema,
});

/** An appeal. */
export const appealSchema = z.object({
  /** Appeal id. */
  appeal_id: z.string(),
  /** The ban appealed. */
  ban_id: z.string(),
  /** 1 pending, 2 accepted, 3 rejected. */
  status: appealStatusSchema,
  /** The banned broadcaster's Bigo ID. */
  bigo_id: z.string(),
  /** The banned broadcaster's display name. */
  nick_name: z.string(),
  /** The appellant's explanation. */
  reason: z.string(),
  /** Evidence photos (V2 appeals); empty for V1. */
  evidence_urls: z.array(fileUrlSchema),
  /** The reviewer's answer; "" while pending. */
  reply: z.string(),
  /** When it was created, Unix seconds. */
  create_time: secondsSchema,
  /** When it was decided, Unix seconds; 0 while pending. */
  handle_time: secondsSchema,
});

/** The ban list's filters (QueryBanList, ExportBanList): every one optional. */
export const banFilterFields = {
  /** BanState: 1 current, 2 ended; absent: both. */
  state: z.optional(enumSchema(BanState)),
  /** Only this broadcaster. */
  bigo_id: z.optional(bigoIdSchema),
  /** Only this BanType. */
  ban_type: z.optional(enumSchema(BanType)),
  /** Only this ViolationType. */
  violation_type: z.optional(enumSchema(ViolationType)),
  /** Only bans whose latest AppealStatus is this (0: never appealed). */
  appeal_status: z.optional(enumSchema(AppealStatus)),
  /** Only bans that started at or after, Unix seconds. */
  start_time: z.optional(secondsSchema),
  /** Only bans that started at or before, Unix seconds. */
  end_time: z.optional(secondsSchema),
};

/** Shortest and longest appeal explanation, characters (CreateAppeal, CreateAppealV2 `reason`). */
export const APPEAL_REASON_LIMITS = { min: 10, max: 500 } as const;
/** Most evidence photos an appeal carries (CreateAppealV2 `evidence_images`). */
export const APPEAL_MAX_IMAGES = 3;

/** An appeal's explanation: 10-500 characters. */
const appealReasonSchema = z.string().check(z.trim(), z.minLength(APPEAL_REASON_LIMITS.min), z.maxLength(APPEAL_REASON_LIMITS.max));

/** security centre QueryBanList: bans of the agency's broadcasters (security, status tab). */
export const QueryBanList = defineEndpoint({
  name: "QueryBanList",
  family: "securityCenter",
  path: "/QueryBanList",
  kind: "query",
  summary: "Bans of the caller's agency's broadcasters, newest first; current (1) or ended (2).",
  request: () =>
    z.object({
      ...banFilterFields,
      ...pageFields,
    }),
  response: () => pageOf(banSchema),
  tags: ["BanList", "Appeal"],
  provides: (page) => rowTags("BanList", page.list, (row) => row.ban_id),
});

/** security centre QueryBanUserInfo: one user's bans and violation count. */
export const QueryBanUserInfo = defineEndpoint({
  name: "QueryBanUserInfo",
  family: "securityCenter",
  path: "/QueryBanUserInfo",
  kind: "query",
  summary: "One of the agency's broadcasters with their current bans and violations of the last 90 days.",
  request: () => z.object({ /** The broadcaster. */ uid: uidSchema }),
  response: () =>
    z.object({
      /** The user. */
      user: z.object(userBriefFields),
      /** Current bans. */
      bans: z.array(banSchema),
      /** Violations recorded in the last 90 days. */
      violation_count_90d: countSchema,
    }),
  tags: ["BanList"],
  provides: ({ bans }) => rowTags("BanList", bans, (ban) => ban.ban_id),
  errors: [E.BanNotFound],
});

/** security centre CreateAppeal: appeals a ban with an explanation. */
export const CreateAppeal = defineEndpoint({
  name: "CreateAppeal",
  family: "securityCenter",
  path: "/CreateAppeal",
  summary: "Appeal a ban with an explanation (10-500 characters).",
  request: () => z.object({ /** The ban. */ ban_id: z.string().check(z.minLength(1)), /** Explanation. */ reason: appealReasonSchema }),
  response: () => appealSchema,
  tags: ["Appeal", "BanList"],
  // The ban (its appeal status and whether it can be appealed) and the appeal lists.
  invalidates: ({ ban_id }) => [idTag("BanList", ban_id), listTag("Appeal")],
  errors: [E.BanNotFound, E.AppealPending, E.AppealNotAllowed],
});

/** security centre QueryAppeal: the latest appeal of a ban. */
export const QueryAppeal = defineEndpoint({
  name: "QueryAppeal",
  family: "securityCenter",
  path: "/QueryAppeal",
  kind: "query",
  summary: "The latest appeal of a ban, or null.",
  request: () => z.object({ /** The ban. */ ban_id: z.string().check(z.minLength(1)) }),
  response: () => z.object({ /** The latest appeal; null when none. */ appeal: z.nullable(appealSchema) }),
  tags: ["Appeal", "BanList"],
  // The latest appeal belongs to the ban: a new appeal of it changes the answer.
  provides: ({ appeal }, { ban_id }) => [idTag("BanList", ban_id), ...(appeal === null ? [] : [idTag("Appeal", appeal.appeal_id)])],
  errors: [E.BanNotFound],
});

/** One audit (violation) record. */
export const auditRecordSchema = z.object({
  /** Record id. */
  record_id: z.string(),
  ...userBriefFields,
  /** ViolationType: 1 content, 2 behaviour, 3 fraud, 4 other. */
  violation_type: enumSchema(ViolationType),
  /** What happened. */
  description: z.string(),
  /** The rule broken (the platform's rule name). */
  rule: z.string(),
  /** The measure taken (e.g. "warning", "7-day live ban"). */
  punishment: z.string(),
  /** Evidence the platform attached; empty when it provided none. */
  evidence_urls: z.array(fileUrlSchema),
  /** Who acted: the operator's name, or "" when the system did. */
  operator_name: z.string(),
  /** When, Unix seconds. */
  create_time: secondsSchema,
});

/** The violation list's filters (GetAuditRecordList, ExportAuditRecordList): a range of record times. */
export const auditRecordFilterFields = {
  /** Only this broadcaster. */
  uid: z.optional(uidSchema),
  /** Only this broadcaster, by Bigo ID (exact, any case). */
  bigo_id: z.optional(bigoIdSchema),
  /** Only this ViolationType. */
  violation_type: z.optional(enumSchema(ViolationType)),
  ...timeRangeFields,
};

/** security centre GetAuditRecordList: violations of the agency's broadcasters (security, violations tab). */
export const GetAuditRecordList = defineEndpoint({
  name: "GetAuditRecordList",
  family: "securityCenter",
  path: "/GetAuditRecordList",
  kind: "query",
  summary: "Violation records of the agency's broadcasters in a range, newest first.",
  request: () => z.object({ ...auditRecordFilterFields, ...pageFields }),
  response: () => pageOf(auditRecordSchema),
  tags: ["AuditRecord"],
});

/** security centre GetSecurityToken: a one-time token for CreateAppealV2. */
export const GetSecurityToken = defineEndpoint({
  name: "GetSecurityToken",
  family: "securityCenter",
  path: "/GetSecurityToken",
  summary: "A one-time security token (valid 10 minutes) required by CreateAppealV2; sent in the body, never in a URL.",
  request: () => z.object({}),
  response: () => z.object({ /** The token (single use). */ security_token: z.string().check(z.minLength(1)), /** When it expires, Unix seconds. */ expire_time: secondsSchema }),
});

/** security centre CreateAppealV2: appeals a ban with evidence photos and a security token. */
export const CreateAppealV2 = defineEndpoint({
  name: "CreateAppealV2",
  family: "securityCenter",
  path: "/CreateAppealV2",
  summary: "Appeal a ban with an explanation, up to 3 evidence photos and a contact email.",
  request: () =>
    z.object({
      /** The ban. */
      ban_id: z.string().check(z.minLength(1)),
      /** Explanation, 10-500 characters. */
      reason: appealReasonSchema,
      /** Evidence photos, 0-3, at most 2 MiB each. */
      evidence_images: z._default(z.array(kycImageUploadSchema).check(z.maxLength(APPEAL_MAX_IMAGES)), []),
      /** Email for the reviewer's answer. */
      contact_email: z.optional(emailSchema),
      /** From GetSecurityToken. */
      security_token: z.string().check(z.minLength(1)),
      /**
       * The client's id of this submission (8-64 letters, digits, `-` or `_`), the same on every
       * retry of it: a repeat answers the appeal the first one made (no second appeal, no 41102,
       * the token not checked again).
       */
      request_id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/))),
    }),
  response: () => appealSchema,
  tags: ["Appeal", "BanList"],
  // The ban (its appeal status and whether it can be appealed) and the appeal lists.
  invalidates: ({ ban_id }) => [idTag("BanList", ban_id), listTag("Appeal")],
  errors: [E.BanNotFound, E.AppealPending, E.AppealNotAllowed, E.SecurityTokenInvalid, E.FileTooLarge, E.FileTypeUnsupported],
});

/** security centre QueryAppealV2: the agency's appeals, newest first. */
export const QueryAppealV2 = defineEndpoint({
  name: "QueryAppealV2",
  family: "securityCenter",
  path: "/QueryAppealV2",
  kind: "query",
  summary: "Appeals of the agency's broadcasters, newest first; one appeal when `appeal_id` is given.",
  request: () => z.object({ /** One appeal. */ appeal_id: z.optional(z.string()), /** Only this status. */ status: z.optional(appealStatusSchema), ...pageFields }),
  response: () => pageOf(appealSchema),
  tags: ["Appeal"],
  provides: (page) => rowTags("Appeal", page.list, (row) => row.appeal_id),
  errors: [E.AppealNotFound],
});

/**
 * security centre QueryAppealNewsCount (ours; the home's "appeals with news" entry): how many of
 * the agency's appeals were decided (accepted or rejected) at or after `since`.
 */
export const QueryAppealNewsCount = defineEndpoint({
  name: "QueryAppealNewsCount",
  family: "securityCenter",
  path: "/QueryAppealNewsCount",
  kind: "query",
  summary: "How many of the agency's appeals were decided (accepted or rejected) at or after `since`.",
  request: () => z.object({ /** From when, Unix seconds. */ since: secondsSchema }),
  response: () => z.object({ /** Appeals decided since then. */ count: countSchema }),
  tags: ["Appeal"],
});

/** Every declaration of the security centre family. */
export const securityCenterEndpoints = [
  QueryBanList,
  QueryBanUserInfo,
  CreateAppeal,
  QueryAppeal,
  GetAuditRecordList,
  GetSecurityToken,
  CreateAppealV2,
  QueryAppealV2,
  QueryAppealNewsCount,
] as const;

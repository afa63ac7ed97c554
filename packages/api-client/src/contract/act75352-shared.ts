/**
 * Schemas, codes and the declaration helper of the activity 75352 agent API (activity
 * registration: act-regist list and act-detail, act-regist-result schedule and info;
 * permission ActRegist 27). No declarations here.
 *
 * Fields are camelCase as the spec's query fields show (`bigoId`, `startTime`, `lastId`,
 * `pageSize`, `activityId`, `roundId`). GET requests arrive as text, so their numbers are
 * coerced. Times are Unix seconds; `zone` is a region's short name (session regions).
 * Sign status: 1 registered (waiting for review), 2 approved, 3 rejected, 4 cancelled.
 * Activity status: 1 upcoming, 2 sign-up open, 3 running (sign-up closed), 4 ended.
 */
import * as z from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { defineEndpoint } from "./define.ts";
import type { DefineEndpointOptions, EndpointDeclaration } from "./define.ts";
import type { TagType } from "#tags.ts";
import { countSchema, enumSchema, monthSchema, queryEnumSchema, secondsSchema, uidSchema } from "./shared.ts";
import { ActivitySignStatus, ActivityStatus, RoundOutcome } from "#enums/activity.ts";

/** Business codes of the activity 75352 agent API (ours; SPEC section 8 leaves them "not shown"). */
export const ActRegistErrorCode = {
  /** No activity with this id (or not in the caller's region). */
  ActivityNotFound: 44001,
  /** Sign-up is not open (upcoming, running or ended). */
  SignClosed: 44002,
  /** The broadcaster is already registered for this activity. */
  AlreadySigned: 44003,
  /** The round has no free place. */
  RoundFull: 44004,
  /** The broadcaster is not registered (or not in this round). */
  NotSigned: 44005,
  /** The round can no longer be changed (it started, or canChangeRound says no). */
  RoundChangeNotAllowed: 44006,
  /** The broadcaster is not in the caller's agency. */
  AnchorNotInAgency: 44007,
  /** The page token is unknown or expired. */
  TokenInvalid: 44008,
  /** No sign-up task with this id. */
  TaskNotFound: 44009,
  /** The broadcaster does not meet the activity's conditions (level, region, KYC). */
  AnchorNotEligible: 44010,
  /** The agency has used its change allowance for this activity (change_round and change_anchor; {@link changeAllowanceFields}). */
  ChangeLimitReached: 44011,
} as const;

/** The idempotency key of a POST made when the user confirms it (8-64 of A-Z a-z 0-9 _ -): the same key answers the same result and changes nothing again. */
export const requestIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/**
 * An agency's change allowance in one activity: how many round changes (change_round, change_anchor)
 * it may make in all, and how many are left. cancel_round and cancel_sign use none.
 */
export const changeAllowanceFields = {
  /** Round changes an agency may make in the activity. */
  changeLimit: countSchema,
  /** Round changes it has left (0: change_round and change_anchor answer 44011). */
  changesLeft: countSchema,
};

const pascal = (text: string): string =>
  text
    .split(/[/_{}]/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

/** The endpoint key of a 75352 call: `act75352` + the name in PascalCase (`sign_record_page` -> `act75352SignRecordPage`). */
export const act75352Key = (name: string): string => `act75352${pascal(name)}`;

/** Declares a call of the activity 75352 agent API: family `act75352`, path `/<name>`, key {@link act75352Key} unless given. */
export function defineAct75352<Req extends $ZodType, Res extends $ZodType, const T extends TagType = never>(
  name: string,
  options: Omit<DefineEndpointOptions<Req, Res, T>, "name" | "family" | "path"> & { readonly path?: string },
): EndpointDeclaration<Req, Res> {
  return defineEndpoint({ ...options, name, key: options.key ?? act75352Key(name), family: "act75352", path: options.path ?? `/${name}` });
}

/** A number in a GET query (arrives as text). */
export const qInt = z.pipe(z.coerce.number<number>(), z.int());

/** The statuses a registration may have (ActivitySignStatus without None). */
const REGISTRATION_STATUSES = [ActivitySignStatus.Registered, ActivitySignStatus.Approved, ActivitySignStatus.Rejected, ActivitySignStatus.Cancelled] as const;

/** Sign status (ActivitySignStatus): 1 registered, 2 approved, 3 rejected, 4 cancelled. */
export const signStatusSchema = enumSchema(REGISTRATION_STATUSES);

/** Activity status (ActivityStatus): 1 upcoming, 2 sign-up open, 3 running, 4 ended. */
export const activityStatusSchema = enumSchema(ActivityStatus);

/** An activity broadcasters can be registered for. */
export const activitySchema = z.object({
  /** Activity id. */
  activityId: z.int(),
  /** Name. */
  activityName: z.string(),
  /** Region short name. */
  zone: z.string(),
  /** Month it belongs to, YYYY-MM. */
  month: monthSchema,
  /** 1 upcoming, 2 sign-up open, 3 running, 4 ended. */
  status: activityStatusSchema,
  /** Sign-up opens, Unix seconds. */
  signStartTime: secondsSchema,
  /** Sign-up closes, Unix seconds. */
  signEndTime: secondsSchema,
  /** Activity start, Unix seconds. */
  startTime: secondsSchema,
  /** Activity end, Unix seconds. */
  endTime: secondsSchema,
  /** Broadcasters an agency may register. */
  maxAnchors: countSchema,
  /** Broadcasters the caller's agency registered. */
  signedCount: countSchema,
  /** Cover image URL; "" when none. */
  coverUrl: z.string(),
  /** The report time zone of the activity's region (IANA name, e.g. "Asia/Jakarta"): its days, deadlines and rounds are in this zone. */
  reportTimeZone: z.string(),
});

/** A round (time slot) of an activity. */
export const roundSchema = z.object({
  /** Round id. */
  roundId: z.int(),
  /** Name. */
  roundName: z.string(),
  /** Start, Unix seconds. */
  startTime: secondsSchema,
  /** End, Unix seconds. */
  endTime: secondsSchema,
  /** Places. */
  capacity: countSchema,
  /** Places taken. */
  signedCount: countSchema,
});

/** The broadcaster of a record. */
const recordAnchorFields = {
  /** The broadcaster's uid. */
  anchorUid: uidSchema,
  /** Bigo ID. */
  bigoId: z.string(),
  /** Display name. */
  nickName: z.string(),
  /** Avatar URL; "" when none. */
  avatarUrl: z.string(),
};

/** One registration (sign record). */
export const signRecordSchema = z.object({
  /** Record id (cursor of sign_record_page). */
  id: z.string(),
  /** The activity. */
  activityId: z.int(),
  /** Its name. */
  activityName: z.string(),
  /** Region short name. */
  zone: z.string(),
  ...recordAnchorFields,
  /** The round; 0 when the activity has none. */
  roundId: z.int(),
  /** The round's name; "" when none. */
  roundName: z.string(),
  /** 1 registered, 2 approved, 3 rejected, 4 cancelled. */
  signStatus: signStatusSchema,
  /** When registered, Unix seconds. */
  signTime: secondsSchema,
  /** Member who registered the broadcaster. */
  operatorName: z.string(),
  /** Why it was rejected; "" otherwise. */
  rejectReason: z.string(),
});

/** One round result (round record): a broadcaster's place in a round. */
export const roundRecordSchema = z.object({
  /** Record id. */
  id: z.string(),
  /** The activity. */
  activityId: z.int(),
  /** Its name. */
  activityName: z.string(),
  /** Region short name. */
  zone: z.string(),
  ...recordAnchorFields,
  /** The round. */
  roundId: z.int(),
  /** Its name. */
  roundName: z.string(),
  /** Round start, Unix seconds. */
  roundStartTime: secondsSchema,
  /** Round end, Unix seconds. */
  roundEndTime: secondsSchema,
  /** 1 registered, 2 approved, 3 rejected, 4 cancelled. */
  signStatus: signStatusSchema,
  /** Rank in the round; 0 before results. */
  rank: countSchema,
  /** Score in the round; 0 before results. */
  score: z.number(),
  /** The report time zone of the activity's region (IANA name): its rounds and slots are in this zone. */
  reportTimeZone: z.string(),
  /** The group the draw put the broadcaster in ("A", "B", ...); "" before the draw (the draw is made when sign-up closes). */
  groupName: z.string(),
  /** The broadcaster's time slot in the round once drawn, Unix seconds; 0 before the draw. */
  slotStartTime: secondsSchema,
  /** End of the time slot, Unix seconds; 0 before the draw. */
  slotEndTime: secondsSchema,
  /** The opponent's Bigo ID once drawn; "" before the draw, or with no opponent (a bye). */
  opponentBigoId: z.string(),
  /** The opponent's display name; "" as opponentBigoId. */
  opponentNickName: z.string(),
  /** RoundOutcome: 0 no result yet, 1 won, 2 lost. */
  outcome: enumSchema(RoundOutcome),
  /** Beans the broadcaster received during the round's PK (whole beans, as the data center's PK beans); 0 before results. */
  beans: countSchema,
  /** Beans of the reward the rank earns (whole beans); 0 when none or before results. */
  rewardBeans: countSchema,
});

/** The filters of the sign and round records (GET, numbers as text). */
export const recordFilterFields = {
  /** Only this broadcaster's Bigo ID. */
  bigoId: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  /** Registered at or after, Unix seconds. */
  startTime: z.optional(qInt),
  /** Registered at or before, Unix seconds. */
  endTime: z.optional(qInt),
  /** Only this region. */
  zone: z.optional(z.string().check(z.maxLength(8))),
  /** Activity name contains. */
  activityName: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  /** Only this sign status (1-4). */
  signStatus: z.optional(queryEnumSchema(REGISTRATION_STATUSES)),
};

/** The filters of an export (JSON): those of the records it exports. */
export const exportFilterFields = {
  /** Only this broadcaster's Bigo ID. */
  bigoId: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  /** Registered at or after, Unix seconds. */
  startTime: secondsSchema,
  /** Registered at or before, Unix seconds. */
  endTime: secondsSchema,
  /** Only this region. */
  zone: z.optional(z.string().check(z.maxLength(8))),
  /** Activity name contains. */
  activityName: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  /** Only this sign status (1-4). */
  signStatus: z.optional(signStatusSchema),
};

/** Page size of a GET list: 1-100 (default 20), as text. */
export const qPageSize = z._default(z.pipe(z.coerce.number<number>(), z.int().check(z.positive(), z.lte(100))), 20);

/** A 1-based page number of a GET list (default 1), as text. */
export const qPage = z._default(z.pipe(z.coerce.number<number>(), z.int().check(z.positive())), 1);

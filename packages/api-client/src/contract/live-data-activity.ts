/**
 * Live-data family (SPEC section 7), activities 74338 (game live data: sign-up, status,
 * monthly data, switches, test helpers) and 77307 (invite a friend: index, summary,
 * invitees, accepting, inviters). Shapes: `live-data-shared.ts`.
 */
import * as z from "zod/mini";
import { LiveDataErrorCode as E, defineLiveData, livePageFields, livePageOf, liveUserFields } from "./live-data-shared.ts";
import { beansSchema, countSchema, durationSecondsSchema, emptySchema, enumSchema, flagSchema, monthSchema, secondsSchema, uidSchema, urlSchema } from "./shared.ts";
import { Act74338Status } from "#enums/live-data.ts";

/** 74338 status (Act74338Status): 0 not applied, 1 applied, 2 qualified this month, 3 disqualified. */
const act74338StatusSchema = enumSchema(Act74338Status);

/** act74338 apply: the caller signs up for the game live-data activity. */
export const act74338Apply = defineLiveData("act74338", "apply", {
  summary: "Sign up for activity 74338 (game live data).",
  request: () => z.object({}),
  response: () => z.object({ /** Status after signing up: 1 applied. */ status: act74338StatusSchema, /** When, Unix seconds. */ applyTime: secondsSchema }),
  tags: ["ActivityStatus"],
  errors: [E.ActivityNotOpen, E.AlreadyApplied],
});

/** act74338 userStatus (GET): the caller's state in the activity. */
export const act74338UserStatus = defineLiveData("act74338", "userStatus", {
  method: "GET",
  summary: "The caller's state in activity 74338 (GET).",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** 0 not applied, 1 applied, 2 qualified, 3 disqualified. */ status: act74338StatusSchema,
      /** When they applied, Unix seconds; 0 if not. */ applyTime: secondsSchema,
    }),
  tags: ["ActivityStatus"],
});

/** act74338 monthData (GET): the caller's game live data for a month (SPEC section 3 "Month query: month"). */
export const act74338MonthData = defineLiveData("act74338", "monthData", {
  method: "GET",
  summary: "The caller's game live data for one month in activity 74338 (GET).",
  request: () => z.object({ /** The month, YYYY-MM. */ month: monthSchema }),
  response: () =>
    z.object({
      /** The month. */
      month: monthSchema,
      /** Time live playing games, seconds. */
      gameLiveDuration: durationSecondsSchema,
      /** Days with at least one hour of game live. */
      gameLiveDays: countSchema,
      /** Beans received during game lives. */
      beans: beansSchema,
      /** Rank in the activity; 0 when unranked. */
      rank: countSchema,
      /** Reward earned, beans. */
      rewardBeans: beansSchema,
    }),
  tags: ["ActivityStatus"],
  errors: [E.ActivityNotOpen],
});

/** The answer of the switches. */
const switchAnswer = z.object({ /** 1 on. */ open: flagSchema });

/** act74338 interface/switch (GET): whether the activity's API is on. */
export const act74338InterfaceSwitch = defineLiveData("act74338", "interface/switch", {
  method: "GET",
  summary: "Whether activity 74338's API is switched on (GET).",
  request: () => z.object({}),
  response: () => switchAnswer,
  tags: ["ActivityStatus"],
});

/** act74338 page/switch (GET): whether the activity's page shows. */
export const act74338PageSwitch = defineLiveData("act74338", "page/switch", {
  method: "GET",
  summary: "Whether activity 74338's page is shown (GET).",
  request: () => z.object({}),
  response: () => switchAnswer,
  tags: ["ActivityStatus"],
});

/** act74338 test/getInfo (GET): a data partition's state (test endpoint; SPEC section 3 "Test getInfo: dataPartition"). */
export const act74338TestGetInfo = defineLiveData("act74338", "test/getInfo", {
  method: "GET",
  summary: "Test endpoint: the state of one data partition of activity 74338 (GET).",
  request: () => z.object({ /** Partition, YYYYMMDD. */ dataPartition: z.string().check(z.regex(/^\d{8}$/)) }),
  response: () => z.object({ /** The partition. */ dataPartition: z.string(), /** Rows in it. */ rows: countSchema, /** Last update, Unix seconds. */ updateTime: secondsSchema }),
});

/** act74338 test/clearCache: drops a user's cached month data (test endpoint; SPEC section 3 "Clear cache: uid, month"). */
export const act74338TestClearCache = defineLiveData("act74338", "test/clearCache", {
  summary: "Test endpoint: drop a user's cached month data of activity 74338.",
  request: () => z.object({ /** The user. */ uid: uidSchema, /** The month, YYYY-MM. */ month: monthSchema }),
  response: () => emptySchema,
  tags: ["ActivityStatus"],
});

/** An inviter or invitee of activity 77307. */
const act77307UserSchema = z.object(liveUserFields);

/** act77307 getIndex: the caller's invite code and the activity's rules. */
export const act77307GetIndex = defineLiveData("act77307", "getIndex", {
  kind: "query",
  summary: "The caller's invite code and link, the activity period and rules (activity 77307).",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** The caller's invite code. */
      inviteCode: z.string(),
      /** Shareable invite link. */
      inviteUrl: urlSchema,
      /** Activity start, Unix seconds. */
      startTime: secondsSchema,
      /** Activity end, Unix seconds. */
      endTime: secondsSchema,
      /** Rules, plain text. */
      rules: z.string(),
    }),
  tags: ["ActivityInvite"],
  errors: [E.ActivityNotOpen],
});

/** act77307 getSummary: the caller's invitation totals. */
export const act77307GetSummary = defineLiveData("act77307", "getSummary", {
  kind: "query",
  summary: "How many users the caller invited, how many qualified, and the beans earned.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** Users who accepted. */ inviteeCount: countSchema,
      /** Of those, qualified. */ qualifiedCount: countSchema,
      /** Reward earned, beans. */ rewardBeans: beansSchema,
    }),
  tags: ["ActivityInvite"],
});

/** act77307 getInviteeList: users who accepted the caller's invitation. */
export const act77307GetInviteeList = defineLiveData("act77307", "getInviteeList", {
  kind: "query",
  summary: "Users who accepted the caller's invitation, newest first.",
  request: () => z.object({ ...livePageFields }),
  response: () =>
    livePageOf(
      z.object({
        ...liveUserFields,
        /** When they accepted, Unix seconds. */ inviteTime: secondsSchema,
        /** 1 qualified. */ qualified: flagSchema,
        /** Reward for this invitee, beans. */ rewardBeans: beansSchema,
      }),
    ),
  tags: ["ActivityInvite"],
});

/** act77307 agreeInvite: the caller accepts an invitation by code. */
export const act77307AgreeInvite = defineLiveData("act77307", "agreeInvite", {
  summary: "Accept an invitation by its code (once per user).",
  request: () => z.object({ /** The inviter's code. */ inviteCode: z.string().check(z.trim(), z.minLength(4), z.maxLength(32)) }),
  response: () => z.object({ /** The inviter. */ inviter: act77307UserSchema }),
  tags: ["ActivityInvite"],
  errors: [E.InviteCodeInvalid, E.AlreadyInvited, E.ActivityNotOpen],
});

/** act77307 getMyInviterUserInfo: who invited the caller. */
export const act77307GetMyInviterUserInfo = defineLiveData("act77307", "getMyInviterUserInfo", {
  kind: "query",
  summary: "The user whose invitation the caller accepted, or null.",
  request: () => z.object({}),
  response: () => z.object({ /** The inviter; null when none. */ inviter: z.nullable(act77307UserSchema) }),
  tags: ["ActivityInvite"],
});

/** act77307 getInviterUserInfoByCode: who owns an invite code (shown before accepting). */
export const act77307GetInviterUserInfoByCode = defineLiveData("act77307", "getInviterUserInfoByCode", {
  kind: "query",
  summary: "The owner of an invite code, shown before accepting.",
  request: () => z.object({ /** The code. */ inviteCode: z.string().check(z.trim(), z.minLength(4), z.maxLength(32)) }),
  response: () => z.object({ /** The inviter. */ inviter: act77307UserSchema }),
  tags: ["ActivityInvite"],
  errors: [E.InviteCodeInvalid],
});

/** Every declaration of this file (family liveData, activities 74338 and 77307). */
export const liveDataActivityEndpoints = [
  act74338Apply,
  act74338UserStatus,
  act74338MonthData,
  act74338InterfaceSwitch,
  act74338PageSwitch,
  act74338TestGetInfo,
  act74338TestClearCache,
  act77307GetIndex,
  act77307GetSummary,
  act77307GetInviteeList,
  act77307AgreeInvite,
  act77307GetMyInviterUserInfo,
  act77307GetInviterUserInfoByCode,
] as const;

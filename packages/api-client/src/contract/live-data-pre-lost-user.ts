/**
 * Live-data family (SPEC section 7), preLostUser: users at risk of leaving (no live or gift
 * for a while) and their recall: the agency sends a recall IM, the user opens it and draws a
 * reward, the agency records a call-back. Recall status: 0 none, 1 IM sent, 2 IM opened,
 * 3 reward drawn, 4 called back. A broadcaster may be recalled once per recall window (7 days,
 * 43021 inside it); a send is idempotent under its `requestId`. `getRecallPath` (ours) tells each
 * recall's path from sent to opened, returned (live again) and rewarded. Shapes: `live-data-shared.ts`.
 */
import * as z from "zod/mini";
import { LiveDataErrorCode as E, defineLiveData, livePageFields, livePageOf, liveUserFields } from "./live-data-shared.ts";
import { idTag, idTags, rowTags } from "#tags.ts";
import { beansSchema, countSchema, emptySchema, enumSchema, flagSchema, remarkSchema, secondsSchema, uidSchema } from "./shared.ts";
import { RecallRiskReason, RecallStatus } from "#enums/live-data.ts";

/** Recall status (RecallStatus): 0 none, 1 IM sent, 2 IM opened, 3 reward drawn, 4 called back. */
export const recallStatusSchema = enumSchema(RecallStatus);

/** Why a user is at risk (RecallRiskReason): 1 never live with the agency, 2 no live session for 7 days or more, 3 no gift for 7 days or more. */
export const recallRiskReasonSchema = enumSchema(RecallRiskReason);

/** A user at risk of leaving. */
export const preLostUserSchema = z.object({
  ...liveUserFields,
  /** Last live session, Unix seconds; 0 if never. */
  lastLiveTime: secondsSchema,
  /** Last gift sent or received, Unix seconds; 0 if never. */
  lastGiftTime: secondsSchema,
  /** Beans received in the 30 days before going quiet. */
  beans30d: beansSchema,
  /** Days since the last activity. */
  inactiveDays: countSchema,
  /** 0 none, 1 IM sent, 2 IM opened, 3 reward drawn, 4 called back. */
  recallStatus: recallStatusSchema,
  /** The latest recall's id; "" when none. */
  recallId: z.string(),
  /** Why the user is at risk, at least one reason (RecallRiskReason). */
  riskReasons: z.array(recallRiskReasonSchema),
  /** When the recall window reopens for this user, Unix seconds; 0 when a recall may be sent now. */
  recallOpenTime: secondsSchema,
});

/** What a recall sends (the same for every recipient): the message, its reward and the rules. */
export const recallOfferSchema = z.object({
  /** The message the broadcasters receive, as sent (the agency's name filled in). */
  message: z.string(),
  /** Beans each recalled broadcaster can draw. */
  rewardBeans: beansSchema,
  /** Days after a recall before the same broadcaster may be recalled again (7). */
  windowDays: countSchema,
  /** Recall messages the agency may send per UTC day (50), and how many it sent today. */
  dailyLimit: countSchema,
  sentToday: countSchema,
});

/** A recall reward. */
const recallRewardSchema = z.object({ /** Beans granted. */ beans: beansSchema, /** When it was drawn, Unix seconds. */ drawTime: secondsSchema });

/** preLostUser getUserList: the agency's users at risk of leaving. */
export const preLostUserGetUserList = defineLiveData("preLostUser", "getUserList", {
  kind: "query",
  summary: "The agency's broadcasters at risk of leaving, longest inactive first, with their recall status.",
  request: () => z.object({ /** Only this recall status (0-4). */ recallStatus: z.optional(recallStatusSchema), ...livePageFields }),
  response: () => z.extend(livePageOf(preLostUserSchema), { /** The recall on offer. */ offer: recallOfferSchema }),
  tags: ["RecallUser"],
  provides: (page) => rowTags("RecallUser", page.list, (row) => row.uid),
});

/**
 * preLostUser sendRecallIm: sends recall IMs to users (at most 50 a day), each written to the
 * payment action log (type 11). Idempotent under `requestId`: the same key answers the first
 * send again and sends nothing. 43021 when any user was recalled within the window (nothing is
 * sent; the list's `recallOpenTime` says when it reopens); 43008 past the daily limit.
 */
export const preLostUserSendRecallIm = defineLiveData("preLostUser", "sendRecallIm", {
  summary: "Send a recall IM (with a reward) to up to 50 users; at most 50 a day in all, once per user per 7 days; idempotent under requestId.",
  request: () =>
    z.object({
      /** The users, 1-50. */
      uids: z.array(uidSchema).check(z.minLength(1), z.maxLength(50)),
      /** Idempotency key chosen by the client for this send (8-64 characters); a retry sends the same. */
      requestId: z.string().check(z.minLength(8), z.maxLength(64)),
    }),
  response: () => z.object({ /** IMs sent. */ sentCount: countSchema, /** Users not messaged (not at risk). */ skippedUids: z.array(uidSchema) }),
  tags: ["RecallUser"],
  invalidates: ({ uids }) => idTags("RecallUser", uids),
  errors: [E.RecallLimitReached, E.RecallTooSoon],
});

/** One step time of a recall's path, Unix seconds; 0 when not reached. */
const stepTimeSchema = secondsSchema;

/** One recall of a user and how far it went. */
export const recallPathSchema = z.object({
  /** The recall. */
  recallId: z.string(),
  /** When the IM was sent. */
  sentTime: stepTimeSchema,
  /** When the user opened it; 0 not yet. */
  openedTime: stepTimeSchema,
  /** The first live day after the send (its start, UTC); 0 not yet. */
  returnedTime: stepTimeSchema,
  /** When the user drew the reward; 0 not yet. */
  rewardedTime: stepTimeSchema,
  /** Beans on offer (or drawn). */
  rewardBeans: beansSchema,
  /** The agency's call-back note; "" when none. */
  remark: z.string(),
});

/** preLostUser getRecallPath (ours): a user's recalls, newest first, each with its path from sent to opened, returned and rewarded. */
export const preLostUserGetRecallPath = defineLiveData("preLostUser", "getRecallPath", {
  kind: "query",
  summary: "A broadcaster's recalls, newest first, each with the times it was sent, opened, followed by a live day and rewarded.",
  request: () => z.object({ /** The broadcaster. */ uid: uidSchema }),
  response: () => z.object({ /** Newest first; empty when never recalled. */ list: z.array(recallPathSchema) }),
  tags: ["RecallUser"],
  provides: (_answer, { uid }) => [idTag("RecallUser", uid)],
  errors: [E.NotFound],
});

/** preLostUser openRecallIm: the recalled user opened the IM (user side). */
export const preLostUserOpenRecallIm = defineLiveData("preLostUser", "openRecallIm", {
  summary: "Record that the recalled user opened the recall IM.",
  request: () => z.object({ /** The recall. */ recallId: z.string().check(z.minLength(1)) }),
  response: () => emptySchema,
  tags: ["RecallUser"],
  errors: [E.NotFound],
});

/** preLostUser drawRecallReward: the recalled user draws the reward (user side, once). */
export const preLostUserDrawRecallReward = defineLiveData("preLostUser", "drawRecallReward", {
  summary: "The recalled user draws the recall reward; once per recall.",
  request: () => z.object({ /** The recall. */ recallId: z.string().check(z.minLength(1)) }),
  response: () => recallRewardSchema,
  tags: ["RecallUser"],
  errors: [E.NotFound, E.RewardAlreadyDrawn],
});

/** preLostUser queryRecallReward: the recall reward's state (user side). */
export const preLostUserQueryRecallReward = defineLiveData("preLostUser", "queryRecallReward", {
  kind: "query",
  summary: "Whether the recalled user can draw the reward, or what they drew.",
  request: () => z.object({ /** The recall. */ recallId: z.string().check(z.minLength(1)) }),
  response: () =>
    z.object({
      /** 1 the reward can be drawn now. */ canDraw: flagSchema,
      /** Beans on offer. */ beans: beansSchema,
      /** The drawn reward; null before drawing. */ reward: z.nullable(recallRewardSchema),
    }),
  tags: ["RecallUser"],
  errors: [E.NotFound],
});

/** preLostUser callbackUser: the agency records that it called the user back. */
export const preLostUserCallbackUser = defineLiveData("preLostUser", "callbackUser", {
  summary: "Record that the agency called the user back (status 4), with a note.",
  request: () => z.object({ /** The user. */ uid: uidSchema, /** What was agreed, at most 200 characters. */ remark: remarkSchema }),
  response: () => emptySchema,
  tags: ["RecallUser"],
  invalidates: ({ uid }) => [idTag("RecallUser", uid)],
  errors: [E.NotFound],
});

/** Every declaration of this file (family liveData, preLostUser). */
export const liveDataPreLostUserEndpoints = [
  preLostUserGetUserList,
  preLostUserSendRecallIm,
  preLostUserDrawRecallReward,
  preLostUserOpenRecallIm,
  preLostUserQueryRecallReward,
  preLostUserCallbackUser,
  preLostUserGetRecallPath,
] as const;

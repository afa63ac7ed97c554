/**
 * Live-data family (SPEC section 7), preLostUser: users at risk of leaving (no live or gift
 * for a while) and their recall: the agency sends a recall IM, the user opens it and draws a
 * reward, the agency records a call-back. Recall status: 0 none, 1 IM sent, 2 IM opened,
 * 3 reward drawn, 4 called back. Shapes: `live-data-shared.ts`.
 */
import * as z from "zod/mini";
import { LiveDataErrorCode as E, defineLiveData, livePageFields, livePageOf, liveUserFields } from "./live-data-shared.ts";
import { idTag, idTags, rowTags } from "#tags.ts";
import { beansSchema, countSchema, emptySchema, enumSchema, flagSchema, remarkSchema, secondsSchema, uidSchema } from "./shared.ts";
import { RecallStatus } from "#enums/live-data.ts";

/** Recall status (RecallStatus): 0 none, 1 IM sent, 2 IM opened, 3 reward drawn, 4 called back. */
export const recallStatusSchema = enumSchema(RecallStatus);

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
});

/** A recall reward. */
const recallRewardSchema = z.object({ /** Beans granted. */ beans: beansSchema, /** When it was drawn, Unix seconds. */ drawTime: secondsSchema });

/** preLostUser getUserList: the agency's users at risk of leaving. */
export const preLostUserGetUserList = defineLiveData("preLostUser", "getUserList", {
  kind: "query",
  summary: "The agency's broadcasters at risk of leaving, longest inactive first, with their recall status.",
  request: () => z.object({ /** Only this recall status (0-4). */ recallStatus: z.optional(recallStatusSchema), ...livePageFields }),
  response: () => livePageOf(preLostUserSchema),
  tags: ["RecallUser"],
  provides: (page) => rowTags("RecallUser", page.list, (row) => row.uid),
});

/** preLostUser sendRecallIm: sends recall IMs to users (at most 50 a day). */
export const preLostUserSendRecallIm = defineLiveData("preLostUser", "sendRecallIm", {
  summary: "Send a recall IM (with a reward) to up to 50 users; at most 50 a day in all.",
  request: () => z.object({ /** The users, 1-50. */ uids: z.array(uidSchema).check(z.minLength(1), z.maxLength(50)) }),
  response: () => z.object({ /** IMs sent. */ sentCount: countSchema, /** Users not messaged (already recalled today, or not at risk). */ skippedUids: z.array(uidSchema) }),
  tags: ["RecallUser"],
  invalidates: ({ uids }) => idTags("RecallUser", uids),
  errors: [E.RecallLimitReached],
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
] as const;

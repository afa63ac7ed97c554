/**
 * Activity 75352 agent API (SPEC section 7), the GET calls: eligible broadcasters, sign and
 * round records, activities with their status counts, the sign-up form, the entrance, the
 * change-round page and the token page. Shapes and codes: `act75352-shared.ts`.
 */
import * as z from "zod/mini";
import {
  ActRegistErrorCode as E,
  activitySchema,
  activityStatusSchema,
  changeAllowanceFields,
  defineAct75352,
  qInt,
  qPage,
  qPageSize,
  recordFilterFields,
  roundRecordSchema,
  roundSchema,
  signRecordSchema,
  signStatusSchema,
} from "./act75352-shared.ts";
import { countSchema, enumSchema, flagSchema, monthSchema, queryEnumSchema, secondsSchema, uidSchema } from "./shared.ts";
import { ActivitySignStatus, ActivityStatus } from "#enums/activity.ts";
import { idTag, idTags, listTag, rowTags } from "#tags.ts";

/** query_anchor_list (GET): the agency's broadcasters with their state for one activity. */
export const act75352QueryAnchorList = defineAct75352("query_anchor_list", {
  method: "GET",
  summary: "The agency's broadcasters with their eligibility and sign status for one activity.",
  request: () =>
    z.object({
      /** The activity. */ activityId: qInt,
      /** Only this Bigo ID. */ anchorBigoId: z.optional(z.string().check(z.trim(), z.maxLength(32))),
      /** 1-based page. */ pageIndex: qPage,
      /** Rows per page. */ pageSize: qPageSize,
    }),
  response: () =>
    z.object({
      /** The page's broadcasters. */
      list: z.array(
        z.object({
          /** The broadcaster's uid. */
          anchorUid: uidSchema,
          /** Bigo ID. */
          bigoId: z.string(),
          /** Display name. */
          nickName: z.string(),
          /** Avatar URL; "" when none. */
          avatarUrl: z.string(),
          /** 1 eligible. */
          eligible: flagSchema,
          /** Why not eligible; "" when eligible. */
          reason: z.string(),
          /** 0 not registered, else the sign status (1-4). */
          signStatus: enumSchema(ActivitySignStatus),
        }),
      ),
      /** Broadcasters over all pages. */
      total: countSchema,
    }),
  tags: ["ActSign"],
  provides: (_page, { activityId }) => [idTag("ActSign", activityId)],
  errors: [E.ActivityNotFound],
});

/** sign_record_page (GET): registrations, by cursor (SPEC section 3 agent sign record fields). */
export const act75352SignRecordPage = defineAct75352("sign_record_page", {
  method: "GET",
  summary: "Registrations of the agency's broadcasters, newest first, by cursor (lastId).",
  request: () =>
    z.object({
      ...recordFilterFields,
      /** Cursor: nextLastId of the previous page; "" for the first. */ lastId: z._default(z.string().check(z.maxLength(64)), ""),
      /** Rows per page. */ pageSize: qPageSize,
    }),
  response: () =>
    z.object({
      /** The page's records. */ list: z.array(signRecordSchema),
      /** Pass as lastId for the next page; "" when none. */ nextLastId: z.string(),
      /** Whether another page follows. */ hasMore: z.boolean(),
    }),
  tags: ["ActSign"],
  provides: (page) => [
    listTag("ActSign"),
    ...idTags(
      "ActSign",
      page.list.map((row) => row.activityId),
    ),
  ],
});

/** round_record_page (GET): round results, by page (SPEC section 3 round record fields). */
export const act75352RoundRecordPage = defineAct75352("round_record_page", {
  method: "GET",
  summary: "Round results of the agency's broadcasters, newest round first, by page; with sort=rank, each round's ranking.",
  request: () =>
    z.object({
      ...recordFilterFields,
      /**
       * "rank": the ranking view. Rounds stay newest first; within a round, by rank (1 first with
       * order "asc", the default), broadcasters without a result (rank 0) last. Absent: newest record first.
       */
      sort: z.optional(z.enum(["rank"])),
      /** The rank order within a round: "asc" (1 first, the default) or "desc". Only with sort=rank. */
      order: z.optional(z.enum(["asc", "desc"])),
      /** 1-based page. */
      page: qPage,
      /** Rows per page. */
      pageSize: qPageSize,
    }),
  response: () => z.object({ /** The page's records. */ list: z.array(roundRecordSchema), /** Records over all pages. */ total: countSchema }),
  tags: ["ActRound"],
  provides: (page) => [
    listTag("ActRound"),
    ...idTags(
      "ActRound",
      page.list.map((row) => row.activityId),
    ),
  ],
});

/** sign_act_list (GET): activities (SPEC section 3 sign activity list fields). */
export const act75352SignActList = defineAct75352("sign_act_list", {
  method: "GET",
  summary: "Activities of the caller's region, by month and status, newest first.",
  request: () =>
    z.object({
      /** Name contains. */
      activityName: z.optional(z.string().check(z.trim(), z.maxLength(64))),
      /** Only this month, YYYY-MM. */
      month: z.optional(monthSchema),
      /** Only this activity status (1-4). */
      status: z.optional(queryEnumSchema(ActivityStatus)),
      /**
       * Only activities whose sign-up is open now and closes within this many hours (1-168), as
       * text; the home counts the deadlines within 48 hours with it (issue 25).
       */
      closingWithin: z.optional(z.pipe(z.coerce.number<number>(), z.int().check(z.positive(), z.lte(168)))),
      /** 1-based page. */
      page: qPage,
      /** Rows per page (the spec's `size`). */
      size: qPageSize,
      /** Only this region. */
      zone: z.optional(z.string().check(z.maxLength(8))),
    }),
  response: () => z.object({ /** The page's activities. */ list: z.array(activitySchema), /** Activities over all pages. */ total: countSchema }),
  tags: ["ActSign"],
  provides: (page) => rowTags("ActSign", page.list, (activity) => activity.activityId),
});

/** sign_status_count_info (GET): activities per status, for the list's tabs (SPEC section 3 status count fields). */
export const act75352SignStatusCountInfo = defineAct75352("sign_status_count_info", {
  method: "GET",
  summary: "How many activities are in each status, for the same filters as sign_act_list.",
  request: () =>
    z.object({
      /** Name contains. */
      activityName: z.optional(z.string().check(z.trim(), z.maxLength(64))),
      /** Only this month, YYYY-MM. */
      month: z.optional(monthSchema),
      /** Only this region. */
      zone: z.optional(z.string().check(z.maxLength(8))),
    }),
  response: () =>
    z.object({
      /** One entry per activity status. */ list: z.array(z.object({ /** Activity status (1-4). */ status: activityStatusSchema, /** Activities in it. */ count: countSchema })),
    }),
  tags: ["ActSign"],
});

/** sign_act_form_info (GET): an activity's sign-up form (SPEC section 3 form info: activityId). */
export const act75352SignActFormInfo = defineAct75352("sign_act_form_info", {
  method: "GET",
  summary: "An activity with its rounds and the extra fields its sign-up form asks for.",
  request: () => z.object({ /** The activity. */ activityId: qInt }),
  response: () =>
    z.object({
      /** The activity. */
      activity: activitySchema,
      /** Its rounds; empty when it has none. */
      rounds: z.array(roundSchema),
      /** Extra form fields, in order. */
      fields: z.array(
        z.object({
          /** Field key (a key of sign's formValues). */
          key: z.string(),
          /** Label, already in the caller's language. */
          label: z.string(),
          /** text, number or select. */
          type: z.enum(["text", "number", "select"]),
          /** 1 required. */
          required: flagSchema,
          /** Choices of a select; empty otherwise. */
          options: z.array(z.string()),
        }),
      ),
      /** Broadcasters one sign call may register. */
      maxAnchorsPerSign: countSchema,
      /** Who may take part; query_anchor_list answers each broadcaster's reason when not. */
      eligibility: z.object({
        /** Lowest broadcaster level. */
        minLevel: countSchema,
        /** 1 when identity verification (KYC) must be approved. */
        kycRequired: flagSchema,
        /** 1 when a broadcaster under a ban in force is refused. */
        noActiveBan: flagSchema,
      }),
    }),
  tags: ["ActSign"],
  provides: (_form, { activityId }) => [idTag("ActSign", activityId)],
  errors: [E.ActivityNotFound],
});

/** entrance (GET): whether the activity registration entrance shows. */
export const act75352Entrance = defineAct75352("entrance", {
  method: "GET",
  summary: "Whether the caller sees the activity registration entrance, and how many activities are open.",
  request: () => z.object({}),
  response: () => z.object({ /** 1 show the entrance. */ show: flagSchema, /** Activities with sign-up open. */ openCount: countSchema }),
  tags: ["ActSign"],
});

/** api/agent/getChangePageInfo (GET): the change-round page (SPEC section 3 change page info: roundId, activityId). */
export const act75352GetChangePageInfo = defineAct75352("api/agent/getChangePageInfo", {
  key: "act75352GetChangePageInfo",
  method: "GET",
  summary: "A round with the agency's broadcasters in it and the other rounds they could move to.",
  request: () => z.object({ /** The round. */ roundId: qInt, /** The activity. */ activityId: qInt }),
  response: () =>
    z.object({
      /** The activity. */
      activity: activitySchema,
      /** The round. */
      round: roundSchema,
      /** Other rounds with free places. */
      otherRounds: z.array(roundSchema),
      /** The agency's registrations in the round. */
      anchors: z.array(signRecordSchema),
      ...changeAllowanceFields,
    }),
  tags: ["ActSign", "ActRound"],
  provides: (_page, { activityId }) => [idTag("ActSign", activityId), idTag("ActRound", activityId)],
  errors: [E.ActivityNotFound],
});

/** GET {token}: a registration shared as a page token (the `{token}` path segment; a page token, never the login token). */
export const act75352PageByToken = defineAct75352("{token}", {
  key: "act75352PageByToken",
  method: "GET",
  summary: "The registration a shared page token stands for (path parameter; not the login token).",
  request: () => z.object({ /** The page token from the shared link (path segment). */ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/)) }),
  response: () =>
    z.object({
      /** The activity. */
      activityId: z.int(),
      /** Its name. */
      activityName: z.string(),
      /** Region short name. */
      zone: z.string(),
      /** The broadcaster. */
      anchorUid: uidSchema,
      /** Bigo ID. */
      bigoId: z.string(),
      /** 1 registered, 2 approved, 3 rejected, 4 cancelled. */
      signStatus: signStatusSchema,
      /** The round; 0 when none. */
      roundId: z.int(),
      /** When the token stops working, Unix seconds. */
      expireTime: secondsSchema,
    }),
  tags: ["ActSign"],
  provides: (page) => [idTag("ActSign", page.activityId)],
  errors: [E.TokenInvalid],
});

/** Every declaration of this file (family act75352, GET calls). */
export const act75352Endpoints = [
  act75352QueryAnchorList,
  act75352SignRecordPage,
  act75352RoundRecordPage,
  act75352SignActList,
  act75352SignStatusCountInfo,
  act75352SignActFormInfo,
  act75352Entrance,
  act75352GetChangePageInfo,
  act75352PageByToken,
] as const;

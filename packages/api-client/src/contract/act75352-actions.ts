/**
 * Activity 75352 agent API (SPEC section 7), the POST calls: registering broadcasters (an
 * asynchronous task polled with async_sign_result), cancelling, moving between rounds,
 * swapping broadcasters, and the CSV exports. Shapes and codes: `act75352-shared.ts`.
 */
import * as z from "zod/mini";
import { ActRegistErrorCode as E, changeAllowanceFields, defineAct75352, exportFilterFields, requestIdSchema, signStatusSchema } from "./act75352-shared.ts";
import { countSchema, emptySchema, enumSchema, flagSchema, secondsSchema, uidSchema, urlSchema } from "./shared.ts";
import { SignTaskState } from "#enums/activity.ts";
import { idTag, listTag } from "#tags.ts";

/** An activity id in a JSON body. */
const activityIdField = { /** The activity. */ activityId: z.int().check(z.positive()) };

/** The idempotency key of a change, made when the user confirms it: a repeated submit answers the first answer and changes nothing again. */
const changeRequestField = { /** Idempotency key (8-64 of A-Z a-z 0-9 _ -). */ requestId: z.optional(requestIdSchema) };

/** A change of one activity's registrations: its sign and round records (their tags carry the activity's id). */
const activityTags = ({ activityId }: { readonly activityId: number }) => [idTag("ActSign", activityId), idTag("ActRound", activityId)];

/** sign: registers broadcasters for an activity; answers a task to poll with async_sign_result. */
export const act75352Sign = defineAct75352("sign", {
  summary: "Register 1-100 broadcasters for an activity (and a round); answers a task id to poll with async_sign_result.",
  request: () =>
    z.object({
      ...activityIdField,
      /** The broadcasters, 1-100 (at most sign_act_form_info's maxAnchorsPerSign). */
      anchorUids: z.array(uidSchema).check(z.minLength(1), z.maxLength(100)),
      /** The round; absent when the activity has none. */
      roundId: z.optional(z.int().check(z.positive())),
      /** Answers to the form's extra fields, by key (at most 20, each at most 200 characters). */
      formValues: z._default(z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(200))), {}),
      /** Idempotency key made when the sign-up is confirmed (8-64 of A-Z a-z 0-9 _ -): the same key answers the same task and registers nothing again. */
      requestId: z.optional(requestIdSchema),
    }),
  response: () => z.object({ /** The sign-up task. */ taskId: z.string() }),
  tags: ["ActSign", "ActRound"],
  // New registrations also join the record lists across activities (the list tags).
  invalidates: (request) => [...activityTags(request), listTag("ActSign"), listTag("ActRound")],
  errors: [E.ActivityNotFound, E.SignClosed, E.RoundFull],
});

/** async_sign_result: the outcome of a sign task; poll no faster than every 2 seconds until `state` is done. */
export const act75352AsyncSignResult = defineAct75352("async_sign_result", {
  kind: "query",
  summary: "The outcome of a sign task: running, or done with each broadcaster's result.",
  request: () => z.object({ /** The task (from sign). */ taskId: z.string().check(z.minLength(1)) }),
  response: () =>
    z.object({
      /** SignTaskState: 0 running, 1 done. */
      state: enumSchema(SignTaskState),
      /** Broadcasters in the task. */
      total: countSchema,
      /** Registered so far. */
      successCount: countSchema,
      /** Broadcasters not registered, with the business code (44003, 44004, 44007, 44010) and message. */
      failures: z.array(z.object({ /** The broadcaster. */ anchorUid: uidSchema, /** Business code. */ code: z.int(), /** Server message. */ msg: z.string() })),
    }),
  tags: ["ActSign"],
  errors: [E.TaskNotFound],
});

/** cancel_sign: cancels a broadcaster's registration. */
export const act75352CancelSign = defineAct75352("cancel_sign", {
  summary: "Cancel a broadcaster's registration while sign-up is open (sign status 4).",
  request: () => z.object({ ...activityIdField, /** The broadcaster. */ anchorUid: uidSchema, ...changeRequestField }),
  response: () => z.object({ /** 4 cancelled. */ signStatus: signStatusSchema }),
  tags: ["ActSign", "ActRound"],
  invalidates: activityTags,
  errors: [E.ActivityNotFound, E.SignClosed, E.NotSigned],
});

/** cancel_round: takes a broadcaster out of a round (the registration stays). */
export const act75352CancelRound = defineAct75352("cancel_round", {
  summary: "Take a broadcaster out of a round before it starts; the activity registration stays.",
  request: () => z.object({ ...activityIdField, /** The round. */ roundId: z.int().check(z.positive()), /** The broadcaster. */ anchorUid: uidSchema, ...changeRequestField }),
  response: () => emptySchema,
  tags: ["ActRound", "ActSign"],
  invalidates: activityTags,
  errors: [E.ActivityNotFound, E.NotSigned, E.RoundChangeNotAllowed],
});

/** change_round: moves a broadcaster to another round. */
export const act75352ChangeRound = defineAct75352("change_round", {
  summary: "Move a broadcaster from one round to another with a free place; uses one of the agency's round changes.",
  request: () =>
    z.object({
      ...activityIdField,
      /** The broadcaster. */
      anchorUid: uidSchema,
      /** The current round. */
      fromRoundId: z.int().check(z.positive()),
      /** The new round. */
      toRoundId: z.int().check(z.positive()),
      ...changeRequestField,
    }),
  response: () => z.object({ /** The round the broadcaster is now in. */ roundId: z.int() }),
  tags: ["ActRound", "ActSign"],
  invalidates: activityTags,
  errors: [E.ActivityNotFound, E.NotSigned, E.RoundFull, E.RoundChangeNotAllowed, E.ChangeLimitReached],
});

/** change_anchor: replaces a broadcaster in a round with another of the agency's. */
export const act75352ChangeAnchor = defineAct75352("change_anchor", {
  summary: "Replace a registered broadcaster in a round with another broadcaster of the agency, in one step; uses one of the agency's round changes.",
  request: () =>
    z.object({
      ...activityIdField,
      /** The round. */
      roundId: z.int().check(z.positive()),
      /** The broadcaster leaving. */
      fromAnchorUid: uidSchema,
      /** The broadcaster taking the place. */
      toAnchorUid: uidSchema,
      ...changeRequestField,
    }),
  response: () => emptySchema,
  tags: ["ActRound", "ActSign"],
  invalidates: activityTags,
  errors: [E.ActivityNotFound, E.NotSigned, E.AlreadySigned, E.AnchorNotInAgency, E.AnchorNotEligible, E.RoundChangeNotAllowed, E.ChangeLimitReached],
});

/** The answer of an export: a CSV download URL. */
const exportAnswer = z.object({ /** Download URL of the CSV file. */ url: urlSchema, /** When it stops working, Unix seconds. */ expireTime: secondsSchema });

/** sign_export: registrations as CSV. */
export const act75352SignExport = defineAct75352("sign_export", {
  kind: "query",
  summary: "Export the registrations matching the filters as CSV; answers a download URL.",
  request: () => z.object(exportFilterFields),
  response: () => exportAnswer,
});

/** round_export: round results as CSV. */
export const act75352RoundExport = defineAct75352("round_export", {
  kind: "query",
  summary: "Export the round results matching the filters as CSV; answers a download URL.",
  request: () => z.object(exportFilterFields),
  response: () => exportAnswer,
});

/** api/agent/canChangeRound: whether a broadcaster may still change rounds. */
export const act75352CanChangeRound = defineAct75352("api/agent/canChangeRound", {
  key: "act75352CanChangeRound",
  kind: "query",
  summary: "Whether a broadcaster may still move out of a round, and why not.",
  request: () => z.object({ ...activityIdField, /** The round. */ roundId: z.int().check(z.positive()), /** The broadcaster. */ anchorUid: uidSchema }),
  response: () =>
    z.object({
      /** 1 may leave or change the round (registered or approved, and the round has not started). */
      canChange: flagSchema,
      /** Why not; "" when allowed. */
      reason: z.string(),
      /** The business code of why not (44006 round started or registration not in force); 0 when allowed. */
      reasonCode: z.int(),
      ...changeAllowanceFields,
    }),
  tags: ["ActRound"],
  provides: (_answer, { activityId }) => [idTag("ActRound", activityId)],
  errors: [E.ActivityNotFound, E.NotSigned],
});

/** Every declaration of this file (family act75352, POST calls). */
export const act75352ActionsEndpoints = [
  act75352Sign,
  act75352CancelSign,
  act75352CancelRound,
  act75352ChangeRound,
  act75352ChangeAnchor,
  act75352SignExport,
  act75352RoundExport,
  act75352AsyncSignResult,
  act75352CanChangeRound,
] as const;

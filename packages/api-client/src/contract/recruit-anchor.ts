/**
 * recruit anchor declarations (SPEC section 7), records and progress: the recruit list with
 * its filters and export, progress/{id} with its timeline, and stopping (issue 7, recruit).
 * Statuses and codes: `recruit-shared.ts`; the edit screen's calls: `recruit-anchor-info.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, rowTags } from "#tags.ts";
import { RecruitErrorCode as E, recruitProgressSchema, recruitRecordSchema, recruitStatusSchema } from "./recruit-shared.ts";
import { bigoIdSchema, emptySchema, exportAnswerSchema, pageFields, pageOf, queryEnumSchema, queryIntSchema, remarkSchema, secondsSchema } from "./shared.ts";
import { RecruitStatus } from "#enums/recruit.ts";

/** The recruit list filters (JSON numbers). */
const recruitFilterFields = {
  /** Only this status (1-7). */
  status: z.optional(recruitStatusSchema),
  /** Only this broadcaster's Bigo ID. */
  bigo_id: z.optional(bigoIdSchema),
  /** Created at or after, Unix seconds. */
  start_time: z.optional(secondsSchema),
  /** Created at or before, Unix seconds. */
  end_time: z.optional(secondsSchema),
};

/** recruit anchor QryRecruitRecord: the agency's recruit records, newest first. */
export const QryRecruitRecord = defineEndpoint({
  name: "QryRecruitRecord",
  family: "recruitAnchor",
  path: "/QryRecruitRecord",
  kind: "query",
  summary: "Recruit records of the caller's agency, newest first, filtered by status, Bigo ID and creation time.",
  request: () => z.object({ ...recruitFilterFields, ...pageFields }),
  response: () => pageOf(recruitRecordSchema),
  tags: ["RecruitRecord"],
  provides: (page) => rowTags("RecruitRecord", page.list, (row) => row.recruit_id),
});

/** recruit anchor ExportRecruitRecord (form): the filtered records as a CSV download. */
export const ExportRecruitRecord = defineEndpoint({
  name: "ExportRecruitRecord",
  family: "recruitAnchor",
  path: "/ExportRecruitRecord",
  encoding: "form",
  kind: "query",
  summary: "Export the recruit records matching the filters as CSV (form body); answers a download URL.",
  request: () =>
    z.object({
      /** Only this RecruitStatus (1-7), as text. */
      status: z.optional(queryEnumSchema(RecruitStatus)),
      /** Only this broadcaster's Bigo ID. */
      bigo_id: z.optional(bigoIdSchema),
      /** Created at or after, Unix seconds, as text. */
      start_time: z.optional(queryIntSchema),
      /** Created at or before, Unix seconds, as text. */
      end_time: z.optional(queryIntSchema),
    }),
  response: () => exportAnswerSchema,
  tags: ["RecruitRecord"],
});

/** recruit anchor QryAnchorRecruitProgress: the broadcaster's view of their recruitment. */
export const QryAnchorRecruitProgress = defineEndpoint({
  name: "QryAnchorRecruitProgress",
  family: "recruitAnchor",
  path: "/QryAnchorRecruitProgress",
  kind: "query",
  summary: "The caller's (broadcaster's) recruitment and its timeline; the latest when no id is given.",
  request: () => z.object({ /** The record; absent: the caller's latest. */ recruit_id: z.optional(z.string()) }),
  response: () => z.object({ /** The record and its timeline; null when the caller has none. */ progress: z.nullable(recruitProgressSchema) }),
  tags: ["RecruitProgress"],
});

/** recruit anchor QryAnchorProgressForAgent: one recruit record's timeline for the agency (progress/{id}). */
export const QryAnchorProgressForAgent = defineEndpoint({
  name: "QryAnchorProgressForAgent",
  family: "recruitAnchor",
  path: "/QryAnchorProgressForAgent",
  kind: "query",
  summary: "A recruit record of the caller's agency with its timeline (progress/{id}).",
  request: () => z.object({ /** The record. */ recruit_id: z.string().check(z.minLength(1)) }),
  response: () => recruitProgressSchema,
  tags: ["RecruitProgress"],
  provides: (_progress, { recruit_id }) => [idTag("RecruitProgress", recruit_id)],
  errors: [E.RecruitNotFound],
});

/** recruit anchor StopAnchorRecruit: the agency stops a recruitment in progress. */
export const StopAnchorRecruit = defineEndpoint({
  name: "StopAnchorRecruit",
  family: "recruitAnchor",
  path: "/StopAnchorRecruit",
  summary: "Stop a recruitment under review or waiting for the broadcaster (status 6).",
  request: () => z.object({ /** The record. */ recruit_id: z.string().check(z.minLength(1)), /** Why it is stopped. */ reason: remarkSchema }),
  response: () => emptySchema,
  tags: ["RecruitRecord", "RecruitProgress"],
  invalidates: ({ recruit_id }) => [idTag("RecruitRecord", recruit_id), idTag("RecruitProgress", recruit_id)],
  errors: [E.RecruitNotFound, E.RecruitNotStoppable],
});

/** Every declaration of this file (family recruitAnchor, records and progress). */
export const recruitAnchorEndpoints = [QryRecruitRecord, ExportRecruitRecord, QryAnchorRecruitProgress, QryAnchorProgressForAgent, StopAnchorRecruit] as const;

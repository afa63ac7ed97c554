/**
 * Schemas, codes and the declaration helper shared by the live-data family's files
 * (`live-data-*.ts`, family `liveData`, base `/bigo_act_livedata_api`). No declarations here.
 *
 * The family's style follows the spec's own fields for it (`startTime`, `proxyUid`,
 * `dataType`, `bizId`, `dataPartition`): camelCase, pages as `page` + `pageSize` answering
 * `{ list, total }`. Encoding ("POST, form or JSON", SPEC section 7): JSON, except the
 * export calls and the server-to-server `inner` calls, which are forms (a plain HTML form or
 * a PHP back end can send them); the spec's GETs are GET. Form and GET numbers are coerced.
 * Times are Unix seconds, days `YYYY-MM-DD` and months `YYYY-MM` in UTC+0.
 */
import * as z from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { defineEndpoint } from "./define.ts";
import type { DefineEndpointOptions, EndpointDeclaration } from "./define.ts";
import type { TagType } from "#tags.ts";
import {
  beansSchema,
  centsSchema,
  countSchema,
  daySchema,
  durationSecondsSchema,
  enumSchema,
  monthSchema,
  queryEnumSchema,
  queryIntSchema,
  secondsSchema,
  uidSchema,
  urlSchema,
} from "./shared.ts";
import { LiveDataType, MultiRoomRole } from "#enums/live-data.ts";

/** Business codes of the live-data family (ours; SPEC section 8 leaves them "not shown"). */
export const LiveDataErrorCode = {
  /** The time range is longer than 92 days (or 24 months for monthly reports). */
  RangeTooLong: 43001,
  /** The range starts after it ends, or lies in the future. */
  RangeInvalid: 43002,
  /** The caller may not see this broadcaster's or agency's data. */
  NoDataPermission: 43003,
  /** The export has more than 100,000 rows: narrow the range. */
  ExportTooLarge: 43004,
  /** No broadcaster or agency with this uid or Bigo ID. */
  NotFound: 43005,
  /** The activity is not open (not started, ended, or the caller's region is excluded). */
  ActivityNotOpen: 43006,
  /** The reward was already drawn. */
  RewardAlreadyDrawn: 43007,
  /** At most 50 recall messages a day. */
  RecallLimitReached: 43008,
  /** The invite code does not exist. */
  InviteCodeInvalid: 43009,
  /** The caller already accepted an invitation (or invited themselves). */
  AlreadyInvited: 43010,
  /** The caller already applied to the activity. */
  AlreadyApplied: 43011,
  /** Server-to-server access denied (inner calls). */
  AccessDenied: 43012,
  /** The invoice is not waiting for a signature. */
  InvoiceNotSignable: 43013,
  /** A recall message to a broadcaster recalled within the recall window (7 days): the window reopens 7 days after the last send. */
  RecallTooSoon: 43021,
} as const;

/** Sub-API prefixes of endpoint keys: `agentOss` + `overview` -> `agentOssOverview`; the root group is `liveData`. */
const keyPrefixes: Readonly<Record<string, string>> = {
  "": "liveData",
  brokerageBackend: "brokerage",
  "brokerageBackend/superiorRole": "brokerageSuperiorRole",
  act_78062_report: "act78062Report",
  "inner/access": "innerAccess",
  new_anchor: "newAnchor",
  "new_anchor/proxy": "newAnchorProxy",
  "new_anchor/area": "newAnchorArea",
  "new_anchor/inner": "newAnchorInner",
};

const camelWords = (text: string): string =>
  text
    .split(/[/_]/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

/** The endpoint key of a live-data call: the group's prefix + the name in PascalCase (`multiRoom` + `Day` -> `multiRoomDay`, `act74338` + `interface/switch` -> `act74338InterfaceSwitch`). */
export const liveDataKey = (group: string, name: string): string => {
  const prefix = keyPrefixes[group] ?? group.replace(/[/_](.)/g, (_match, next: string) => next.toUpperCase());
  return prefix + camelWords(name);
};

/** Options of {@link defineLiveData}: those of `defineEndpoint` without name, key, family and group; `path` defaults to `/<group>/<name>`. */
export type LiveDataOptions<Req extends $ZodType, Res extends $ZodType, T extends TagType = TagType> = Omit<
  DefineEndpointOptions<Req, Res, T>,
  "name" | "key" | "family" | "group" | "path"
> & {
  readonly path?: string;
};

/**
 * Declares a live-data call: family `liveData`, the given group (sub-API) and name exactly as
 * SPEC section 7 writes them, key from {@link liveDataKey}, path `/<group>/<name>` unless given.
 */
export function defineLiveData<Req extends $ZodType, Res extends $ZodType, const T extends TagType = never>(
  group: string,
  name: string,
  options: LiveDataOptions<Req, Res, T>,
): EndpointDeclaration<Req, Res> {
  return defineEndpoint({
    ...options,
    name,
    key: liveDataKey(group, name),
    family: "liveData",
    group,
    path: options.path ?? (group === "" ? `/${name}` : `/${group}/${name}`),
  });
}

/** Page request fields of the family (JSON): `page` 1-based (default 1), `pageSize` 1-100 (default 20). */
export const livePageFields = {
  /** 1-based page number (default 1). */
  page: z._default(z.int().check(z.positive()), 1),
  /** Rows per page, 1-100 (default 20). */
  pageSize: z._default(z.int().check(z.positive(), z.lte(100)), 20),
};

/** A time range (JSON): Unix seconds, inclusive, at most 92 days (43001). */
export const liveRangeFields = {
  /** Range start, Unix seconds (UTC+0 day boundary). */
  startTime: secondsSchema,
  /** Range end, Unix seconds, inclusive. */
  endTime: secondsSchema,
};

/** A time range in a form or GET request (numbers as text). */
export const liveFormRangeFields = {
  /** Range start, Unix seconds, as text. */
  startTime: queryIntSchema,
  /** Range end, Unix seconds, as text. */
  endTime: queryIntSchema,
};

/** A month range (JSON), at most 24 months. */
export const liveMonthRangeFields = {
  /** First month, YYYY-MM. */
  startMonth: monthSchema,
  /** Last month, YYYY-MM, inclusive. */
  endMonth: monthSchema,
};

/** The live metrics every report row carries. */
export const liveMetricsFields = {
  /** Time live, seconds. */
  liveDuration: durationSecondsSchema,
  /** Days with at least one hour live. */
  validLiveDays: countSchema,
  /** Beans received. */
  beans: beansSchema,
  /** Distinct users who sent gifts. */
  giftUsers: countSchema,
  /** New followers. */
  newFans: countSchema,
  /** PK battles. */
  pkCount: countSchema,
  /** PK battles won. */
  pkWinCount: countSchema,
  /** Highest concurrent viewers. */
  maxViewers: countSchema,
  /** Income from these beans, cents. */
  incomeCents: centsSchema,
};

/** Totals of a range. */
export const liveMetricsSchema = z.object(liveMetricsFields);

/** One day of a report. */
export const dayRowSchema = z.object({ /** The day, YYYY-MM-DD. */ day: daySchema, ...liveMetricsFields });

/** One month of a report. */
export const monthRowSchema = z.object({ /** The month, YYYY-MM. */ month: monthSchema, ...liveMetricsFields });

/** A metric a graph can plot (a key of the metrics fields). */
export const graphMetricSchema = z.enum(["liveDuration", "validLiveDays", "beans", "giftUsers", "newFans", "pkCount", "maxViewers", "incomeCents"]);

/** A graph: one metric over time. */
export const graphSchema = z.object({
  /** The metric plotted. */
  metric: graphMetricSchema,
  /** Points in time order, one per day. */
  points: z.array(z.object({ /** Start of the day, Unix seconds. */ time: secondsSchema, /** The metric's value that day (its unit). */ value: z.number() })),
});

/** A broadcaster or agency a report may be narrowed to. */
export const subjectFields = {
  /** A broadcaster's uid; absent: the caller's whole agency. */
  uid: z.optional(uidSchema),
};

/** The request of a day report: range, optional broadcaster, page. */
export const dayReportRequestSchema = z.object({ ...subjectFields, ...liveRangeFields, ...livePageFields });

/** The answer of a day report: a page of days (newest first) and the totals of the whole range. */
export const dayReportSchema = z.object({
  /** Days of this page, newest first. */
  list: z.array(dayRowSchema),
  /** Days in the range. */
  total: countSchema,
  /** Totals over the whole range. */
  summary: liveMetricsSchema,
});

/** The request of a month report. */
export const monthReportRequestSchema = z.object({ ...subjectFields, ...liveMonthRangeFields });

/** The answer of a month report: months (newest first) and their totals. */
export const monthReportSchema = z.object({ /** Months, newest first. */ list: z.array(monthRowSchema), /** Totals. */ summary: liveMetricsSchema });

/** The request of a graph. */
export const graphRequestSchema = z.object({ ...subjectFields, /** Metric to plot. */ metric: graphMetricSchema, ...liveRangeFields });

/** The request of an export (form): range, optional broadcaster, day or month rows. */
export const exportRequestSchema = z.object({
  /** A broadcaster's uid; absent: the agency. */
  uid: z.optional(uidSchema),
  ...liveFormRangeFields,
  /** LiveDataType: 1 one row per day, 2 one row per month; as text. */
  dataType: z._default(queryEnumSchema(LiveDataType), LiveDataType.Day),
});

/** An export's file: a short-lived CSV download URL. */
export const liveExportFileSchema = z.object({
  /** Download URL of the CSV file (UTF-8 with a byte-order mark, header row, numbers unquoted). */
  url: urlSchema,
  /** When the URL stops working, Unix seconds. */
  expireTime: secondsSchema,
});

/**
 * An export too large to write while the caller waits (more rows than the sandbox's
 * `SANDBOX_EXPORT_JOB_ROWS`, default 10,000): a job writes the file; `exportJob/status` tells its
 * progress and, once done, its download URL.
 */
export const liveExportJobSchema = z.object({
  /** The job, for `exportJob/status`; readable only by the account that sent the export. */
  jobId: z.string().check(z.minLength(1)),
  /** Rows the file will hold (the filtered set). */
  rowsTotal: countSchema,
});

/**
 * The answer of an export: the file's URL ({@link liveExportFileSchema}) or, for a large filtered
 * set, a job writing it ({@link liveExportJobSchema}).
 */
export const liveExportSchema = z.union([liveExportFileSchema, liveExportJobSchema]);

/** A user as the family's lists show them (camelCase). */
export const liveUserFields = {
  /** The user's uid. */
  uid: uidSchema,
  /** Bigo ID. */
  bigoId: z.string(),
  /** Display name. */
  nickName: z.string(),
  /** Avatar URL; "" when none. */
  avatarUrl: z.string(),
};

/** A page of rows: `{ list, total }`. */
export const livePageOf = <T extends z.ZodMiniType>(item: T) => z.object({ /** The rows of the page. */ list: z.array(item), /** Rows over all pages. */ total: countSchema });

/** Multi-room (multi-guest) figures of one day. */
export const multiRoomDayRowSchema = z.object({
  /** The day, YYYY-MM-DD. */
  day: daySchema,
  /** Time as multi-room host, seconds. */
  hostDuration: durationSecondsSchema,
  /** Time as a guest in others' rooms, seconds. */
  guestDuration: durationSecondsSchema,
  /** Multi-room sessions. */
  sessions: countSchema,
  /** Distinct guests hosted. */
  guests: countSchema,
  /** Beans received in multi-room sessions. */
  beans: beansSchema,
});

/** Multi-room figures of one month. */
export const multiRoomMonthRowSchema = z.object({
  /** The month, YYYY-MM. */
  month: monthSchema,
  /** Time as host, seconds. */
  hostDuration: durationSecondsSchema,
  /** Time as guest, seconds. */
  guestDuration: durationSecondsSchema,
  /** Sessions. */
  sessions: countSchema,
  /** Beans received. */
  beans: beansSchema,
});

/** One multi-room session. */
export const multiRoomSessionSchema = z.object({
  /** Room id. */
  roomId: z.string(),
  /** MultiRoomRole: 1 host, 2 guest. */
  role: enumSchema(MultiRoomRole),
  /** Start, Unix seconds. */
  startTime: secondsSchema,
  /** End, Unix seconds. */
  endTime: secondsSchema,
  /** Guests in the session. */
  guestCount: countSchema,
  /** Beans received in it. */
  beans: beansSchema,
});

/** The request of a multi-room session list: one broadcaster, one day. */
export const multiRoomDetailRequestSchema = z.object({ /** The broadcaster. */ uid: uidSchema, /** The day, YYYY-MM-DD. */ day: daySchema });

/** A list of multi-room sessions. */
export const multiRoomDetailSchema = z.object({ /** Sessions, in time order. */ list: z.array(multiRoomSessionSchema) });

/** A list of uids for the server-to-server calls (form: repeated `uids` keys), 1-500. */
export const innerUidsField = {
  /** Users asked about (form: `uids=1&uids=2`), 1-500. */
  uids: z.pipe(
    z.union([z.array(uidSchema).check(z.minLength(1), z.maxLength(500)), uidSchema]),
    z.transform((value: string | string[]) => (Array.isArray(value) ? value : [value])),
  ),
};

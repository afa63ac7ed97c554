/**
 * security centre declarations of ours (SPEC section 7 shows none of these): the status tab's
 * summary (QuerySecuritySummary; the bans in force are GetAuditBanList's total) and the exports of the ban list and the violation list
 * (ExportBanList, ExportAuditRecordList). Permission AgencyGuildSecurity 21; the same data scope as
 * QueryBanList and GetAuditRecordList. Months are calendar months in UTC+0, as the reports count.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { auditRecordFilterFields, banFilterFields } from "./security-center.ts";
import { countSchema, enumSchema, exportAnswerSchema, secondsSchema } from "./shared.ts";
import { ViolationType } from "#enums/security.ts";

/** security centre QuerySecuritySummary (ours): the counts of the status tab's summary cards. */
export const QuerySecuritySummary = defineEndpoint({
  name: "QuerySecuritySummary",
  family: "securityCenter",
  path: "/QuerySecuritySummary",
  kind: "query",
  summary:
    "Counts of the caller's agency's broadcasters: bans started this month and in the same elapsed part of last month, appeals by status, and this month's violations by class.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** First second of this month, Unix seconds (UTC+0). */
      month_start: secondsSchema,
      /** First second of last month, Unix seconds (UTC+0). */
      last_month_start: secondsSchema,
      /** Last second of last month's part compared with this month's part so far, Unix seconds. */
      last_month_compare_end: secondsSchema,
      /** Bans started this month so far. */
      bans_this_month: countSchema,
      /** Bans started in last month's same elapsed part (from `last_month_start` to `last_month_compare_end`). */
      bans_last_month: countSchema,
      /** Appeals waiting for a decision. */
      appeals_pending: countSchema,
      /** Appeals accepted (the ban was lifted). */
      appeals_accepted: countSchema,
      /** Appeals rejected. */
      appeals_rejected: countSchema,
      /** Violations recorded this month, one entry per ViolationType (zero included). */
      violations_this_month: z.array(z.object({ /** ViolationType. */ violation_type: enumSchema(ViolationType), /** Records this month. */ count: countSchema })),
      /** When these counts were taken, Unix seconds. */
      data_time: secondsSchema,
    }),
  tags: ["BanList", "Appeal", "AuditRecord"],
});

/** security centre ExportBanList (ours): the filtered ban list as a CSV download. */
export const ExportBanList = defineEndpoint({
  name: "ExportBanList",
  family: "securityCenter",
  path: "/ExportBanList",
  kind: "query",
  summary: "Export every ban matching QueryBanList's filters as CSV (UTF-8, header row, times in UTC); answers a download URL.",
  request: () => z.object({ ...banFilterFields }),
  response: () => exportAnswerSchema,
  tags: ["BanList"],
});

/** security centre ExportAuditRecordList (ours): the filtered violation records as a CSV download. */
export const ExportAuditRecordList = defineEndpoint({
  name: "ExportAuditRecordList",
  family: "securityCenter",
  path: "/ExportAuditRecordList",
  kind: "query",
  summary: "Export every violation record matching GetAuditRecordList's filters as CSV (UTF-8, header row, times in UTC); answers a download URL.",
  request: () => z.object({ ...auditRecordFilterFields }),
  response: () => exportAnswerSchema,
  tags: ["AuditRecord"],
});

/** Every declaration of this file (family securityCenter, ours). */
export const securityCenterOverviewEndpoints = [QuerySecuritySummary, ExportBanList, ExportAuditRecordList] as const;

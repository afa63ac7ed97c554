/**
 * Live-data family (SPEC section 7), agentOss PK, invoices and GET calls: PK overview and
 * detail (data-center live data, pk tab), invoices and their signature, the multi-tab
 * export URL, the PK data release state and business switches. Shapes: `live-data-shared.ts`.
 */
import * as z from "zod/mini";
import { liveOrderSortSchema } from "./live-data-multi-room.ts";
import { LiveDataErrorCode as E, defineLiveData, liveExportSchema, liveFormRangeFields, livePageFields, livePageOf, liveRangeFields, liveUserFields } from "./live-data-shared.ts";
import {
  beansSchema,
  bigoIdSchema,
  centsSchema,
  countSchema,
  durationSecondsSchema,
  enumSchema,
  flagSchema,
  monthSchema,
  queryEnumSchema,
  queryIntSchema,
  queryStringListSchema,
  secondsSchema,
  uidSchema,
} from "./shared.ts";
import { LiveDataType, PkResult } from "#enums/live-data.ts";
import { idTag, rowTags } from "#tags.ts";
import { InvoiceStatus } from "#enums/payment.ts";

const rangeErrors = [E.RangeTooLong, E.RangeInvalid, E.NoDataPermission];

/** agentOss pkOverview: the agency's PK totals. */
export const agentOssPkOverview = defineLiveData("agentOss", "pkOverview", {
  kind: "query",
  summary: "PK totals of the agency's broadcasters over a range.",
  request: () => z.object({ ...liveRangeFields }),
  response: () =>
    z.object({
      /** PK battles. */
      pkCount: countSchema,
      /** Won. */
      pkWinCount: countSchema,
      /** Beans received during PKs. */
      pkBeans: beansSchema,
      /** Broadcasters who took part. */
      anchorCount: countSchema,
    }),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** One PK battle. */
export const pkBattleSchema = z.object({
  /** PK id. */
  pkId: z.string(),
  ...liveUserFields,
  /** The opponent's uid. */
  opponentUid: uidSchema,
  /** The opponent's Bigo ID. */
  opponentBigoId: z.string(),
  /** Start, Unix seconds. */
  startTime: secondsSchema,
  /** Length, seconds. */
  duration: durationSecondsSchema,
  /** PkResult: 1 won, 2 lost, 3 draw. */
  result: enumSchema(PkResult),
  /** Beans received during the PK. */
  beans: beansSchema,
});

/** agentOss pkDetail: PK battles of the agency's broadcasters. */
export const agentOssPkDetail = defineLiveData("agentOss", "pkDetail", {
  kind: "query",
  summary: "PK battles of the agency's broadcasters (or one of them) over a range, newest first.",
  request: () => z.object({ /** Only this broadcaster. */ uid: z.optional(uidSchema), ...liveRangeFields, ...livePageFields }),
  response: () => livePageOf(pkBattleSchema),
  tags: ["LiveData"],
  errors: rangeErrors,
});

/** Invoice status (InvoiceStatus): 1 waiting for the agency's signature, 2 signed, 3 paid. */
export const invoiceStatusSchema = enumSchema(InvoiceStatus);

/** A monthly invoice of the agency's income. */
export const invoiceSchema = z.object({
  /** Invoice id. */
  invoiceId: z.string(),
  /** Month, YYYY-MM. */
  month: monthSchema,
  /** Amount, cents. */
  amountCents: centsSchema,
  /** 1 waiting for signature, 2 signed, 3 paid. */
  status: invoiceStatusSchema,
  /** When it was issued, Unix seconds. */
  createTime: secondsSchema,
  /** When it was signed, Unix seconds; 0 before. */
  signTime: secondsSchema,
});

/** agentOss invoiceList: the agency's monthly invoices. */
export const agentOssInvoiceList = defineLiveData("agentOss", "invoiceList", {
  kind: "query",
  summary: "The agency's monthly invoices, newest first.",
  request: () => z.object({ /** Only this status. */ status: z.optional(invoiceStatusSchema), ...livePageFields }),
  response: () => livePageOf(invoiceSchema),
  tags: ["Invoice"],
  provides: (page) => rowTags("Invoice", page.list, (row) => row.invoiceId),
});

/** agentOss signature: the agency signs an invoice. */
export const agentOssSignature = defineLiveData("agentOss", "signature", {
  summary: "Sign an invoice waiting for the agency's signature (status 2).",
  request: () =>
    z.object({
      /** The invoice. */ invoiceId: z.string().check(z.minLength(1)),
      /** Signer's full name as typed, 1-64 characters. */ signerName: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    }),
  response: () => invoiceSchema,
  tags: ["Invoice"],
  // Signing changes the invoice, nothing of the live data or the payments.
  invalidates: ({ invoiceId }) => [idTag("Invoice", invoiceId)],
  errors: [E.NotFound, E.InvoiceNotSignable],
});

/** agentOss exportUrl (GET): a multi-tab CSV export. */
export const agentOssExportUrl = defineLiveData("agentOss", "exportUrl", {
  method: "GET",
  summary: "A CSV export of several data-center tabs (GET); answers a download URL.",
  request: () =>
    z.object({
      ...liveFormRangeFields,
      /** Only this sub-agency. */
      proxyUid: z.optional(uidSchema),
      /** Tabs to include (repeated key): core, proxyLive, live, pk; or `tiers` alone (broadcaster stats, month: the creator liveOrder rows with tier progress), or `days` alone (broadcaster stats, day: one row per broadcaster per day). */
      tabs: queryStringListSchema,
      /** LiveDataType: 1 one row per day, 2 one row per month. */
      dataType: z._default(queryEnumSchema(LiveDataType), LiveDataType.Day),
      /** Tabs `tiers` and `days` only: only this broadcaster (43005 when none of the caller's has it). */
      bigoId: z.optional(bigoIdSchema),
      /** Tab `tiers` only: the order of the rows, as creator liveOrder's `sort` (default `beans`, the ranking). */
      sort: z.optional(liveOrderSortSchema),
      /** Tab `tiers` only: `asc` or `desc` (default). */
      order: z.optional(z.enum(["asc", "desc"])),
    }),
  response: () => liveExportSchema,
  errors: [...rangeErrors, E.ExportTooLarge, E.NotFound],
});

/** agentOss pkDataRelease (GET): whether PK data is final for a period. */
export const agentOssPkDataRelease = defineLiveData("agentOss", "pkDataRelease", {
  method: "GET",
  summary: "Whether PK data up to yesterday is final, and when it was released (GET).",
  request: () => z.object({}),
  response: () => z.object({ /** 1 released (final). */ released: flagSchema, /** Release time, Unix seconds; 0 before. */ releaseTime: secondsSchema }),
  tags: ["LiveData"],
});

/** agentOss openBiz (GET): whether a business feature is open for the caller (SPEC section 3 "openBiz: bizId"). */
export const agentOssOpenBiz = defineLiveData("agentOss", "openBiz", {
  method: "GET",
  summary: "Whether a business feature (by id) is open for the caller (GET).",
  request: () => z.object({ /** Business feature id (e.g. 1 PK data, 2 invoices, 3 multi-room), as text. */ bizId: queryIntSchema }),
  response: () => z.object({ /** 1 open. */ open: flagSchema }),
  tags: ["LiveData"],
});

/** Every declaration of this file (family liveData, agentOss PK, invoices and GET calls). */
export const liveDataAgentOssPkEndpoints = [
  agentOssPkOverview,
  agentOssPkDetail,
  agentOssInvoiceList,
  agentOssSignature,
  agentOssExportUrl,
  agentOssPkDataRelease,
  agentOssOpenBiz,
] as const;

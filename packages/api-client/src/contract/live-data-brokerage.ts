/**
 * Live-data family (SPEC section 7), brokerageBackend: the agency's and its broadcasters'
 * income by benefit type for a month, the broadcaster lists behind it, the type rules, and
 * the superior agency's view of a sub-agency's broadcaster (`superiorRole`).
 * Benefit type: 1 gift income, 2 base salary, 3 activity reward, 4 PK reward, 5 new-broadcaster bonus.
 */
import * as z from "zod/mini";
import { LiveDataErrorCode as E, defineLiveData, liveExportSchema, livePageFields, livePageOf, liveUserFields } from "./live-data-shared.ts";
import { basisPointsSchema, bigoIdSchema, centsSchema, enumSchema, monthSchema, queryEnumSchema, uidSchema } from "./shared.ts";
import { BenefitType } from "#enums/payment.ts";

/** Benefit type (BenefitType): 1 gift income, 2 base salary, 3 activity reward, 4 PK reward, 5 new-broadcaster bonus. */
export const benefitTypeSchema = enumSchema(BenefitType);

/** Income split by benefit type for one month. */
export const benefitByTypeSchema = z.object({
  /** The month, YYYY-MM. */
  month: monthSchema,
  /** One entry per type with income. */
  list: z.array(z.object({ /** Benefit type (1-5). */ type: benefitTypeSchema, /** Income of that type, cents. */ amountCents: centsSchema })),
  /** Sum over the types, cents. */
  totalCents: centsSchema,
});

/** A broadcaster's income for the month. */
const anchorIncomeRowSchema = z.object({ ...liveUserFields, /** Income, cents. */ amountCents: centsSchema });

/** The request of one broadcaster's split. */
const anchorMonthRequest = z.object({ /** The month, YYYY-MM. */ month: monthSchema, /** The broadcaster. */ uid: uidSchema });

/** brokerageBackend proxyBenefitByType: the agency's income by type. */
export const brokerageProxyBenefitByType = defineLiveData("brokerageBackend", "proxyBenefitByType", {
  kind: "query",
  summary: "The agency's (or one sub-agency's) income of a month, by benefit type.",
  request: () => z.object({ /** The month, YYYY-MM. */ month: monthSchema, /** A sub-agency; absent: the caller's agency. */ proxyUid: z.optional(uidSchema) }),
  response: () => benefitByTypeSchema,
  tags: ["LiveData", "Payment"],
  errors: [E.NoDataPermission],
});

/** brokerageBackend anchorBenefitByType: one broadcaster's income by type. */
export const brokerageAnchorBenefitByType = defineLiveData("brokerageBackend", "anchorBenefitByType", {
  kind: "query",
  summary: "One of the agency's broadcasters' income of a month, by benefit type.",
  request: () => anchorMonthRequest,
  response: () => benefitByTypeSchema,
  tags: ["LiveData", "Payment"],
  errors: [E.NoDataPermission, E.NotFound],
});

/** One income per benefit type, every type listed (0 when it earned nothing), type order. */
const incomeByTypeSchema = z.array(z.object({ /** Benefit type (1-5). */ type: benefitTypeSchema, /** Income of that type, cents. */ amountCents: centsSchema }));

/** brokerageBackend anchorList: the agency's broadcasters with their month's income. */
export const brokerageAnchorList = defineLiveData("brokerageBackend", "anchorList", {
  kind: "query",
  summary: "The agency's broadcasters with their income of a month (in all and by benefit type), highest first, with the totals over every row.",
  request: () => z.object({ /** The month, YYYY-MM. */ month: monthSchema, /** Only this broadcaster. */ bigoId: z.optional(bigoIdSchema), ...livePageFields }),
  response: () =>
    z.extend(livePageOf(z.extend(anchorIncomeRowSchema, { /** The income by benefit type, every type. */ byType: incomeByTypeSchema })), {
      /** Totals over every row of the filtered set (all pages): income in all and by type, cents. */
      totals: z.object({ /** Cents. */ amountCents: centsSchema, /** By benefit type, every type. */ byType: incomeByTypeSchema }),
    }),
  tags: ["LiveData", "Payment"],
});

/** brokerageBackend anchorListByType: broadcasters with income of one type. */
export const brokerageAnchorListByType = defineLiveData("brokerageBackend", "anchorListByType", {
  kind: "query",
  summary: "The agency's broadcasters with income of one benefit type in a month, highest first, with the total over every row.",
  request: () =>
    z.object({
      /** The month, YYYY-MM. */ month: monthSchema,
      /** Benefit type (1-5). */ type: benefitTypeSchema,
      /** Only this broadcaster. */ bigoId: z.optional(bigoIdSchema),
      ...livePageFields,
    }),
  response: () => z.extend(livePageOf(anchorIncomeRowSchema), { /** Income of the type over every row of the filtered set (all pages), cents. */ totalCents: centsSchema }),
  tags: ["LiveData", "Payment"],
});

/** brokerageBackend anchorExportUrl (form): the broadcasters' income of a month as CSV. Ours (issue 20, broadcaster data: anchor). */
export const brokerageAnchorExportUrl = defineLiveData("brokerageBackend", "anchorExportUrl", {
  encoding: "form",
  kind: "query",
  summary:
    "Export the agency's broadcasters' income of a month as CSV (form body): one row per broadcaster with the income in all and by benefit type, cents; the same filters as anchorList (or anchorListByType with `type`), every row.",
  request: () =>
    z.object({
      /** The month, YYYY-MM. */ month: monthSchema,
      /** Only broadcasters with income of this benefit type (1-5), as text. */ type: z.optional(queryEnumSchema(BenefitType)),
      /** Only this broadcaster. */ bigoId: z.optional(bigoIdSchema),
    }),
  response: () => liveExportSchema,
  tags: ["LiveData", "Payment"],
  errors: [E.NotFound, E.ExportTooLarge],
});

/** brokerageBackend typeRulePage: how each benefit type is computed. */
export const brokerageTypeRulePage = defineLiveData("brokerageBackend", "typeRulePage", {
  kind: "query",
  summary: "The rules of the benefit types, one row per type.",
  request: () => z.object({ ...livePageFields }),
  response: () =>
    livePageOf(
      z.object({
        /** Benefit type (1-5). */
        type: benefitTypeSchema,
        /** Display name. */
        name: z.string(),
        /** The rule as plain text. */
        rule: z.string(),
        /** The agency's share of that income, basis points. */
        ratioBp: basisPointsSchema,
      }),
    ),
  tags: ["LiveData"],
});

/** brokerageBackend superiorRole anchorBenefitByType: a sub-agency's broadcaster's income, seen by the superior agency. */
export const brokerageSuperiorRoleAnchorBenefitByType = defineLiveData("brokerageBackend/superiorRole", "anchorBenefitByType", {
  kind: "query",
  summary: "A sub-agency's broadcaster's income of a month by benefit type, for the superior agency.",
  request: () => anchorMonthRequest,
  response: () => benefitByTypeSchema,
  tags: ["LiveData", "Payment"],
  errors: [E.NoDataPermission, E.NotFound],
});

/** Every declaration of this file (family liveData, brokerageBackend). */
export const liveDataBrokerageEndpoints = [
  brokerageProxyBenefitByType,
  brokerageAnchorBenefitByType,
  brokerageAnchorList,
  brokerageAnchorListByType,
  brokerageTypeRulePage,
  brokerageSuperiorRoleAnchorBenefitByType,
  brokerageAnchorExportUrl,
] as const;

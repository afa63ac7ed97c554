/**
 * Schemas shared by several families: identifiers, units and pagination (README,
 * "Payload conventions"). Nothing here names a call, so any family may import it without
 * pulling another family's declarations into a bundle.
 *
 * Units: times are Unix SECONDS unless a field ends in `_ms`; money is integer cents
 * (`*_cents`); beans are integer counts (`*_beans`); uids are 64-bit numbers sent as
 * decimal strings.
 */
import * as z from "zod/mini";
import { StepActor, StepState } from "#enums/progress.ts";

/** 0 or 1, as the backend sends booleans. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);

/** A Bigo uid: a 64-bit unsigned number sent as a decimal string (1-20 digits). */
export const uidSchema = z.string().check(z.regex(/^[0-9]{1,20}$/));

/** A Bigo ID: the public handle a user types (trimmed, 1-32 characters). */
export const bigoIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(32));

/** An instant as Unix seconds (0 means "not set"). */
export const secondsSchema = z.int().check(z.nonnegative());

/** A duration in whole seconds. */
export const durationSecondsSchema = z.int().check(z.nonnegative());

/** Money in integer cents of the account's currency (may be negative for adjustments). */
export const centsSchema = z.int();

/** A count of beans (the platform's gift currency), never negative. */
export const beansSchema = z.int().check(z.nonnegative());

/** A non-negative integer count (viewers, gifts, broadcasters). */
export const countSchema = z.int().check(z.nonnegative());

/** A calendar day as `YYYY-MM-DD` (the report's time zone, UTC+0 unless a `zone` says otherwise). */
export const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** A calendar month as `YYYY-MM`. */
export const monthSchema = z.string().check(z.regex(/^\d{4}-\d{2}$/));

/** A ratio in basis points: 10000 = 100 %. */
export const basisPointsSchema = z.int();

/** An http(s) URL (image, download, share link). */
export const urlSchema = z.string().check(z.regex(/^https?:\/\/\S+$/));

/** A free-text search or remark: trimmed, at most 200 characters. */
export const remarkSchema = z.string().check(z.trim(), z.maxLength(200));

/** An integer read from a query string or form field (arrives as text, `z.coerce`). */
export const queryIntSchema = z.pipe(z.coerce.number<number>(), z.int());

/**
 * A schema accepting exactly the values of an enumeration of `@agent-portal/api-client/enums`
 * (or a subset listed as `[E.A, E.B]`): output typed as their union, JSON Schema `enum`.
 *
 * @example enumSchema(ContractStatus) // 1 | 2 | 3 | 4
 */
export function enumSchema<const V extends number>(values: Readonly<Record<string, V>> | readonly V[]) {
  return z.literal(Array.isArray(values) ? [...(values as readonly V[])] : Object.values(values as Readonly<Record<string, V>>));
}

/** {@link enumSchema} for a query string or form field: the value arrives as text and is coerced first. */
export function queryEnumSchema<const V extends number>(values: Readonly<Record<string, V>> | readonly V[]) {
  return z.pipe(z.coerce.number<number>(), enumSchema(values));
}

/**
 * A list of strings in a GET request: the query string repeats the key (`ids=1&ids=2`) and
 * a single value arrives as a plain string, so one value or an array is accepted; the output
 * is always an array.
 */
export const queryStringListSchema = z.pipe(
  z.union([z.array(z.string()), z.string()]),
  z.transform((value: string | string[]) => (Array.isArray(value) ? value : [value])),
);

/** A list of integers in a GET request: like {@link queryStringListSchema}, each item coerced from text. */
export const queryIntListSchema = z.pipe(
  z.union([z.array(queryIntSchema), queryIntSchema]),
  z.transform((value: number | number[]) => (Array.isArray(value) ? value : [value])),
);

/** Page size of a list: 1-100, default 20. */
export const pageSizeSchema = z._default(z.int().check(z.positive(), z.lte(100)), 20);

/**
 * Request fields of a page-numbered list (JSON bodies): `page` is 1-based (default 1),
 * `page_size` 1-100 (default 20). Lists answer {@link pageOf}.
 */
export const pageFields = {
  /** 1-based page number (default 1). */
  page: z._default(z.int().check(z.positive()), 1),
  /** Rows per page, 1-100 (default 20). */
  page_size: pageSizeSchema,
};

/** {@link pageFields} for GET and form requests, where numbers arrive as text. */
export const queryPageFields = {
  /** 1-based page number (default 1). */
  page: z._default(z.pipe(z.coerce.number<number>(), z.int().check(z.positive())), 1),
  /** Rows per page, 1-100 (default 20). */
  page_size: z._default(z.pipe(z.coerce.number<number>(), z.int().check(z.positive(), z.lte(100))), 20),
};

/** A page of a page-numbered list: `list` (this page's rows) and `total` (rows over all pages). */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    /** The rows of the requested page. */
    list: z.array(item),
    /** Rows matching the filters over all pages. */
    total: countSchema,
  });

/**
 * Request fields of a cursor list (JSON bodies): `last_id` is the `next_last_id` of the
 * previous page ("" or absent for the first page). Lists answer {@link cursorOf}.
 */
export const cursorFields = {
  /** Cursor: `next_last_id` of the previous page; empty for the first page. */
  last_id: z._default(z.string().check(z.maxLength(64)), ""),
  /** Rows per page, 1-100 (default 20). */
  page_size: pageSizeSchema,
};

/** A page of a cursor list. */
export const cursorOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    /** The rows of this page. */
    list: z.array(item),
    /** Pass as `last_id` to get the next page; "" when there is none. */
    next_last_id: z.string(),
    /** Whether another page follows. */
    has_more: z.boolean(),
  });

/** An inclusive time range in Unix seconds (`start_time` <= `end_time`). */
export const timeRangeFields = {
  /** Start of the range, Unix seconds, inclusive. */
  start_time: secondsSchema,
  /** End of the range, Unix seconds, inclusive. */
  end_time: secondsSchema,
};

/** An empty answer: the call succeeded and has nothing to return. */
export const emptySchema = z.object({});

/** The answer of an export call: a short-lived download URL of a CSV file. */
export const exportAnswerSchema = z.object({
  /** Download URL of the CSV file (UTF-8 with a header row). */
  url: urlSchema,
  /** When the URL stops working, Unix seconds. */
  expire_time: secondsSchema,
});

/** A stored file (image, document) as the server answers it: an absolute http(s) URL or a same-origin path. */
export const fileUrlSchema = z.string().check(z.regex(/^(https?:\/\/|\/)\S+$/));

/** A country: ISO 3166-1 alpha-2 code in upper case, or `OTHER` (SPEC section 3: "about 250 country codes (including Other)"). */
export const countryCodeSchema = z.string().check(z.regex(/^([A-Z]{2}|OTHER)$/));

/** A user as lists show them: uid, Bigo ID, nickname and avatar. */
export const userBriefFields = {
  /** The user's uid (decimal string). */
  uid: uidSchema,
  /** The user's Bigo ID. */
  bigo_id: z.string(),
  /** Display name. */
  nick_name: z.string(),
  /** Avatar image URL; "" when none. */
  avatar_url: z.string(),
};

/** The answer of an agree/reject or other state change: the record's new status (enum of the call). */
export const statusAnswerSchema = z.object({
  /** The record's status after the change (the enum is documented on the call). */
  status: z.int(),
});

/** One step of a progress timeline (applications, transfers, cancellations, renewals). */
export const progressStepSchema = z.object({
  /** Step id, in timeline order; the enum is the call's own (documented on its status field). */
  step: z.int(),
  /** Who acts at this step (StepActor): 1 broadcaster, 2 current agency, 3 target agency, 4 operator, 5 system. */
  actor: enumSchema(StepActor),
  /** StepState: 0 waiting, 1 done, 2 rejected, 3 expired, 4 withdrawn. */
  state: enumSchema(StepState),
  /** When the step was completed (or rejected/expired), Unix seconds; 0 while waiting. */
  done_time: secondsSchema,
  /** When a waiting step expires, Unix seconds; 0 when it does not expire. */
  deadline_time: secondsSchema,
  /** The actor's remark (reason for a rejection), may be empty. */
  remark: z.string(),
});

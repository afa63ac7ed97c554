/**
 * Codecs between a list screen's state and its URL query (the list pattern, `apps/portal/README.md`):
 * each codec reads the raw values of one query key and writes them back. Reading never throws: a
 * missing, malformed or out-of-range value reads as the codec's default, so a hand-edited or old
 * link still opens a valid view. Writing leaves the key out when the value is the default, so
 * URLs stay short and a default view has a clean URL.
 */
import { enumValueOf } from "@agent-portal/api-client/enums";

/** One query key's codec: `parse` reads all the key's raw values (`getAll`), `serialize` writes them. */
export interface ParamCodec<T> {
  // Method signatures (bivariant), so a `ParamCodec<number>` fits a spec of `ParamCodec<unknown>`.
  parse(raw: readonly string[]): T;
  /** The raw values to write; an empty list removes the key. */
  serialize(value: T): string[];
  /** The value of a missing key. */
  readonly defaultValue: T;
}

/** A screen's URL state: query key -> codec. */
export type ParamSpec = Readonly<Record<string, ParamCodec<unknown>>>;

/** The values a {@link ParamSpec} reads: `{ page: number, q: string, ... }`. */
export type ParamValues<S extends ParamSpec> = { readonly [K in keyof S]: S[K] extends ParamCodec<infer T> ? T : never };

const INT = /^-?\d{1,15}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day `YYYY-MM-DD` (not `2026-02-30`). */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Free text (trimmed, at most `maxLength` characters; longer text is cut). Default `""`. */
export function textParam(maxLength = 64): ParamCodec<string> {
  return {
    defaultValue: "",
    parse: (raw) => (raw[0] ?? "").trim().slice(0, maxLength),
    serialize: (value) => (value.trim() === "" ? [] : [value.trim().slice(0, maxLength)]),
  };
}

/** An integer in `[min, max]`, `fallback` when missing or outside. */
export function intParam(fallback: number, { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}): ParamCodec<number> {
  return {
    defaultValue: fallback,
    parse: (raw) => {
      const text = raw[0] ?? "";
      if (!INT.test(text)) return fallback;
      const value = Number(text);
      return value >= min && value <= max ? value : fallback;
    },
    serialize: (value) => (value === fallback ? [] : [String(value)]),
  };
}

/** An optional integer in `[min, max]`; `null` when missing or outside. */
export function optionalIntParam({ min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}): ParamCodec<number | null> {
  return {
    defaultValue: null,
    parse: (raw) => {
      const text = raw[0] ?? "";
      if (!INT.test(text)) return null;
      const value = Number(text);
      return value >= min && value <= max ? value : null;
    },
    serialize: (value) => (value === null ? [] : [String(value)]),
  };
}

/**
 * An optional value of an enumeration (an `as const` object of `@agent-portal/api-client/enums`,
 * or a list of some of its values); `null` when missing or not one of them.
 *
 * @example optionalEnumParam(ContractStatus) // ParamCodec<ContractStatus | null>
 */
export function optionalEnumParam<const V extends number>(values: Readonly<Record<string, V>> | readonly V[]): ParamCodec<V | null> {
  return {
    defaultValue: null,
    parse: (raw) => enumValueOf(values, raw[0] ?? "") ?? null,
    serialize: (value) => (value === null ? [] : [String(value)]),
  };
}

/** One of `values` (e.g. a view or a sort column), `fallback` otherwise. */
export function oneOfParam<const V extends string>(values: readonly V[], fallback: V): ParamCodec<V> {
  const allowed: ReadonlySet<string> = new Set(values);
  const isValue = (text: string): text is V => allowed.has(text);
  return {
    defaultValue: fallback,
    parse: (raw) => {
      const text = raw[0] ?? "";
      return isValue(text) ? text : fallback;
    },
    serialize: (value) => (value === fallback ? [] : [value]),
  };
}

/** A set of integers in `[min, max]` (the key repeated: `status=1&status=3`), ascending, without duplicates. Default `[]`. */
export function intListParam({ min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}): ParamCodec<readonly number[]> {
  const clean = (values: readonly number[]) => [...new Set(values.filter((value) => Number.isInteger(value) && value >= min && value <= max))].sort((a, b) => a - b);
  return {
    defaultValue: [],
    parse: (raw) => clean(raw.filter((text) => INT.test(text)).map(Number)),
    serialize: (value) => clean(value).map(String),
  };
}

/** A calendar day `YYYY-MM-DD`; `null` when missing or not a real day. */
export function dayParam(): ParamCodec<string | null> {
  return {
    defaultValue: null,
    parse: (raw) => {
      const text = raw[0] ?? "";
      return isDay(text) ? text : null;
    },
    serialize: (value) => (value === null || !isDay(value) ? [] : [value]),
  };
}

/** Reads every key of `spec` from `params`. */
export function parseParams<S extends ParamSpec>(spec: S, params: URLSearchParams): ParamValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, codec] of Object.entries(spec)) values[key] = codec.parse(params.getAll(key));
  return values as ParamValues<S>;
}

/**
 * Writes `patch` into a copy of `params`: each patched key is replaced by its serialised value
 * (removed when default). Keys outside the spec (e.g. `lang`) are kept as they are.
 */
export function writeParams<S extends ParamSpec>(spec: S, params: URLSearchParams, patch: Partial<ParamValues<S>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    const codec = spec[key];
    if (codec === undefined) continue;
    next.delete(key);
    for (const raw of codec.serialize(value)) next.append(key, raw);
  }
  return next;
}

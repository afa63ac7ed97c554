/**
 * Turns a validated request object into what goes on the wire (SPEC section 7:
 * "All calls are POST with JSON unless noted"; GET calls send the request as the
 * query string; "form" calls send `application/x-www-form-urlencoded`).
 */
import type { BodyEncoding, HttpMethod } from "#contract/define.ts";

/** The wire form of one request. Exactly one of `searchParams`, `json`, `form` is set for a request with fields. */
export interface EncodedRequest {
  /** The declared path with every `{param}` segment filled (URI-encoded). */
  readonly path: string;
  /** GET: the remaining fields as the query string. */
  readonly searchParams?: URLSearchParams;
  /** POST `json`: the remaining fields as the JSON body. */
  readonly json?: unknown;
  /** POST `form`: the remaining fields as a form body. */
  readonly form?: URLSearchParams;
}

const PARAM = /\{([A-Za-z0-9_]+)\}/g;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** One scalar as text: strings as-is, numbers/booleans/bigints via `String`, dates as ISO, objects as JSON. */
function scalarText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/**
 * Encodes a flat record as URL parameters: `undefined` and `null` fields are skipped,
 * arrays repeat the key once per element (`ids=1&ids=2`), nested objects are sent as JSON text.
 */
export function toSearchParams(record: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || value === null) continue;
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, scalarText(item));
    }
  }
  return params;
}

/**
 * Encodes a request for the wire.
 *
 * `{param}` segments of `path` are filled from the request's fields of the same name
 * (URI-encoded) and those fields are removed from the query or body.
 *
 * @returns The encoded request, or `{ missing }` naming a path parameter the request lacks.
 */
export function encodeRequest(method: HttpMethod, encoding: BodyEncoding, path: string, request: unknown): EncodedRequest | { readonly missing: string } {
  const record = isRecord(request) ? request : {};
  const names = [...path.matchAll(PARAM)].map((match) => match[1] ?? "");
  const missing = names.find((name) => {
    const value = record[name];
    return value === undefined || value === null || value === "";
  });
  if (missing !== undefined) return { missing };
  const filled = path.replace(PARAM, (_segment, name: string) => encodeURIComponent(scalarText(record[name])));
  const rest = isRecord(request) ? Object.fromEntries(Object.entries(request).filter(([key]) => !names.includes(key))) : null;
  if (method === "GET") return rest ? { path: filled, searchParams: toSearchParams(rest) } : { path: filled };
  if (encoding === "form") return { path: filled, form: toSearchParams(rest ?? {}) };
  return { path: filled, json: rest ?? request };
}

/**
 * Reads a call's input as its declaration describes it: GET -> the query string, POST ->
 * a JSON or form body; `{param}` path segments are merged in. Never throws: unreadable
 * input is reported as a message for the 40000 answer (41500 for a body of another type).
 *
 * A POST body must come as the declared encoding: `application/json` for JSON calls,
 * `application/x-www-form-urlencoded` (or `multipart/form-data`) for form calls. A body of any
 * other type, `text/plain` above all (what a cross-site form can send without a preflight), is
 * refused; an empty body without a type reads as `{}`.
 */
import type { $ZodIssue } from "zod/v4/core";
import type { Context } from "hono";
import type { EndpointDeclaration } from "@agent-portal/api-client/contract/define";

/** The raw input of a call, or why it could not be read (`unsupportedType`: the body's type is not the declared encoding, HTTP 415). */
export type RawInput = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string; readonly unsupportedType?: boolean };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Query string as an object: a repeated key becomes an array, a single one a string. */
function readQuery(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = values.length === 1 && values[0] !== undefined ? values[0] : values;
  }
  return out;
}

async function readBody(c: Context, declaration: EndpointDeclaration): Promise<RawInput> {
  const contentType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const isForm = FORM_TYPES.includes(contentType);
  if (declaration.encoding === "form") {
    if (!isForm) return { ok: false, unsupportedType: true, message: "body: expected application/x-www-form-urlencoded" };
    return { ok: true, value: await c.req.parseBody({ all: true }) };
  }
  const text = await c.req.text();
  if (contentType === "" && text === "") return { ok: true, value: {} };
  if (contentType !== "application/json") return { ok: false, unsupportedType: true, message: "body: expected application/json" };
  if (text.trim() === "") return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: "body: not valid JSON" };
  }
}

/** Reads the raw input of a call (query or body, plus path params). */
export async function readInput(c: Context, declaration: EndpointDeclaration): Promise<RawInput> {
  const raw = declaration.method === "GET" ? ({ ok: true, value: readQuery(c) } as const) : await readBody(c, declaration);
  if (!raw.ok) return raw;
  const params = c.req.param() as Record<string, string>;
  if (Object.keys(params).length === 0) return raw;
  if (typeof raw.value !== "object" || raw.value === null || Array.isArray(raw.value)) return raw;
  return { ok: true, value: { ...raw.value, ...params } };
}

/** C0 control characters other than tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first text of an input (keys included, at any depth) that a database cannot store or a
 * screen cannot show: a control character (NUL above all, which PostgreSQL refuses in `text`) or a
 * broken surrogate pair. Answers the 40000 message naming the field, or null when every text is fine.
 */
export function findUnsafeText(value: unknown, path: readonly string[] = []): string | null {
  const where = () => (path.length === 0 ? "(request)" : path.join("."));
  if (typeof value === "string") {
    if (CONTROL.test(value)) return `${where()}: control characters are not allowed`;
    if (LONE_SURROGATE.test(value)) return `${where()}: the text is not valid Unicode`;
    return null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = findUnsafeText(key, [...path, "(key)"]);
      if (keyProblem !== null) return keyProblem;
      const found = findUnsafeText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** `path.to.field: why; other: why`: which fields failed and why, for the 40000 message. */
export function describeIssues(error: { readonly issues: readonly $ZodIssue[] }): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length === 0 ? "(request)" : issue.path.map(String).join(".")}: ${issue.message}`)
    .join("; ");
}

/** A declared path with `{param}` segments as Hono's `:param`. */
export const toRoutePath = (path: string): string => path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ":$1");

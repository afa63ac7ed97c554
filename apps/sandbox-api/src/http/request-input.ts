/**
 * Reads a call's input as its declaration describes it: GET -> the query string, POST ->
 * a JSON or form body; `{param}` path segments are merged in. Never throws: unreadable
 * input is reported as a message for the 40000 answer.
 */
import type { $ZodIssue } from "zod/v4/core";
import type { Context } from "hono";
import type { EndpointDeclaration } from "@agent-portal/api-client/contract/define";

/** The raw input of a call, or why it could not be read. */
export type RawInput = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

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
    if (!isForm) return { ok: false, message: "body: expected application/x-www-form-urlencoded" };
    return { ok: true, value: await c.req.parseBody({ all: true }) };
  }
  if (isForm) return { ok: false, message: "body: expected application/json" };
  const text = await c.req.text();
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

/** `path.to.field: why; other: why`: which fields failed and why, for the 40000 message. */
export function describeIssues(error: { readonly issues: readonly $ZodIssue[] }): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length === 0 ? "(request)" : issue.path.map(String).join(".")}: ${issue.message}`)
    .join("; ");
}

/** A declared path with `{param}` segments as Hono's `:param`. */
export const toRoutePath = (path: string): string => path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ":$1");

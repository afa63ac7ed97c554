/**
 * Helpers of the sandbox-only routes: reading a JSON body and describing zod issues.
 */
import type { Context } from "hono";
import type { z } from "zod";

/** `path: message; ...` of a zod error, for a 400 answer. */
export const describeZodIssues = (error: z.ZodError): string => error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join("; ");

/** A parsed body, or the 400 message. */
export type ParsedBody<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** Reads a JSON body (empty means `{}`) and validates it with `schema`. */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<ParsedBody<z.output<S>>> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    return { ok: false, error: "body: not valid JSON" };
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: describeZodIssues(parsed.error) };
}

/**
 * Sends one declared call to the app in-process, encoded as the portal's client encodes it
 * (`@agent-portal/api-client` transport): GET as the query string, POST as JSON or a form,
 * `{param}` path segments filled from the request. Test support for the suites that walk every
 * declaration (scope matrix, fuzz); answers the HTTP status and the parsed envelope.
 */
import type { Hono } from "hono";
import type { EndpointDeclaration } from "@agent-portal/api-client/contract/define";
import { families } from "@agent-portal/api-client/families";

/** An answer of {@link sendDeclared}: HTTP status and envelope (`data` absent on failures). */
export interface DeclaredAnswer {
  readonly status: number;
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
}

const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : JSON.stringify(value));

function toParams(fields: Readonly<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) params.append(key, text(item));
  }
  return params;
}

/** The path (with query) and request options of a declared call made with `request`. */
export function encodeDeclared(declaration: EndpointDeclaration, request: unknown, token: string | null): { path: string; init: RequestInit } {
  const fields: Record<string, unknown> = typeof request === "object" && request !== null && !Array.isArray(request) ? { ...(request as Record<string, unknown>) } : {};
  const filled = declaration.path.replace(PARAM, (_segment, name: string) => {
    const value = encodeURIComponent(text(fields[name] ?? ""));
    Reflect.deleteProperty(fields, name);
    return value;
  });
  const headers: Record<string, string> = { accept: "application/json" };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const base = families[declaration.family].baseUrl + filled;
  if (declaration.method === "GET") {
    const query = toParams(fields).toString();
    return { path: query === "" ? base : `${base}?${query}`, init: { method: "GET", headers } };
  }
  if (declaration.encoding === "form") {
    return { path: base, init: { method: "POST", headers: { ...headers, "content-type": "application/x-www-form-urlencoded" }, body: toParams(fields).toString() } };
  }
  return { path: base, init: { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(request ?? {}) } };
}

/** Makes a declared call as the holder of `token` (null: no token) and reads the envelope. */
export async function sendDeclared(app: Hono, declaration: EndpointDeclaration, request: unknown, token: string | null): Promise<DeclaredAnswer> {
  const { path, init } = encodeDeclared(declaration, request, token);
  const response = await app.request(path, init);
  const body = await response.text();
  let parsed: { code?: unknown; msg?: unknown; data?: unknown } = {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    parsed = { msg: body.slice(0, 200) };
  }
  return { status: response.status, code: typeof parsed.code === "number" ? parsed.code : -1, msg: typeof parsed.msg === "string" ? parsed.msg : "", data: parsed.data };
}

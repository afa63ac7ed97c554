/**
 * Scrubbing of what error reporting and tracking send (issue 8 item 10; CONVENTIONS "Security":
 * no token, password or code in logs or URLs). Pure functions over plain data, so they run on
 * Sentry events, breadcrumbs and spans alike and are unit-tested without the SDK.
 *
 * What is replaced by {@link FILTERED}:
 * - the value of every object key that names a secret ({@link isSensitiveKey}): tokens,
 *   passwords, secrets, cookies, `Authorization` headers, verification codes (`code` when it
 *   holds a string: the API's numeric envelope `code` stays);
 * - inside any string: `Bearer`/`Basic` credentials, the values of the query (or fragment)
 *   parameters {@link SENSITIVE_QUERY_PARAMS} (`redirect`, `code`, `token`, ...), JSON members
 *   with a sensitive name, and every occurrence of a known secret (the session's token, passed
 *   in by the app at call time).
 */

/** What a scrubbed value reads. */
export const FILTERED = "[Filtered]";

/** Query and fragment parameters whose values never leave the page: redirect targets, codes, tokens and credentials. */
export const SENSITIVE_QUERY_PARAMS: readonly string[] = [
  "redirect",
  "redirect_uri",
  "code",
  "token",
  "access_token",
  "refresh_token",
  "id_token",
  "auth",
  "password",
  "pwd",
  "secret",
  "signature",
  "sig",
];

/** Object keys (compared without case, `-` and `_`) whose values are secrets whatever their type. */
const SENSITIVE_KEYS: ReadonlySet<string> = new Set([
  "authorization",
  "proxyauthorization",
  "cookie",
  "setcookie",
  "xauthtoken",
  "token",
  "accesstoken",
  "refreshtoken",
  "idtoken",
  "sessiontoken",
  "password",
  "passwd",
  "pwd",
  "newpassword",
  "oldpassword",
  "secret",
  "clientsecret",
  "apikey",
  "verifycode",
  "verificationcode",
  "smscode",
  "otp",
  "captcha",
]);

const normaliseKey = (key: string): string => key.toLowerCase().replace(/[-_\s]/g, "");

/**
 * Whether the value under `key` is a secret: a key of the secret list, or `code` holding a
 * string (verification codes are strings in the contract; envelope codes are numbers).
 */
export function isSensitiveKey(key: string, value: unknown): boolean {
  const normalised = normaliseKey(key);
  if (SENSITIVE_KEYS.has(normalised)) return true;
  return normalised === "code" && typeof value === "string";
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const paramPattern = new RegExp(`([?&#;]|^)(${SENSITIVE_QUERY_PARAMS.map(escapeRegExp).join("|")})=([^&#\\s"'<>]*)`, "gi");
const credentialPattern = /\b(Bearer|Basic|Token)(\s+)[A-Za-z0-9\-._~+/]+=*/gi;
const jsonMemberPattern = /("(?:[A-Za-z_-]*(?:token|password|passwd|secret|authorization|cookie)|code|verify_?code|otp|captcha)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;

/** Secrets shorter than this are not searched for inside strings (too many false hits). */
const MIN_SECRET_LENGTH = 6;

/**
 * Scrubs one string: credentials after `Bearer`/`Basic`/`Token`, the values of sensitive query
 * and fragment parameters (in full URLs, relative URLs and free text alike), JSON members with
 * a sensitive name, and each known secret of at least 6 characters.
 */
export function scrubString(text: string, secrets: readonly string[] = []): string {
  let result = text.replace(credentialPattern, `$1$2${FILTERED}`).replace(paramPattern, `$1$2=${FILTERED}`).replace(jsonMemberPattern, `$1"${FILTERED}"`);
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH && result.includes(secret)) result = result.split(secret).join(FILTERED);
  }
  return result;
}

/** Deepest level {@link scrubValue} walks; deeper values are replaced by {@link FILTERED}. */
export const MAX_SCRUB_DEPTH = 12;

/**
 * Returns a scrubbed copy of `value` (plain objects, arrays and strings; other values as they
 * are): sensitive keys filtered, strings through {@link scrubString}. Cycles and levels beyond
 * {@link MAX_SCRUB_DEPTH} become {@link FILTERED}. Never throws for plain data.
 */
export function scrubValue<T>(value: T, secrets: readonly string[] = []): T {
  const seen = new WeakSet<object>();
  const walk = (current: unknown, depth: number): unknown => {
    if (typeof current === "string") return scrubString(current, secrets);
    if (typeof current !== "object" || current === null) return current;
    if (depth > MAX_SCRUB_DEPTH || seen.has(current)) return FILTERED;
    seen.add(current);
    if (Array.isArray(current)) return current.map((item) => walk(item, depth + 1));
    const prototype: unknown = Object.getPrototypeOf(current);
    if (prototype !== Object.prototype && prototype !== null) return current;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(current)) {
      copy[key] = isSensitiveKey(key, item) ? FILTERED : walk(item, depth + 1);
    }
    return copy;
  };
  return walk(value, 0) as T;
}

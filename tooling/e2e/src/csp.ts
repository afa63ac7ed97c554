/**
 * The Content-Security-Policy checks of both apps (issue 8 item 4): the sandbox sends the same
 * strict policy with a fresh nonce per HTML response for the desktop portal and the mobile
 * webview, and neither built page carries inline code.
 */
import { expect } from "@playwright/test";

/** The directives every HTML response must carry (issue 8 item 4), the nonce of `style-src` aside. */
export const REQUIRED_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "style-src-attr": ["'unsafe-inline'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "frame-ancestors": ["'none'"],
};

/** Parses a CSP header into directive (lower case) -> sources. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * The inline code of an HTML document: `<script>` tags that carry code inline (their first 120
 * characters), inline event handler attributes (`onclick attribute`) and `javascript:` URLs.
 * Empty for a page that runs only external scripts.
 */
export function inlineCode(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = (match[2] ?? "").trim();
    if (!/\bsrc=/.test(attributes) || body !== "") found.push(match[0].slice(0, 120));
  }
  for (const match of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)=/gi)) found.push(`${match[1] ?? ""} attribute`);
  if (/javascript:/i.test(html)) found.push("javascript: URL");
  return found;
}

/**
 * Asserts that one HTML response of `path` (its `Content-Security-Policy` `header` and its body
 * `html`) carries the strict policy: every {@link REQUIRED_DIRECTIVES} entry exactly;
 * `connect-src` with `'self'`; `style-src` as `'self'` plus one nonce (16+ base64 characters);
 * no `unsafe-eval`; `'unsafe-inline'` only in `style-src-attr`; the page's
 * `<meta property="csp-nonce">` repeating the nonce, no `__CSP_NONCE__` placeholder left and no
 * {@link inlineCode}. Answers the nonce (empty when missing, after the failed assertion).
 */
export function expectStrictPolicy(path: string, header: string, html: string): string {
  const directives = parseCsp(header);
  for (const [name, sources] of Object.entries(REQUIRED_DIRECTIVES)) expect(directives.get(name), `${path}: ${name}`).toEqual(sources);
  expect(directives.get("connect-src"), path).toContain("'self'");
  const styleSrc = directives.get("style-src") ?? [];
  expect(styleSrc[0], path).toBe("'self'");
  expect(styleSrc, path).toHaveLength(2);
  const nonce = /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(styleSrc[1] ?? "")?.[1];
  expect(nonce, `${path}: style-src nonce`).toBeDefined();
  expect(header, path).not.toContain("unsafe-eval");
  for (const [name, sources] of directives) {
    if (name !== "style-src-attr") expect(sources, `${path}: ${name} allows no inline code`).not.toContain("'unsafe-inline'");
  }
  expect(html, `${path}: meta csp-nonce`).toContain(`<meta property="csp-nonce" nonce="${nonce ?? ""}"`);
  expect(html).not.toContain("__CSP_NONCE__");
  expect(inlineCode(html), `${path}: inline code`).toEqual([]);
  return nonce ?? "";
}

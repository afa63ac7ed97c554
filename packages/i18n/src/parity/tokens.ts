/**
 * The parts of a translation that must survive translation unchanged: interpolation placeholders
 * (`{{name}}`, `{{count, number}}`), nesting (`$t(key)`) and Trans-style tags (`<0>`, `</0>`, `<br/>`).
 */

const TOKEN = /\{\{[^{}]*\}\}|\$t\([^)]*\)|<\/?\w+\s*\/?>/g;

/**
 * The placeholders, nestings and tags of `text`, normalised (`{{ name }}` -> `{{name}}`) and sorted,
 * so two strings with the same tokens in a different order compare equal.
 */
export function tokensOf(text: string): string[] {
  return Array.from(text.matchAll(TOKEN), ([token]) => normalizeToken(token)).sort();
}

function normalizeToken(token: string): string {
  if (!token.startsWith("{{")) return token.replace(/\s+/g, "");
  const parts = token
    .slice(2, -2)
    .split(",")
    .map((part) => part.trim());
  return `{{${parts.join(", ")}}}`;
}

/**
 * Why `text`'s braces are malformed, or `null`: a lone `{{` or `}}` (e.g. `{{name}` or `{name}}`)
 * means i18next would print it literally instead of interpolating.
 */
export function braceProblem(text: string): string | null {
  const rest = text.replace(TOKEN, "");
  if (rest.includes("{{") || rest.includes("}}")) return `unbalanced interpolation braces in "${text}"`;
  return null;
}

/** Removes every token from `text`, leaving the words a translator translates. */
export function withoutTokens(text: string): string {
  return text.replace(TOKEN, " ");
}

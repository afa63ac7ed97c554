/**
 * Finds physical (left/right) layout in source, which breaks right-to-left pages (issue 4): the
 * portal writes `ms-`/`me-`/`ps-`/`pe-`/`start-`/`end-`/`text-start` instead, which flip with
 * `<html dir>`. See the package README, "Right to left".
 */

/** One physical property found in a file. */
export interface PhysicalFinding {
  /** 1-based line. */
  readonly line: number;
  /** The class or declaration as written (`hover:ml-2`, `margin-left`, `marginLeft`). */
  readonly token: string;
  /** The logical replacement to use. */
  readonly use: string;
}

/** A Tailwind spacing or inset value: `2`, `0.5`, `1/2`, `px`, `full`, `auto`, `[3px]`, `(--gap)`. */
const VALUE = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[[^\]]+\]|\([^)]+\))`;

function valued(prefix: string): RegExp {
  return new RegExp(`^${prefix}-${VALUE}$`);
}

/** Tailwind utilities with a physical side, and their logical replacement. */
const UTILITIES: readonly { pattern: RegExp; use: string }[] = [
  { pattern: valued("-?ml"), use: "ms-*" },
  { pattern: valued("-?mr"), use: "me-*" },
  { pattern: valued("pl"), use: "ps-*" },
  { pattern: valued("pr"), use: "pe-*" },
  { pattern: valued("-?left"), use: "start-*" },
  { pattern: valued("-?right"), use: "end-*" },
  { pattern: valued("-?scroll-ml"), use: "scroll-ms-*" },
  { pattern: valued("-?scroll-mr"), use: "scroll-me-*" },
  { pattern: valued("scroll-pl"), use: "scroll-ps-*" },
  { pattern: valued("scroll-pr"), use: "scroll-pe-*" },
  { pattern: /^border-l(?:-[\w[\]#%./()-]+)?$/, use: "border-s*" },
  { pattern: /^border-r(?:-[\w[\]#%./()-]+)?$/, use: "border-e*" },
  { pattern: /^rounded-(?:l|r|tl|tr|bl|br)(?:-[\w[\].()-]+)?$/, use: "rounded-s* / rounded-e* / rounded-ss* / rounded-se* / rounded-es* / rounded-ee*" },
  { pattern: /^text-(?:left|right)$/, use: "text-start / text-end" },
  { pattern: /^float-(?:left|right)$/, use: "float-start / float-end" },
  { pattern: /^clear-(?:left|right)$/, use: "clear-start / clear-end" },
];

/** CSS declarations (in `.css`) and React style keys (in `.ts`/`.tsx`) with a physical side. */
const DECLARATIONS: readonly { pattern: RegExp; use: string }[] = [
  { pattern: /\b(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b/g, use: "*-inline-start / *-inline-end" },
  { pattern: /\b(?:margin|padding|border)(?:Left|Right)\b/g, use: "marginInlineStart / paddingInlineEnd / ..." },
  { pattern: /\btext-align\s*:\s*(?:left|right)\b/g, use: "text-align: start / end" },
  { pattern: /\btextAlign\s*:\s*["'](?:left|right)["']/g, use: 'textAlign: "start" / "end"' },
  { pattern: /\bfloat\s*:\s*(?:left|right)\b/g, use: "float: inline-start / inline-end" },
];

/** Inset properties in CSS (`left: 0`), which the declaration list above cannot tell from words. */
const CSS_INSET = /(?:^|[;{\s])((?:left|right)\s*:)/g;

/** A class-like token: no spaces, quotes, backticks, braces, commas or semicolons (parentheses kept for `pr-(--gap)`). */
const TOKEN = /[^\s"'`{},;]+/g;

/** Splits `md:hover:[&>svg]:ml-2` into variants and the utility, ignoring `:` inside brackets. */
function splitVariants(token: string): { variants: string[]; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of token) {
    if (char === "[") depth += 1;
    if (char === "]") depth = Math.max(0, depth - 1);
    if (char === ":" && depth === 0) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  return { variants: parts, utility: current.replace(/^!|!$/g, "") };
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let position = 0; position < index; position += 1) if (text.charCodeAt(position) === 10) line += 1;
  return line;
}

/**
 * The physical properties in one file's text. `kind` picks the rules: `css` for stylesheets
 * (declarations and `left:`/`right:` insets), `code` for `.ts`/`.tsx` (Tailwind classes anywhere
 * in the text, and React style keys). A class under an explicit `rtl:` or `ltr:` variant is
 * deliberate and not reported (e.g. `rtl:-scale-x-100`, `ltr:ml-2 rtl:mr-2` if ever needed).
 */
export function findPhysicalCss(text: string, kind: "css" | "code"): PhysicalFinding[] {
  const findings: PhysicalFinding[] = [];
  for (const { pattern, use } of DECLARATIONS) {
    for (const match of text.matchAll(pattern)) findings.push({ line: lineOf(text, match.index), token: match[0], use });
  }
  if (kind === "css") {
    for (const match of text.matchAll(CSS_INSET)) {
      const token = match[1] ?? "";
      findings.push({ line: lineOf(text, match.index + match[0].indexOf(token)), token: token.replace(/\s+/g, ""), use: "inset-inline-start / inset-inline-end" });
    }
  } else {
    for (const match of text.matchAll(TOKEN)) {
      const { variants, utility } = splitVariants(match[0]);
      if (variants.includes("rtl") || variants.includes("ltr")) continue;
      const rule = UTILITIES.find(({ pattern }) => pattern.test(utility));
      if (rule) findings.push({ line: lineOf(text, match.index), token: match[0], use: rule.use });
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}

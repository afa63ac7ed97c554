/**
 * The pseudo-locale `en-XA`, derived from `en.json` at run time: every letter accented, every
 * string ~35 % longer and wrapped in `[` `]`.
 *
 * - Text that reaches the screen without the accents did not go through a key (untranslated).
 * - A string whose closing `]` is missing was clipped by its container.
 * - The extra length approximates the longest translations (German, Russian, Malay run 30-40 %
 *   longer than English), so a layout that survives `en-XA` survives them.
 *
 * Interpolation placeholders (`{{name}}`, `{{count, number}}`), nesting (`$t(key)`) and
 * Trans-style tags (`<0>`, `</0>`, `<br/>`) are kept untouched, so the strings still work.
 * Loaded through a dynamic `import()` only when `?lang=en-XA` is chosen.
 */
import type { LocaleTree } from "./locale-tree.ts";
import { isLocaleObject } from "./locale-tree.ts";

/** Letters and their accented look-alikes. Case is kept. */
const ACCENTED: Readonly<Record<string, string>> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** Share of extra length added to every string. */
export const PSEUDO_EXPANSION = 0.35;

/** Parts of a string that must survive unchanged: placeholders, nesting and Trans tags. */
const PROTECTED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\w+\s*\/?>)/;

function accent(text: string): string {
  return Array.from(text, (char) => ACCENTED[char] ?? char).join("");
}

/**
 * Pseudo-localises one string: `"Log in"` -> `"[Ļöĝ íñ ~~~]"`. Placeholders, `$t()` and tags are
 * kept; the padding adds `ceil(35 %)` of the original length in `~`.
 */
export function pseudoLocalizeText(text: string): string {
  const body = text
    .split(PROTECTED)
    .map((part, index) => (index % 2 === 1 ? part : accent(part)))
    .join("");
  const padding = "~".repeat(Math.max(1, Math.ceil(text.length * PSEUDO_EXPANSION)));
  return `[${body} ${padding}]`;
}

/**
 * Pseudo-localises every string of a nested locale object; the key structure is kept and
 * anything that is not a string or an object is dropped.
 */
export function pseudoLocalize(resource: unknown): LocaleTree {
  const out: Record<string, LocaleTree | string> = {};
  if (!isLocaleObject(resource)) return out;
  for (const [key, value] of Object.entries(resource)) {
    if (typeof value === "string") out[key] = pseudoLocalizeText(value);
    else if (isLocaleObject(value)) out[key] = pseudoLocalize(value);
  }
  return out;
}

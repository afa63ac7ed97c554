/**
 * Builds the locale strings of the business codes: `errors.api.<path>.<code>` for every
 * declared call and every code in its `errors`, in the 26 languages of `i18n/error-messages.json`
 * (SPEC section 8: "a translated message keyed by URL and code is shown").
 *
 *   pnpm --filter @agent-portal/api-client i18n:errors <out.json>
 *   node tooling/scripts/i18n-merge.mjs <out.json>
 *
 * The output is the merge script's input: `{ "<lang>": { "errors": { "api": { "<path>": { "<code>": text } } } } }`.
 * The path is the declaration's `path` (family base excluded) because the transport builds the
 * key from it (`apiMessageKey`); the only paths two families share (`/sendVerifyCode`,
 * `/checkVerifyCode`) answer the same phone codes, so one text serves both.
 */
import { readFileSync, writeFileSync } from "node:fs";
import process from "node:process";

/** `i18n/error-messages.json`: languages, code -> message id, message id -> text per language. */
export interface ErrorMessageTable {
  readonly languages: readonly string[];
  readonly codes: Readonly<Record<string, string>>;
  readonly messages: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The part of a declaration the strings need. */
export interface DeclaredErrors {
  readonly key: string;
  readonly path: string;
  readonly errors: readonly number[];
}

/** Nested locale strings per language, as `i18n-merge.mjs` takes them. */
export type MergeInput = Record<string, { errors: { api: Record<string, Record<string, string>> } }>;

/**
 * The strings of every declared business code in every language.
 *
 * @throws Error naming the first code without a message id, or a message without a language's text.
 */
export function buildErrorStrings(endpoints: readonly DeclaredErrors[], table: ErrorMessageTable): MergeInput {
  const output: MergeInput = {};
  for (const language of table.languages) {
    const api: Record<string, Record<string, string>> = {};
    for (const { key, path, errors } of endpoints) {
      for (const code of errors) {
        const messageId = table.codes[String(code)];
        if (messageId === undefined) throw new Error(`${key}: code ${String(code)} has no message in i18n/error-messages.json`);
        const text = table.messages[messageId]?.[language];
        if (text === undefined || text.trim() === "") throw new Error(`${messageId}: no ${language} text`);
        (api[path] ??= {})[String(code)] = text;
      }
    }
    output[language] = { errors: { api } };
  }
  return output;
}

/** Reads the committed message table. */
export const readErrorMessageTable = (): ErrorMessageTable => JSON.parse(readFileSync(new URL("../i18n/error-messages.json", import.meta.url), "utf8")) as ErrorMessageTable;

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  const out = process.argv[2];
  if (out === undefined) {
    console.error("usage: tsx scripts/error-strings.ts <out.json>");
    process.exit(2);
  }
  const { allEndpoints } = await import("#contract/registry.ts");
  writeFileSync(out, `${JSON.stringify(buildErrorStrings(allEndpoints, readErrorMessageTable()), null, 2)}\n`);
  console.info(`wrote ${out}; merge it with: node tooling/scripts/i18n-merge.mjs ${out}`);
}

/**
 * The CI parity check on the real `locales/*.json` (part of `pnpm --filter @agent-portal/i18n test`).
 * Fails on any problem of `checkLocaleParity` and on a language above the untranslated failure
 * threshold; prints warnings (languages above 10 % English, keys copied into most languages).
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#languages.ts";
import { checkLocaleParity } from "./check-parity.ts";
import { formatParityReport } from "./parity-report.ts";

const localesDir = join(dirname(fileURLToPath(import.meta.url)), "../../locales");

function readLocales(): Record<string, unknown> {
  const locales: Record<string, unknown> = {};
  for (const file of readdirSync(localesDir)) {
    if (!file.endsWith(".json")) continue;
    locales[file.slice(0, -".json".length)] = JSON.parse(readFileSync(join(localesDir, file), "utf8")) as unknown;
  }
  return locales;
}

describe("locales/*.json", () => {
  const report = checkLocaleParity(readLocales(), { languages: LANGUAGE_CODES });

  it("has a file for each of the 26 languages and no other", () => {
    expect(report.problems.filter((problem) => problem.key === "*").map((problem) => problem.message)).toEqual([]);
  });

  it("have exactly the keys of en, non-empty, with en's placeholders", () => {
    expect(report.problems.map((problem) => `${problem.kind}: ${problem.message}`)).toEqual([]);
  });

  it("are translated: no language above the failure threshold of English-identical values", () => {
    const warnings = formatParityReport({ ...report, problems: [] });
    if (warnings) console.warn(`Locale parity warnings:\n${warnings}`);
    expect(report.untranslated.filter((entry) => entry.level === "failure").map((entry) => entry.language)).toEqual([]);
    expect(report.ok).toBe(true);
  });
});

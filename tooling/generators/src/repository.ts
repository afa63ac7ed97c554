/** The generator's view of the repository: the contract, the built screens, the English texts, the files. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { endpointsByFile } from "@agent-portal/api-client/contract/registry";
import type { GenContext } from "#screen-plan.ts";
import { SCREENS_FILE } from "#screen-generator.ts";

/** The route names with an entry in the `screens` object of `screens.ts`. */
export function builtScreensOf(source: string): Set<string> {
  const start = source.indexOf("export const screens");
  const end = source.indexOf("\n};", start);
  const body = start === -1 || end === -1 ? "" : source.slice(start, end);
  return new Set([...body.matchAll(/^ {2}([A-Z]\w*):/gm)].map((match) => match[1] ?? ""));
}

/** The generator's view of the repository at `root` (the real files). */
export function repositoryContext(root: string): GenContext {
  return {
    endpointsByFile,
    builtScreens: builtScreensOf(readFileSync(join(root, SCREENS_FILE), "utf8")),
    english: JSON.parse(readFileSync(join(root, "packages/i18n/locales/en.json"), "utf8")) as Record<string, unknown>,
    exists: (path) => existsSync(join(root, path)),
  };
}

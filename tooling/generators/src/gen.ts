/**
 * `pnpm gen screen <RouteName> --call <Key> [--export <Key>] [--row-id <field>] [--account <login>]`:
 * writes a list screen for a route of the route table (apps/portal README, "Adding a screen").
 * Non-interactive: everything comes from the arguments; a refusal prints why and exits with 1.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import nodePlop from "node-plop";
import { repositoryContext } from "#repository.ts";
import { GenError, planScreen } from "#screen-plan.ts";
import { SCREENS_FILE, addedFiles, e2eFileOf, registerScreenGenerator } from "#screen-generator.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const USAGE = "usage: pnpm gen screen <RouteName> [--call <Key>] [--export <Key>] [--row-id <field>] [--account <login>]";

async function main(argv: readonly string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { call: { type: "string" }, export: { type: "string" }, "row-id": { type: "string" }, account: { type: "string" }, help: { type: "boolean" } },
  });
  const [generator, routeName] = positionals;
  if (values.help === true || generator !== "screen" || routeName === undefined || positionals.length > 2) {
    console.error(USAGE);
    return values.help === true ? 0 : 2;
  }
  const plan = planScreen({ routeName, call: values.call, exportCall: values.export, rowId: values["row-id"], account: values.account }, repositoryContext(ROOT));
  const plop = await nodePlop(undefined, { destBasePath: ROOT, force: false });
  registerScreenGenerator(plop, { root: ROOT, mergeStrings: true });
  const { changes, failures } = await plop.getGenerator("screen").runActions(plan);
  for (const change of changes) console.info(`  ${change.type}: ${change.path.replace(/^\//, "")}`);
  for (const failure of failures) console.error(`  failed: ${failure.type} ${failure.path} ${failure.error}`);
  if (failures.length > 0) {
    // Nothing half-made stays: the folder and the e2e file did not exist before this run (planScreen checked).
    rmSync(join(ROOT, plan.dir), { recursive: true, force: true });
    rmSync(join(ROOT, e2eFileOf(plan)), { force: true });
    return 1;
  }
  // The written code in the repository's formatting (Prettier, checked by `pnpm test:all`; the strings file is ignored there).
  const written = [...addedFiles(plan), SCREENS_FILE].map((path) => join(ROOT, path));
  execFileSync(join(ROOT, "node_modules/.bin/prettier"), ["--write", "--log-level", "warn", ...written], { stdio: "inherit" });
  console.info(`\n${plan.routeName} (${plan.path}): ${addedFiles(plan).length} files written, formatted and registered.`);
  if (plan.unboundFields.length > 0) console.info(`Request fields bound to no filter: ${plan.unboundFields.join(", ")} (see ${plan.dir}/${plan.stem}-params.ts).`);
  if (plan.exportCall === null)
    console.info(
      'No export call (no --export, and none declares screen: { route, role: "export" }): the list has no export until one is given (the list rules: export on the server).',
    );
  console.info(`Translate the 25 other languages in ${plan.dir}/i18n/strings.json, then: node tooling/scripts/i18n-merge.mjs ${plan.dir}/i18n/strings.json --force`);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof GenError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

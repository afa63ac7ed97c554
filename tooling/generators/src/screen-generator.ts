/**
 * The `screen` generator (node-plop): renders the templates of `templates/screen` for a
 * {@link ScreenPlan}, registers the screen in the portal's `screens.ts` and writes the screen's
 * i18n merge input, merged into the 26 locale files unless told not to.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ActionType, NodePlopAPI } from "node-plop";
import type { ColumnPlan, ScreenPlan } from "#screen-plan.ts";

const TEMPLATES = join(dirname(fileURLToPath(import.meta.url)), "../templates/screen");

/** Where the portal registers its screens; the generator adds one entry to its `screens` object. */
export const SCREENS_FILE = "apps/portal/src/app/screens.ts";

/** How the generator writes: the repository root, and whether to run the i18n merge. */
export interface ScreenGeneratorOptions {
  /** The repository root: every path of the plan is relative to it. */
  readonly root: string;
  /** Merge the screen's strings into `packages/i18n/locales` (`tooling/scripts/i18n-merge.mjs`); tests pass false. */
  readonly mergeStrings: boolean;
}

function accessorOf(column: ColumnPlan): string {
  switch (column.kind) {
    case "number":
      return `format.number(row.${column.field})`;
    case "seconds":
      return `format.dateTime(row.${column.field} * 1000)`;
    case "string":
      return `row.${column.field}`;
    default:
      return `String(row.${column.field})`;
  }
}

/** One line of the columns file per column: the first one always shown, the others by priority. */
export function columnLines(plan: ScreenPlan): string[] {
  return plan.columns.map((column, index) => {
    const header = `t("${plan.namespace}.column.${column.id}")`;
    const place = index === 0 ? "hideable: false" : `priority: ${String(index)}`;
    return `{ id: "${column.id}", ${place}, header: ${header}, width: ${column.kind === "seconds" ? "170" : "160"}, accessor: (row) => ${accessorOf(column)} },`;
  });
}

function serviceImports(plan: ScreenPlan): string {
  const list = `use${plan.call.hook}Query`;
  if (plan.exportCall === null) return `import { ${list} } from "@agent-portal/api-client/services/${plan.call.file}";`;
  const exporter = `useLazy${plan.exportCall.hook}Query`;
  if (plan.exportCall.file === plan.call.file) return `import { ${exporter}, ${list} } from "@agent-portal/api-client/services/${plan.call.file}";`;
  return [
    `import { ${list} } from "@agent-portal/api-client/services/${plan.call.file}";`,
    `import { ${exporter} } from "@agent-portal/api-client/services/${plan.exportCall.file}";`,
  ]
    .sort()
    .join("\n");
}

function contractImports(plan: ScreenPlan): string {
  if (plan.exportCall === null) return `import type { ${plan.call.key} } from "@agent-portal/api-client/contract/${plan.call.file}";`;
  if (plan.exportCall.file === plan.call.file)
    return `import type { ${[plan.call.key, plan.exportCall.key].sort().join(", ")} } from "@agent-portal/api-client/contract/${plan.call.file}";`;
  return [
    `import type { ${plan.call.key} } from "@agent-portal/api-client/contract/${plan.call.file}";`,
    `import type { ${plan.exportCall.key} } from "@agent-portal/api-client/contract/${plan.exportCall.file}";`,
  ]
    .sort()
    .join("\n");
}

/** The e2e file of a route: `PaymentBlacklist` → `apps/portal/e2e/payment-blacklist.e2e.ts`. */
export function e2eFileOf(plan: ScreenPlan): string {
  return `apps/portal/e2e/${plan.key}.e2e.ts`;
}

/** The files the generator adds, relative to the root. */
export function addedFiles(plan: ScreenPlan): string[] {
  return [
    `${plan.dir}/${plan.stem}-page.tsx`,
    `${plan.dir}/${plan.stem}-columns.tsx`,
    `${plan.dir}/${plan.stem}-params.ts`,
    `${plan.dir}/${plan.stem}-params.test.ts`,
    `${plan.dir}/i18n/strings.json`,
    e2eFileOf(plan),
  ];
}

/** The data the templates read: the plan and the code fragments computed here. */
export function templateData(plan: ScreenPlan): Record<string, unknown> {
  const usesFormat = plan.columns.some((column) => column.kind === "number" || column.kind === "seconds");
  const menuEntry = plan.menuPath.at(-1) ?? plan.label;
  return {
    ...plan,
    columnIds: plan.columns.map((column) => `"${column.id}"`).join(", "),
    columnLines: columnLines(plan),
    formatParam: usesFormat ? "format" : "_format",
    firstColumn: plan.columns[0]?.id ?? "row",
    serviceImports: serviceImports(plan),
    contractImports: contractImports(plan),
    // The three empty states of the list rules: an impossible filter, nothing matching, nothing yet.
    emptyTitleProp: `emptyTitle={${plan.bigoFilter ? 'request === null ? t("shared.bigoId.invalid") : ' : ""}filtered ? t("shared.list.emptyFiltered") : t("shared.list.emptyTitle")}`,
    getRowIdProp: `getRowId={(row) => ${plan.rowIdExpression}}`,
    menuGroups: plan.menuPath.slice(0, -1),
    menuEntry,
    pathPattern: plan.path.replaceAll("/", "\\/"),
  };
}

/** Adds the screen to the `screens` object of `screens.ts` (its last entry), importing the page by its `#pages/...` path. */
export function registerScreen(source: string, plan: ScreenPlan): string {
  const start = source.indexOf("export const screens");
  const end = start === -1 ? -1 : source.indexOf("\n};", start);
  if (end === -1) throw new Error(`${SCREENS_FILE} has no "export const screens = { ... };" object to add ${plan.routeName} to.`);
  const entry = `\n  ${plan.routeName}: screen(() => import("${plan.importDir}/${plan.stem}-page.tsx")),`;
  return source.slice(0, end) + entry + source.slice(end);
}

/**
 * The screen's i18n merge input (`tooling/scripts/i18n-merge.mjs`): the English texts under `en`
 * and, for each other language of `packages/i18n/locales`, the same English text, so every
 * locale has every key (the parity check's key test) and the page reads in English until it is
 * translated. The parity check lists these keys among its warnings ("equal to English in more
 * than half of the languages") until the translations replace them (merge with `--force`).
 */
export function stringsInput(plan: ScreenPlan, languages: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(languages.map((language) => [language, plan.strings]));
}

/** The language codes of the locale files (`packages/i18n/locales/<code>.json`), `en` first. */
export function localeLanguages(root: string): string[] {
  const codes = readdirSync(join(root, "packages/i18n/locales"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length));
  return ["en", ...codes.filter((code) => code !== "en").sort()];
}

/** Registers the `screen` generator on `plop`; its answers are a {@link ScreenPlan} (`planScreen`). */
export function registerScreenGenerator(plop: NodePlopAPI, options: ScreenGeneratorOptions): void {
  plop.setGenerator("screen", {
    description: "A list screen for a route of the route table (pnpm gen screen <RouteName> --call <Key>)",
    prompts: [],
    actions: (answers) => {
      const plan = answers as ScreenPlan;
      const data = templateData(plan);
      const add = (template: string, path: string): ActionType => ({
        type: "add",
        path: join(options.root, path),
        templateFile: join(TEMPLATES, template),
        data,
        abortOnFail: true,
      });
      const [page, columns, params, test, strings, e2e] = addedFiles(plan) as [string, string, string, string, string, string];
      return [
        add("page.tsx.hbs", page),
        add("columns.tsx.hbs", columns),
        add("params.ts.hbs", params),
        add("params.test.ts.hbs", test),
        add("e2e.ts.hbs", e2e),
        () => {
          const file = join(options.root, SCREENS_FILE);
          writeFileSync(file, registerScreen(readFileSync(file, "utf8"), plan));
          return `${SCREENS_FILE}: ${plan.routeName} registered`;
        },
        () => {
          const file = join(options.root, strings);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, `${JSON.stringify(stringsInput(plan, localeLanguages(options.root)), null, 2)}\n`);
          if (!options.mergeStrings) return `${strings} written (not merged)`;
          execFileSync(process.execPath, [join(options.root, "tooling/scripts/i18n-merge.mjs"), file], { stdio: "inherit" });
          return `${strings} merged into packages/i18n/locales (English in every language until translated)`;
        },
      ];
    },
  });
}

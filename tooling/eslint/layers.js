// @ts-check
/**
 * The layers of the repository, enforced by lint (`docs/architecture.md`, "Lint zones"):
 *
 * 1. packages never import apps;
 * 2. one page folder (`apps/<app>/src/pages/<folder>`) never imports another: what two screens
 *    share lives in the app's `shared/` (or in a package);
 * 3. `packages/ui-kit` imports no domain package (its texts come in as props), and its components
 *    not even `@agent-portal/i18n` (only its Storybook setup loads the translations);
 * 4. a package imports only what its `package.json` declares (workspace packages and types
 *    included);
 * 5. one import style: `./` for a file of the same folder or below, the package's `#` subpath
 *    imports for any other file of the package, the `exports` map of another package; never `../`.
 *
 * Zones 1 to 3 are written twice: by module name (`no-restricted-imports`: whether an undeclared
 * package resolves depends on pnpm's links, and a path rule is silent on what does not resolve) and by resolved
 * path (`import-x/no-restricted-paths`: catches the import once someone declares the dependency,
 * and any relative path). Paths are relative to the repository's root, so one configuration
 * serves every package's `eslint .`. `zones.test.mjs` proves each zone fails on a violation.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root (this file lives in `tooling/eslint`). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Apps: deployable programs; nothing imports them. */
export const APPS = ["portal", "mobile-webview", "sandbox-api"];
/** Apps whose `src/pages/<folder>` are screens that must not import one another. */
export const PAGE_APPS = ["portal", "mobile-webview"];
/** Packages that know the product's domain (API, session, permissions, ...): `ui-kit` imports none. */
export const DOMAIN_PACKAGES = ["api-client", "session", "permissions", "phone-auth", "app-runtime", "telemetry"];

const SOURCE = "**/*.{ts,tsx,js,mjs}";

/** `@agent-portal/<name>` and its subpaths, as `no-restricted-imports` gitignore patterns. */
const byName = (/** @type {string[]} */ names) => names.flatMap((name) => [`@agent-portal/${name}`, `@agent-portal/${name}/*`]);

/** Restrictions every file has: no climbing, no reaching into another package's files. */
const commonPatterns = [
  {
    regex: "^\\.\\./",
    message:
      "Import a file of another folder through the package's `#` subpath imports (`#shared/list/bigo-id-field.tsx`), not `../` (`node tooling/scripts/import-style.mjs` rewrites them).",
  },
  {
    group: ["**/packages/*/src/**", "**/apps/*/src/**"],
    message: "Import another workspace package through its `exports` map (e.g. `@agent-portal/api-client/services/main`), never by path.",
  },
  {
    group: ["@agent-portal/*/src/*"],
    message: "Use the package's public `exports`, not its internals.",
  },
];

const packagesImportNoApp = {
  group: byName(APPS),
  message: "Packages never import apps: move what both need into a package.",
};
const uiKitImportsNoDomain = {
  group: byName(DOMAIN_PACKAGES),
  message: "`ui-kit` imports no domain package: take the data and texts as props.",
};
const uiKitComponentsImportNoI18n = {
  group: byName(["i18n"]),
  message: "`ui-kit` components take their texts as props (`kit-labels`); only `.storybook/` loads `@agent-portal/i18n`.",
};

/** The options of `no-restricted-imports` with the common patterns and `extra`. */
const restrictedImports = (/** @type {object[]} */ ...extra) => ["error", { patterns: [...commonPatterns, ...extra] }];

/** Folders of `apps/<app>/src/pages`, read when lint starts (a new screen folder is a zone at once). */
function pageFolders(/** @type {string} */ app) {
  try {
    return readdirSync(path.join(repoRoot, "apps", app, "src", "pages"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The `import-x/no-restricted-paths` zones (paths relative to {@link repoRoot}). */
export function restrictedPathZones() {
  const zones = [
    { target: "packages", from: "apps", message: "Packages never import apps: move what both need into a package." },
    {
      target: "packages/ui-kit",
      from: DOMAIN_PACKAGES.map((name) => `packages/${name}`),
      message: "`ui-kit` imports no domain package: take the data and texts as props.",
    },
    {
      target: "packages/ui-kit/src",
      from: "packages/i18n",
      message: "`ui-kit` components take their texts as props (`kit-labels`); only `.storybook/` loads `@agent-portal/i18n`.",
    },
  ];
  for (const app of PAGE_APPS) {
    const pages = `apps/${app}/src/pages`;
    for (const folder of pageFolders(app)) {
      zones.push({
        target: `${pages}/${folder}`,
        from: pages,
        except: [`./${folder}`],
        message: `A page folder imports no other page folder: move what \`${folder}\` shares into \`apps/${app}/src/shared/\` (\`#shared/...\`) or a package.`,
      });
    }
  }
  return zones;
}

/** Flat-config objects of the layer rules; `base.js` appends them. */
export const layerConfigs = [
  {
    name: "agent-portal/layers",
    rules: {
      "no-restricted-imports": restrictedImports(),
      "import-x/no-restricted-paths": ["error", { basePath: repoRoot, zones: restrictedPathZones() }],
      "import-x/no-extraneous-dependencies": ["error", { includeTypes: true, devDependencies: true, peerDependencies: true }],
    },
  },
  {
    name: "agent-portal/layers/packages",
    basePath: repoRoot,
    files: [`packages/${SOURCE}`],
    rules: { "no-restricted-imports": restrictedImports(packagesImportNoApp) },
  },
  {
    name: "agent-portal/layers/ui-kit",
    basePath: repoRoot,
    files: [`packages/ui-kit/${SOURCE}`],
    rules: { "no-restricted-imports": restrictedImports(packagesImportNoApp, uiKitImportsNoDomain) },
  },
  {
    name: "agent-portal/layers/ui-kit-components",
    basePath: repoRoot,
    files: [`packages/ui-kit/src/${SOURCE}`],
    rules: { "no-restricted-imports": restrictedImports(packagesImportNoApp, uiKitImportsNoDomain, uiKitComponentsImportNoI18n) },
  },
];

/**
 * `no-restricted-syntax` selectors for the `../` specifiers `no-restricted-imports` does not see:
 * `import("../x")` and `vi.mock("../x")` (and `vi.importActual`, `vi.doMock`, ...).
 */
export const parentImportSyntax = [
  {
    selector: "ImportExpression > Literal.source[value=/^\\.\\.\\//]",
    message: commonPatterns[0]?.message ?? "",
  },
  {
    selector: "CallExpression[callee.object.name='vi'] > Literal.arguments:first-child[value=/^\\.\\.\\//]",
    message: commonPatterns[0]?.message ?? "",
  },
];

// @ts-check
/**
 * Each lint zone of `layers.js` fails on a violation and passes the allowed form.
 *
 * Every case lints a few lines of code as if they were a file at a real path of the repository
 * (the file is not written), with that package's own `eslint.config.ts`, so the test proves that
 * the configuration the packages run holds the zone. Type-aware rules are switched off for these
 * virtual files (they are in no tsconfig); the layer rules need no type information.
 * Run by `pnpm --filter @agent-portal/eslint-config test` (`node --test`).
 */
import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { repoRoot } from "./layers.js";

/** @type {Map<string, ESLint>} */
const linters = new Map();

/** The ESLint of the package holding `file` (relative to the repository), with types off. */
function linterFor(/** @type {string} */ file) {
  const [group, name] = file.split("/");
  const cwd = path.join(repoRoot, group ?? "", name ?? "");
  let linter = linters.get(cwd);
  if (!linter) {
    linter = new ESLint({
      cwd,
      overrideConfig: [
        { languageOptions: { parserOptions: { projectService: false, project: null } } },
        tseslint.configs.disableTypeChecked,
        // The probes import names they do not use; that is not what they test.
        { rules: { "@typescript-eslint/no-unused-vars": "off" } },
      ],
    });
    linters.set(cwd, linter);
  }
  return linter;
}

/** The `rule: message` lines lint reports for `code` written at `file`. */
async function lint(/** @type {string} */ file, /** @type {string} */ code) {
  const [result] = await linterFor(file).lintText(code, { filePath: path.join(repoRoot, file) });
  assert.ok(result, `no lint result for ${file}`);
  return result.messages.map((message) => `${message.ruleId ?? "fatal"}: ${message.message}`);
}

/** Asserts that `code` at `file` is reported by `rule` with a message containing `fragment`. */
async function fails(/** @type {string} */ file, /** @type {string} */ code, /** @type {string} */ rule, /** @type {string} */ fragment) {
  const messages = await lint(file, code);
  assert.ok(
    messages.some((line) => line.startsWith(`${rule}: `) && line.includes(fragment)),
    `expected ${rule} ("${fragment}") for ${file}:\n${code}\ngot:\n${messages.join("\n") || "(nothing)"}`,
  );
}

/** Asserts that `code` at `file` passes lint. */
async function passes(/** @type {string} */ file, /** @type {string} */ code) {
  assert.deepEqual(await lint(file, code), [], `expected ${file} to pass:\n${code}`);
}

describe("zone: packages never import apps", () => {
  const file = "packages/session/src/zone-probe.ts";
  it("fails on an app imported by name", () => fails(file, `import { x } from "@agent-portal/sandbox-api/csp";\n`, "no-restricted-imports", "Packages never import apps"));
  it("fails on an app's file imported by path", () =>
    fails(file, `import "${repoRoot}/apps/portal/src/main.tsx";\n`, "import-x/no-restricted-paths", "Packages never import apps"));
  it("passes a declared package", () => passes(file, `import { PermissionId } from "@agent-portal/permissions";\n`));
});

describe("zone: one page folder never imports another", () => {
  it("fails on the portal's welcome page importing the login page's folder", () =>
    fails(
      "apps/portal/src/pages/welcome/zone-probe.tsx",
      `import { x } from "#pages/login/login-page.tsx";\n`,
      "import-x/no-restricted-paths",
      "A page folder imports no other page folder",
    ));
  it("fails in the webview too", () =>
    fails("apps/mobile-webview/src/pages/home/zone-probe.tsx", `import { x } from "#pages/apply/apply-form.tsx";\n`, "import-x/no-restricted-paths", "move what `home` shares"));
  it("passes its own folder, the app's shared/ and layouts", () =>
    passes(
      "apps/portal/src/pages/broadcaster/zone-probe.tsx",
      `import { a } from "#pages/broadcaster/list/row-actions.ts";\nimport { b } from "./list/anchor-list-params.ts";\nimport { c } from "#shared/list/bigo-id-field.tsx";\nimport { d } from "#layouts/use-can-see.ts";\n`,
    ));
});

describe("zone: ui-kit imports no domain package", () => {
  it("fails on a domain package", () =>
    fails("packages/ui-kit/src/components/zone-probe.tsx", `import { useSession } from "@agent-portal/session";\n`, "no-restricted-imports", "`ui-kit` imports no domain package"));
  it("fails on a domain package's file by path", () =>
    fails(
      "packages/ui-kit/src/components/zone-probe.tsx",
      `import "${repoRoot}/packages/api-client/src/base-api.ts";\n`,
      "import-x/no-restricted-paths",
      "`ui-kit` imports no domain package",
    ));
  it("fails on i18n in a component", () =>
    fails("packages/ui-kit/src/components/zone-probe.tsx", `import { createI18n } from "@agent-portal/i18n";\n`, "no-restricted-imports", "take their texts as props"));
  it("fails on a domain package in the Storybook setup", () =>
    fails("packages/ui-kit/.storybook/zone-probe.tsx", `import { x } from "@agent-portal/permissions";\n`, "no-restricted-imports", "`ui-kit` imports no domain package"));
  it("passes i18n in the Storybook setup and its own libraries in a component", () =>
    passes("packages/ui-kit/.storybook/zone-probe.tsx", `import { createI18n } from "@agent-portal/i18n";\n`).then(() =>
      passes("packages/ui-kit/src/components/zone-probe.tsx", `import { cn } from "#lib/cn.ts";\nimport { clsx } from "clsx";\n`),
    ));
});

describe("zone: a package imports only what its package.json declares", () => {
  const file = "packages/permissions/src/zone-probe.ts";
  it("fails on an undeclared package that happens to resolve", () =>
    fails(file, `import { x } from "@changesets/cli";\n`, "import-x/no-extraneous-dependencies", "'@changesets/cli' should be listed in the project's dependencies"));
  it("fails on an undeclared type-only import", () => fails(file, `import type { x } from "sherif";\n`, "import-x/no-extraneous-dependencies", "'sherif' should be listed"));
  it("passes a declared package and the package's own # imports", () => passes(file, `import { x } from "@agent-portal/api-client/enums";\nimport { y } from "#ids.ts";\n`));
});

describe("zone: one import style (no ../)", () => {
  const file = "apps/portal/src/pages/welcome/zone-probe.tsx";
  it("fails on a static ../ import", () => fails(file, `import { x } from "../../shared/list/list-page.tsx";\n`, "no-restricted-imports", "`#` subpath imports"));
  it("fails on a single ../ too", () => fails(file, `export { x } from "../welcome/welcome-page.tsx";\n`, "no-restricted-imports", "`#` subpath imports"));
  it("fails on a dynamic ../ import", () => fails(file, `export const load = () => import("../../app/build-flavor.ts");\n`, "no-restricted-syntax", "`#` subpath imports"));
  it("fails on vi.mock of a ../ path", () =>
    fails(
      "packages/app-runtime/src/routes/zone-probe.test.tsx",
      `import { vi } from "vitest";\nvi.mock("../store/app-store.ts", () => ({}));\n`,
      "no-restricted-syntax",
      "`#` subpath imports",
    ));
  it("fails on another package's src by path", () => fails(file, `import { x } from "@agent-portal/session/src/index.ts";\n`, "no-restricted-imports", "public `exports`"));
  it("passes ./, # and another package's exports", () =>
    passes(
      file,
      `import { a } from "./welcome-page.tsx";\nimport { b } from "#app/build-flavor.ts";\nimport { c } from "@agent-portal/ui-kit/components/button";\nexport const load = () => import("#pages/welcome/welcome-page.tsx");\n`,
    ));
});

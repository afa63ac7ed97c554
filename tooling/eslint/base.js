// @ts-check
/**
 * Shared flat ESLint configuration for every TypeScript package.
 *
 * - typescript-eslint strict rules with type information (projectService),
 * - `import-x/no-cycle`, and the layers (`layers.js`): packages never import apps, page folders
 *   never import each other, `ui-kit` imports no domain package, every import is declared in
 *   `package.json`, and no `../` imports (`#` subpath imports instead),
 * - `import type` kept separate, no non-null assertions,
 * - no status or role compared with a bare number (`enum-comparisons.js`).
 */
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import { enumComparisonSelectors, enumComparisonMessage } from "./enum-comparisons.js";
import { layerConfigs, parentImportSyntax } from "./layers.js";

/** @type {import("typescript-eslint").ConfigArray} */
export const baseConfig = tseslint.config(
  { ignores: ["**/dist/**", "**/*.d.ts", "**/coverage/**", "**/storybook-static/**", "**/.turbo/**", "**/*.d.ts", "**/test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
      },
    },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { prefer: "type-imports", fixStyle: "separate-type-imports" }],
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-confusing-void-expression": "off",
      "@typescript-eslint/no-unnecessary-condition": ["error", { allowConstantLoopConditions: true }],
      "import-x/no-cycle": ["error", { maxDepth: 10, ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  ...layerConfigs,
  {
    // One rule, one list: the enumeration comparisons and the `../` specifiers of `import()` and `vi.mock()`.
    rules: {
      "no-restricted-syntax": ["error", ...enumComparisonSelectors.map((selector) => ({ selector, message: enumComparisonMessage })), ...parentImportSyntax],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "**/*.spec.ts", "**/e2e/**", "**/*.stories.tsx"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-floating-promises": "off",
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.config.ts", "eslint.config.ts"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);

export default baseConfig;

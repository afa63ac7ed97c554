// @ts-check
/**
 * Flat ESLint configuration for React packages and apps: the base rules plus
 * the hooks rules and jsx-a11y's recommended accessibility checks.
 */
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { baseConfig } from "./base.js";

/** @type {import("typescript-eslint").ConfigArray} */
export const reactConfig = tseslint.config(
  ...baseConfig,
  {
    files: ["**/*.tsx", "**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Playwright fixtures take `{}` and call `use`, which is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    rules: {
      // React Router's loaders throw `redirect()` responses and `data()` results by design.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
    },
  },
);

export default reactConfig;

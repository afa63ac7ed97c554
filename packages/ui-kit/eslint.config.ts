import { reactConfig } from "@agent-portal/eslint-config/react";

const readonly = "readonly" as const;

export default [
  ...reactConfig,
  {
    // Node scripts (story checks, bundle measurement); their page.evaluate callbacks run in the browser.
    files: ["scripts/**/*.mjs"],
    languageOptions: {
      globals: {
        process: readonly,
        Buffer: readonly,
        console: readonly,
        URL: readonly,
        setTimeout: readonly,
        clearTimeout: readonly,
        window: readonly,
        document: readonly,
        requestAnimationFrame: readonly,
      },
    },
  },
];

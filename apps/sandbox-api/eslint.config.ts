import { baseConfig } from "@agent-portal/eslint-config/base";

export default [
  ...baseConfig,
  {
    // PGlite ships one huge minified bundle that the cycle check would otherwise parse (and overflow on).
    rules: { "import-x/no-cycle": ["error", { maxDepth: 10, ignoreExternal: true }] },
  },
];

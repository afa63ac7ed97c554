import type { ConfigArray } from "typescript-eslint";
/** Shared flat ESLint configuration for TypeScript packages. */
export declare const baseConfig: ConfigArray;
export default baseConfig;

import type { ConfigArray } from "typescript-eslint";
/** Flat ESLint configuration for React packages and apps. */
export declare const reactConfig: ConfigArray;
export default reactConfig;

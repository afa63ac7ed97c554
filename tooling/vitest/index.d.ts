import type { ViteUserConfig } from "vitest/config";
/** Shared Vitest configuration; `dom: true` runs in happy-dom with Testing Library matchers. */
export declare function createVitestConfig(options?: { dom?: boolean }): ViteUserConfig;
export default createVitestConfig;

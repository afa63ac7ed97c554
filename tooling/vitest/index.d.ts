import type { ViteUserConfig } from "vitest/config";
/**
 * Shared Vitest configuration; `dom: true` runs in happy-dom with Testing Library matchers. Files
 * that mock modules run isolated, as do the files of `isolateFiles` (paths relative to `root`); the
 * rest share one module graph per worker; `isolate: true` isolates every file. `root` is the
 * package folder (default: the working directory).
 */
export declare function createVitestConfig(options?: { dom?: boolean; isolate?: boolean; isolateFiles?: string[]; root?: string; include?: string[] }): ViteUserConfig;
/** The test files of `root` matching `include` (not `exclude`) that call `vi.mock` or `vi.doMock`, relative to `root`, sorted. */
export declare function filesMockingModules(root: string, include: string[], exclude: string[]): string[];
export default createVitestConfig;

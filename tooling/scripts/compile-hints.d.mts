/** Types of `compile-hints.mjs`: V8's explicit compile hints on the apps' chunks. */
import type { Plugin } from "vite";

/** The magic comment V8 reads on a script's first line: `//# allFunctionsCalledOnLoad`. */
export declare const EAGER_COMPILE_HINT: string;

/**
 * The Vite plugin writing {@link EAGER_COMPILE_HINT} as the first line of every JavaScript chunk
 * not named in `lazy` (chunks loaded for a later interaction), its source map shifted by a line.
 */
export declare function eagerCompilePlugin(options?: { lazy?: readonly string[] }): Plugin;

// @ts-check
/**
 * V8's explicit compile hints (issue 8, the main thread's work on load). V8 compiles a function
 * lazily, on the main thread, the first time it is called; a page's start calls thousands, so a
 * cold load of the logged-in list spent about 170 ms of main-thread time compiling (traced:
 * `V8.CompileCode`). A script whose first line is the magic comment `//# allFunctionsCalledOnLoad`
 * (Chrome 136 and later; other engines read a comment) has every function compiled eagerly, on a
 * background thread while it streams in, so its first calls run at once: traced again, about
 * 3 ms of compiling was left on the main thread.
 *
 * The apps' chunks are made for this: each is loaded when its code is about to run (the entry
 * and its static imports, a screen's chunk when the screen renders, the kit and the data layer
 * before the first page). A chunk loaded for a later interaction (a calendar opening, an error
 * report) is named in `lazy` and compiled lazily as before, so it costs no background time or
 * memory until used.
 */

/** The magic comment V8 reads on a script's first line. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The Vite plugin writing {@link EAGER_COMPILE_HINT} as the first line of every JavaScript chunk
 * whose name (`chunk.name`) is not in `lazy`, shifting the chunk's source map by that line.
 *
 * It must run after Vite puts its preload map at the top of a chunk (`vite:build-import-analysis`,
 * `generateBundle`) and before `precompressPlugin` compresses the chunks, which runs right after
 * that same handler: so the plugin appends its step to that handler, and must come before
 * `precompressPlugin` in the plugins. Built chunks start with the hint in every copy (plain,
 * Brotli, gzip); `compile-hints.test.mjs` and the build's own check hold it.
 * @param {{ lazy?: readonly string[] }} [options] names of chunks loaded for a later interaction
 * @returns {import("vite").Plugin}
 */
export function eagerCompilePlugin({ lazy = [] } = {}) {
  const skip = new Set(lazy);
  /** @param {import("rollup").OutputBundle} bundle */
  const addHints = (bundle) => {
    for (const output of Object.values(bundle)) {
      if (output.type !== "chunk" || skip.has(output.name) || output.code.startsWith(EAGER_COMPILE_HINT)) continue;
      output.code = `${EAGER_COMPILE_HINT}\n${output.code}`;
      // One more line at the top: an empty first line group in the map maps nothing. The map is
      // the chunk's, or already its own asset (`<file>.map`) when the bundler has emitted it.
      if (output.map) output.map.mappings = `;${output.map.mappings}`;
      const asset = bundle[`${output.fileName}.map`];
      if (asset?.type === "asset") {
        const map = JSON.parse(typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source));
        map.mappings = `;${map.mappings}`;
        asset.source = JSON.stringify(map);
      }
    }
  };
  return {
    name: "agent-portal:eager-compile-hint",
    apply: "build",
    configResolved(config) {
      const analysis = config.plugins.find((plugin) => plugin.name === "vite:build-import-analysis");
      const hook = analysis?.generateBundle;
      if (!analysis || !hook) throw new Error("eagerCompilePlugin: Vite's build-import-analysis plugin has no generateBundle hook to follow");
      const handler = typeof hook === "function" ? hook : hook.handler;
      /** @type {typeof handler} */
      const withHints = async function (options, bundle, isWrite) {
        await handler.call(this, options, bundle, isWrite);
        addHints(bundle);
      };
      if (typeof hook === "function") analysis.generateBundle = withHints;
      else hook.handler = withHints;
    },
  };
}

// @ts-check
/**
 * Precompressed copies of a build's text files (issue 8, performance): next to every `.js`,
 * `.css`, `.json`, `.svg` and `.map` file of the output, a Brotli copy (`.br`, quality 11) and a
 * gzip copy (`.gz`, level 9), written by `vite-plugin-compression2`. The sandbox's static serving
 * (`apps/sandbox-api/src/http/portal-static.ts`) and nginx (`brotli_static` / `gzip_static` in
 * `docs/nginx.conf`) send the copy the browser accepts, so nothing is compressed per request and
 * Brotli, about 15 % smaller than gzip on this code, is used where the browser offers it.
 *
 * `index.html` is left out: each response writes a fresh CSP nonce into it, so it is compressed
 * after that substitution, per request.
 */
import { constants } from "node:zlib";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

/** What gets a compressed copy: the hashed text assets and the other static text files. */
export const PRECOMPRESSED = /\.(?:js|mjs|css|json|svg)$/i;

/**
 * The Vite plugin writing `<file>.br` and `<file>.gz` beside each file matching
 * {@link PRECOMPRESSED} (files under 1 KiB are left alone; a copy no smaller than the file is
 * not written). The size budgets still measure gzip level 9 (`chunk-report.mjs`).
 * @returns {import("vite").Plugin}
 */
export function precompressPlugin() {
  return compression({
    include: PRECOMPRESSED,
    threshold: 1024,
    skipIfLargerOrEqual: true,
    logLevel: "silent",
    algorithms: [defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm("gzip", { level: 9 })],
  });
}

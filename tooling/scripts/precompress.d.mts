/** Types of `precompress.mjs`: Brotli and gzip copies of a build's text files. */
import type { Plugin } from "vite";

/** What gets a compressed copy: `.js`, `.mjs`, `.css`, `.json`, `.svg` and `.map` files. */
export declare const PRECOMPRESSED: RegExp;

/**
 * The Vite plugin writing `<file>.br` (Brotli quality 11) and `<file>.gz` (gzip level 9) beside
 * each output file matching {@link PRECOMPRESSED} of at least 1 KiB; `index.html` is left out
 * (its CSP nonce is written per response).
 */
export declare function precompressPlugin(): Plugin;

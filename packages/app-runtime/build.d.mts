/** Types of `build.mjs`: the app shell's part of each app's Vite build. */
import type { Plugin } from "vite";

/** A test of module ids (`sources` of `@agent-portal/scripts/chunk-groups`). */
type ModuleTest = RegExp;

/** The shell's chunks loaded for a later interaction (compile hints skip them). */
export declare const SHELL_LAZY_CHUNKS: readonly string[];
/** V8's explicit compile hints on every chunk but the shell's lazy ones and `lazy`. */
export declare function shellCompileHints(options?: { lazy?: readonly string[] }): Plugin;
/** The data libraries' last module (`src/store/data-libs.ts`). */
export declare const SHELL_DATA_LIBS: ModuleTest;
/** The shell's data layer: the store, its transport configuration, the session's alerts, logging in. */
export declare const SHELL_DATA: ModuleTest;
/** The session watcher a logged-in layout mounts. */
export declare const SHELL_SESSION_WATCHER: ModuleTest;
/** The list frame (loads with the ui-kit's table). */
export declare const SHELL_LIST: ModuleTest;
/** The shell's parts the screens share. */
export declare const SHELL_SHARED: ModuleTest;
/** What runs after a screen's first paint. */
export declare const SHELL_AFTER_PAINT: ModuleTest;
/** Module aliases of both apps' builds (Vite `resolve.alias`): `use-sync-external-store/shim` to React's own hook. */
export declare const SHELL_ALIASES: readonly { readonly find: RegExp; readonly replacement: string }[];
/** The aliases of an app's Vite configuration: `SHELL_ALIASES`, plus React Router's production build when `build` (`command === "build"`). */
export declare function shellAliases(options: { build: boolean }): { find: RegExp; replacement: string }[];
/** The locale keys the shell shows itself, kept in the boot part of a split locale file (a key path: segments, or a dotted string). */
export declare const SHELL_BOOT_STRINGS: readonly (string | readonly string[])[];

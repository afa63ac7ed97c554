// @ts-check
/**
 * The app shell's part of each app's build (imported by the apps' `vite.config.ts`, in Node): which
 * of the shell's chunks load for a later interaction (V8's compile hints skip them) and where the
 * shell's modules go in the apps' chunk groups (`@agent-portal/scripts/chunk-groups`). The apps add
 * their own chunks and groups; docs/performance.md says what each choice bought.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { sources } from "@agent-portal/scripts/chunk-groups";
import { eagerCompilePlugin } from "@agent-portal/scripts/compile-hints";

/**
 * The shell's chunks loaded for a later interaction, compiled lazily: the session's modals, the
 * phone dialogs, the error reporting SDK and the pseudo-locale.
 */
export const SHELL_LAZY_CHUNKS = ["session-dialogs", "phone-auth-dialogs", "sentry-client", "pseudo-locale"];

/**
 * V8's explicit compile hints (`eagerCompilePlugin`) on every chunk but the shell's lazy ones and
 * the app's own (`lazy`: e.g. the portal's calendar, the webview's overlays).
 * @param {{ lazy?: readonly string[] }} [options]
 */
export function shellCompileHints({ lazy = [] } = {}) {
  return eagerCompilePlugin({ lazy: [...SHELL_LAZY_CHUNKS, ...lazy] });
}

/**
 * Module aliases of both apps' builds (Vite `resolve.alias`): `use-sync-external-store/shim`
 * (imported by react-i18next on every page) resolves to React's own `useSyncExternalStore`, which
 * the shim answers on React 18+ anyway, so its fallback code (about 0.6 KiB gzip on the login
 * route) is not shipped.
 * @type {{ find: RegExp; replacement: string }[]}
 */
export const SHELL_ALIASES = [{ find: /^use-sync-external-store\/shim$/, replacement: join(import.meta.dirname, "build-support", "use-sync-external-store-shim.js") }];

/**
 * React Router's production build: the package's `exports` name only its development build
 * (`dist/development`, with `ENABLE_DEV_WARNINGS = true`: warnings for mistakes in development, and
 * their code); `dist/production` is the same code with the warnings off, which the minifier then
 * drops (about 0.3 KiB gzip on the login route). Its modules import each other relatively, so
 * aliasing the entry is enough.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production", "index.mjs"),
};

/**
 * The module aliases of an app's Vite configuration: {@link SHELL_ALIASES} always, and for a
 * production build (`vite build`) React Router's production build too; the dev server keeps its
 * development warnings.
 * @param {{ build: boolean }} options `build`: `command === "build"` of Vite's configuration function
 * @returns {{ find: RegExp; replacement: string }[]}
 */
export function shellAliases({ build }) {
  return build ? [...SHELL_ALIASES, reactRouterProduction] : [...SHELL_ALIASES];
}

/** The third-party libraries' last module, whose top-level `await` splits their evaluation from the data layer's (`src/store/data-libs.ts`). */
export const SHELL_DATA_LIBS = sources(["packages/app-runtime/src/store/data-libs.ts"]);

/** The shell's data layer: the store, its transport configuration and the session's alerts (loaded with the store). */
export const SHELL_DATA = sources(["packages/app-runtime/src/store", "packages/app-runtime/src/session/session-alerts.ts", "packages/app-runtime/src/session/log-in.ts"]);

/** The session watcher a logged-in layout mounts (the phone dialog host, the session's modals). */
export const SHELL_SESSION_WATCHER = sources(["packages/app-runtime/src/session/session-watcher.tsx"]);

/** The list frame: it renders the ui-kit's table, so it loads with it. */
export const SHELL_LIST = sources(["packages/app-runtime/src/list", "packages/app-runtime/src/components/list-table.tsx", "packages/app-runtime/src/components/list-page.tsx"]);

/** The shell's parts the screens share (query states, timelines, URL state, error texts, kit labels). */
export const SHELL_SHARED = sources([
  "packages/app-runtime/src/components",
  "packages/app-runtime/src/errors",
  "packages/app-runtime/src/url-state",
  "packages/app-runtime/src/kit-labels.ts",
]);

/** What runs once a screen's first frame is on screen (`src/routes/screen-after-paint.tsx`). */
export const SHELL_AFTER_PAINT = sources(["packages/app-runtime/src/routes/screen-after-paint.tsx"]);

/**
 * The locale keys the shell itself shows, which an app's split locale file keeps in its boot part
 * (`localePreloadPlugin`'s `boot` of `@agent-portal/scripts/locale-preload`): the app and language
 * names, the ui-kit's and the shared components' labels, the session's dialogs (unauthorized,
 * re-login, phone verification with its calls' codes), the tab bar, number and date words, the
 * empty and not-found states, and the transport's own error texts (`errors.*` but the per-call
 * `errors.api`, which load with the screens). The rest loads before a lazy screen renders
 * (`loadAllStrings`).
 */
export const SHELL_BOOT_STRINGS = [
  "app",
  "common",
  "kit",
  "shared",
  "format",
  "empty",
  "notFound",
  "openTabs",
  "relogin",
  "unauthorized",
  "phoneAuth",
  "lang328",
  ...["aborted", "accountDisabled", "http", "invalidRequest", "malformed", "network", "phoneAuth", "screen", "timeout", "token", "tokenExpired", "tooLarge", "unauthorized"].map(
    (key) => `errors.${key}`,
  ),
  ...["/sendVerifyCode", "/checkVerifyCode"].map((path) => ["errors", "api", path]),
];

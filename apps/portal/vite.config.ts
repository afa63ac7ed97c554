import tailwindcss from "@tailwindcss/vite";
import { CALENDAR, DATA, DATA_LIBS, KIT, RADIX, TABLE, anyOf, chunkGroups, sources } from "@agent-portal/scripts/chunk-groups";
import { chunkReportPlugin } from "@agent-portal/scripts/chunk-report";
import { localePreloadPlugin } from "@agent-portal/scripts/locale-preload";
import { precompressPlugin } from "@agent-portal/scripts/precompress";
import {
  SHELL_AFTER_PAINT,
  SHELL_BOOT_STRINGS,
  SHELL_DATA,
  SHELL_DATA_LIBS,
  SHELL_LIST,
  SHELL_SESSION_WATCHER,
  SHELL_SHARED,
  shellAliases,
  shellCompileHints,
} from "@agent-portal/app-runtime/build";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { defineConfig, loadEnv } from "vite";
import type { Plugin } from "vite";

/**
 * Adds `<link rel="modulepreload">` for the login screen's chunk and the chunks it imports that
 * the entry does not: a visitor without a session (every first visit, every expired one) lands
 * on Login, and its chunk would otherwise be requested only after the entry has run (one more
 * round trip before the form paints). It is in the 150 KiB budget already; a logged-in visit
 * downloads these ~15 KiB without running them.
 */
function preloadLoginChunk(base: string, screen: string): Plugin {
  return {
    name: "agent-portal:preload-login-chunk",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === "chunk");
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (files: string[]): Set<string> => {
          const seen = new Set<string>();
          const stack = [...files];
          for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
            if (seen.has(file)) continue;
            seen.add(file);
            stack.push(...(byFile.get(file)?.imports ?? []));
          }
          return seen;
        };
        const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const login = chunks.find((chunk) => Object.keys(chunk.modules).some((id) => id.endsWith(screen)));
        if (!login) return [];
        return [...closure([login.fileName])]
          .filter((file) => !initial.has(file))
          .map((file) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${file}` }, injectTo: "head" as const }));
      },
    },
  };
}

/**
 * The api-client's services and their contracts: the data group takes only those the session
 * loads (its static imports); the others load with the screens that use them, so the store's
 * chunk does not build every endpoint's schemas before the first logged-in page.
 */
const SERVICES = sources(["packages/api-client/src/services", "packages/api-client/src/contract"]);

/** The list pattern (`src/shared/list/` and the app shell's list frame): it renders the ui-kit's table, so it loads with it. */
const LIST = anyOf([sources(["apps/portal/src/shared/list"]), SHELL_LIST]);
/** The list pattern's day-range filter: it loads with the calendar. */
const CALENDAR_FIELD = sources(["apps/portal/src/shared/list/day-range-field.tsx"]);

/**
 * The locale keys the portal shows before any lazy screen: the shell's (`SHELL_BOOT_STRINGS`),
 * the layout, the route names (menu, tabs, titles), the login with its calls' codes, the
 * placeholder, the header's bell and the description lines of the home and the core tab (the boot
 * frame draws them).
 * Each locale file is split into these, preloaded, and the rest (about four fifths of it), which
 * loads with the first lazy screen: a first page paints from the small part alone. The screens
 * that show only these take the route option `bootStrings` (`src/app/entry-screens.ts`).
 */
export const PORTAL_BOOT_STRINGS = [
  ...SHELL_BOOT_STRINGS,
  "layout",
  "route",
  "login",
  "placeholder",
  "notification.bell",
  "welcome.description",
  "dataCenter.coreDescription",
  ...["/agent/user/login", "/agent/user/getVerifyCode"].map((path) => ["errors", "api", path]),
];

/** The portal's own chunk loaded for a later interaction, compiled lazily (besides the shell's, `shellCompileHints`): the calendar. */
const LAZY_CHUNKS = ["calendar"];

/**
 * The desktop portal, served under `/agent/` (SPEC section 1).
 *
 * - `html.cspNonce`: Vite tags scripts/styles with a nonce placeholder that the server
 *   replaces per request, and emits `<meta property="csp-nonce">` so Radix's injected
 *   style elements get the same nonce (get-nonce). No inline script is ever emitted.
 * - Dev: the API families are proxied to the sandbox (`SANDBOX_URL`, default http://localhost:4173).
 * - `VITE_BUILD_FLAVOR=alternative` builds the alternative login flow (SPEC section 4).
 * - Size budgets (`docs/performance.md`): the build writes `dist/chunk-report.json` and `.md`
 *   (every chunk's raw and gzip size, and the JavaScript loaded before the login route renders),
 *   which the root `.size-limit.mjs` checks. What the entry loads statically is packed into two
 *   chunks, React (react, react-dom, scheduler) and the rest (`$initial`), each under the 100 KiB
 *   per-chunk budget. The lazy code is packed the same way (`@agent-portal/scripts/chunk-groups`,
 *   with the app shell's modules placed by `@agent-portal/app-runtime/build`): the login screen,
 *   the ui-kit with Radix, the data layer, the layout, the app's shared code, the table and the
 *   calendar, so the first logged-in page loads a handful of files. No modulepreload polyfill:
 *   every browser of the es2022 target but Safari < 17 preloads natively, and those just load on
 *   import.
 */
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), "");
  const sandbox = env.SANDBOX_URL ?? "http://localhost:4173";
  const proxied = ["/api", "/bigo_act_livedata_api", "/backend_api", "/sandbox"];
  const { version } = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as { version: string };
  return {
    base: "/agent/",
    plugins: [
      react(),
      tailwindcss(),
      chunkReportPlugin({ routes: { Login: "src/pages/login/login-page.tsx" }, screenDirs: ["src/pages/", "src/layouts/"] }),
      // The page's own locale file, preloaded by a small same-origin script (issue 26); split into the boot part it preloads and the rest.
      localePreloadPlugin({ base: "/agent/", assetsDir: "assets", boot: PORTAL_BOOT_STRINGS }),
      preloadLoginChunk("/agent/", "/src/pages/login/login-page.tsx"),
      shellCompileHints({ lazy: LAZY_CHUNKS }),
      precompressPlugin(),
    ],
    resolve: { alias: shellAliases({ build: command === "build" }) },
    html: { cspNonce: "__CSP_NONCE__" },
    // The release error reports carry by default (`telemetry.ts` of the app shell).
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: {
      target: "es2022",
      sourcemap: true,
      assetsInlineLimit: 0,
      chunkSizeWarningLimit: 300,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: chunkGroups([
              // What index.html preloads: the login screen with react-hook-form and its fields.
              { name: "login", test: sources(["apps/portal/src/pages/login/login-page.tsx"]) },
              // The screen table (`src/app/screens.ts`, `tableScreen`): requested by a route's lazy before the boot screen paints, so it is small and apart from the data layer.
              { name: "screens", test: sources(["apps/portal/src/app/screens.ts"]) },
              // Loaded after a screen's first paint (the login screen's corner switcher, its prefetches), and by the layout's header.
              { name: "language-switcher", test: anyOf([sources(["packages/i18n/src/language-switcher.tsx"]), SHELL_AFTER_PAINT]) },
              { name: "kit", test: anyOf([KIT, RADIX], [TABLE, CALENDAR]) },
              // The data layer's libraries, a chunk of their own so they evaluate in a task of their own (`data-libs.ts` of the app shell).
              { name: "data-libs", test: anyOf([DATA_LIBS, SHELL_DATA_LIBS]) },
              { name: "data", test: anyOf([DATA, SHELL_DATA, sources(["apps/portal/src/app"])], [SERVICES]) },
              { name: "shell", test: anyOf([sources(["apps/portal/src/layouts", "packages/phone-auth/src"]), SHELL_SESSION_WATCHER]) },
              { name: "shared", test: anyOf([sources(["apps/portal/src/shared"]), SHELL_SHARED], [LIST, CALENDAR_FIELD]) },
              { name: "table", test: anyOf([TABLE, LIST], [CALENDAR_FIELD]) },
              { name: "calendar", test: anyOf([CALENDAR, CALENDAR_FIELD]) },
            ]),
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(proxied.map((path) => [path, { target: sandbox, changeOrigin: false }])),
    },
  };
});

import tailwindcss from "@tailwindcss/vite";
import { CALENDAR, DATA, KIT, RADIX, TABLE, anyOf, chunkGroups, lazyModules, packages, sources } from "@agent-portal/scripts/chunk-groups";
import { chunkReportPlugin } from "@agent-portal/scripts/chunk-report";
import { localePreloadPlugin } from "@agent-portal/scripts/locale-preload";
import { precompressPlugin } from "@agent-portal/scripts/precompress";
import { SHELL_DATA, SHELL_SESSION_WATCHER, shellAliases, shellCompileHints } from "@agent-portal/app-runtime/build";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { defineConfig, loadEnv } from "vite";

/** The webview's folder of hashed files under `/agent/`, beside the portal's `assets/` (docs/deployment.md). */
const ASSETS_DIR = "assets-mobile";

/** The ui-kit's components built on Radix primitives (they load with the primitives). */
const RADIX_WRAPPERS = [
  ...["checkbox", "combobox", "confirm-dialog", "dialog", "popover", "radio-group", "select", "sidebar-menu", "switch", "tabs", "toast"].map(
    (name) => `packages/ui-kit/src/components/${name}.tsx`,
  ),
  "packages/ui-kit/src/internal/picker-trigger.tsx",
];

/** What the layout mounts after the first paint: the app shell's session watcher and the phone flow's host and logic (no Radix). */
const SESSION_WATCH = anyOf([
  SHELL_SESSION_WATCHER,
  sources(["packages/phone-auth/src/components/phone-auth-host.tsx"]),
  anyOf([sources(["packages/phone-auth/src"])], [sources(["packages/phone-auth/src/components"])]),
]);

/**
 * The Radix primitives with the ui-kit parts and phone dialogs built on them: loaded the first
 * time a modal, a popover or the toast region is needed (the session watcher's modals, the phone
 * dialogs, the first toast), never for a first paint.
 */
const OVERLAY = anyOf([RADIX, sources([...RADIX_WRAPPERS, "packages/phone-auth/src/components"])], [SESSION_WATCH]);

/**
 * Small modules of the data layer's packages and folders that a first paint needs (the layout, the
 * shared views and the store gate import them): they go with the ui-kit, so a page that paints
 * before the store does not download the data layer first.
 */
const FIRST_PAINT_LEAVES = sources([
  "packages/api-client/src/errors.ts",
  "packages/api-client/src/contract/progress-steps.ts",
  // The named statuses the progress steps compare with (plain constants).
  "packages/api-client/src/enums/apply.ts",
  "packages/api-client/src/enums/progress.ts",
  "apps/mobile-webview/src/app/host-config.ts",
  "apps/mobile-webview/src/integration/web-link.ts",
  "apps/mobile-webview/src/integration/deep-link.ts",
]);

/**
 * The shell's shared views that read the data layer (the payment status and payout rules import
 * the api-client's enums and contract): they load with the screens that show them, not with the
 * first paint's ui-kit (in the "ui" group they made it import the data layer, and every first paint
 * then waited for it).
 */
const DATA_VIEWS = sources(["packages/app-runtime/src/components/payment-status-badge.tsx", "packages/app-runtime/src/components/payout-config.tsx"]);

/** The webview's form parts: fields, drafts and the one-submission guard. */
const FORM_MODULES = [
  ...[
    "applicant-form-fields.tsx",
    "applicant-fields.ts",
    "decision-form.tsx",
    "draft-storage.ts",
    "month-select.tsx",
    "native-select.tsx",
    "use-form-draft.ts",
    "use-single-submit.ts",
  ].map((file) => `apps/mobile-webview/src/shared/${file}`),
  "apps/mobile-webview/src/components",
  ...["form-field.tsx", "input.tsx", "textarea.tsx"].map((file) => `packages/ui-kit/src/components/${file}`),
  "packages/ui-kit/src/lib/field-styles.ts",
];

/**
 * The webview's own chunk loaded for a later interaction, compiled lazily (besides the shell's,
 * `shellCompileHints`; every other chunk's functions are compiled while it streams in, off the
 * main thread): the overlays (a modal, a popover or a toast first showing).
 */
const LAZY_CHUNKS = ["overlay"];

/**
 * The mobile webview, served under `/agent/` beside the desktop portal (issue 9):
 *
 * - `base: "/agent/"` with `build.assetsDir: "assets-mobile"`, so its hashed files never collide
 *   with the portal's `assets/` (the sandbox and nginx serve both folders; the pages of the webview
 *   are chosen by `bundleOfPath` of `@agent-portal/permissions/routes/open`).
 * - `html.cspNonce` exactly as the portal: scripts and the `csp-nonce` meta carry a placeholder the
 *   server replaces per response; `get-nonce` hands it to the style elements Radix injects.
 * - The lazy code is packed into a few chunks (`@agent-portal/scripts/chunk-groups`): the data
 *   layer, the plain ui-kit with the layout and shared views (what a first paint needs), the
 *   forms, the session watcher mounted after the first paint, and the overlays (Radix) loaded
 *   when a modal, a popover or a toast first shows.
 * - The build writes `dist/chunk-report.json` (every chunk; the entry and the apply form measured),
 *   which the root `.size-limit.mjs` checks: entry <= 150 KiB gzipped, screens <= 60 KiB.
 * - Dev: the API families are proxied to the sandbox (`SANDBOX_URL`, default http://localhost:4173).
 */
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), "");
  const sandbox = env.SANDBOX_URL ?? "http://localhost:4173";
  const proxied = ["/api", "/bigo_act_livedata_api", "/backend_api", "/sandbox"];
  const { version } = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as { version: string };
  // Lazily imported modules keep chunks of their own (a group holding one loses its exports).
  const lazy = lazyModules();
  return {
    base: "/agent/",
    plugins: [
      react(),
      tailwindcss(),
      chunkReportPlugin({ routes: { ApplyForm: "src/pages/apply/apply-form-page.tsx" }, screenDirs: ["src/pages/", "src/layouts/"] }),
      // The page's own locale file, preloaded by a small same-origin script (issue 26).
      localePreloadPlugin({ base: "/agent/", assetsDir: ASSETS_DIR }),
      lazy.plugin,
      shellCompileHints({ lazy: LAZY_CHUNKS }),
      precompressPlugin(),
    ],
    resolve: { alias: shellAliases({ build: command === "build" }) },
    html: { cspNonce: "__CSP_NONCE__" },
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: {
      target: "es2022",
      sourcemap: true,
      assetsDir: ASSETS_DIR,
      assetsInlineLimit: 0,
      chunkSizeWarningLimit: 300,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Modules run in their import order whatever chunk holds them (needed once groups take
          // modules apart from their importers, below).
          strictExecutionOrder: true,
          codeSplitting: {
            // Each module goes to the group whose test it passes, not with its importer: the
            // layers below import each other in one direction (ui -> data, overlay -> ui).
            includeDependenciesRecursively: false,
            groups: chunkGroups([
              { name: "data", test: anyOf([DATA, SHELL_DATA, sources(["apps/mobile-webview/src/app", "apps/mobile-webview/src/integration"])], [lazy.test, FIRST_PAINT_LEAVES]) },
              // The forms (fetched while a form page's calls run): react-hook-form and the fields.
              { name: "forms", test: anyOf([packages(["react-hook-form", "@hookform"]), sources(FORM_MODULES)], [lazy.test]) },
              // What every first paint needs: the layout, the ui-kit's plain parts, the shared views.
              {
                name: "ui",
                test: anyOf(
                  [KIT, FIRST_PAINT_LEAVES, sources(["apps/mobile-webview/src/layouts", "apps/mobile-webview/src/shared", "packages/i18n/src", "packages/app-runtime/src"])],
                  [lazy.test, SESSION_WATCH, OVERLAY, CALENDAR, TABLE, DATA_VIEWS],
                ),
              },
              // After the first paint (the layout mounts it then): the session watcher and the phone flow's logic.
              { name: "session", test: anyOf([SESSION_WATCH], [lazy.test]) },
              // On first need: the modals, popovers and toasts, with the Radix primitives they need.
              { name: "overlay", test: anyOf([OVERLAY], [lazy.test]) },
            ]),
          },
        },
      },
    },
    server: {
      port: 5174,
      proxy: Object.fromEntries(proxied.map((path) => [path, { target: sandbox, changeOrigin: false }])),
    },
  };
});

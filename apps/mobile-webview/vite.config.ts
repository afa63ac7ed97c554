import tailwindcss from "@tailwindcss/vite";
import { chunkReportPlugin } from "@agent-portal/scripts/chunk-report";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { defineConfig, loadEnv } from "vite";
import type { Plugin } from "vite";

/** The webview's folder of hashed files under `/agent/`, beside the portal's `assets/` (docs/deployment.md). */
const ASSETS_DIR = "assets-mobile";

/**
 * Preloads from `index.html` the English locale file (the fallback, always fetched before the
 * first render), so it downloads in parallel with the entry instead of after it has run.
 *
 * No JavaScript is preloaded: the entry budget (`.size-limit.mjs`, 150 KiB gzipped) counts
 * everything `index.html` references, and the entry alone takes about 134 KiB of it. The first
 * screen's chunks (the store, the guard's session step, the layout, the screen) are requested by
 * the router's first navigation, which starts before the strings are awaited (`main.tsx`).
 */
function preloadLocale(base: string): Plugin {
  return {
    name: "agent-portal-webview:preload-locale",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const outputs = Object.values(context.bundle ?? {});
        const locale = outputs.find((output) => output.type === "asset" && /(?:^|\/)en-[\w-]+\.json$/.test(output.fileName));
        return locale ? [{ tag: "link", attrs: { rel: "preload", href: `${base}${locale.fileName}`, as: "fetch", crossorigin: "anonymous" }, injectTo: "head" as const }] : [];
      },
    },
  };
}

/**
 * The mobile webview, served under `/agent/` beside the desktop portal (issue 9):
 *
 * - `base: "/agent/"` with `build.assetsDir: "assets-mobile"`, so its hashed files never collide
 *   with the portal's `assets/` (the sandbox and nginx serve both folders; the pages of the webview
 *   are chosen by `bundleOfPath` of `@agent-portal/permissions/routes/open`).
 * - `html.cspNonce` exactly as the portal: scripts and the `csp-nonce` meta carry a placeholder the
 *   server replaces per response; `get-nonce` hands it to the style elements Radix injects.
 * - The build writes `dist/chunk-report.json` (every chunk; the entry and the apply form measured),
 *   which the root `.size-limit.mjs` checks: entry <= 150 KiB gzipped, screens <= 60 KiB.
 * - Dev: the API families are proxied to the sandbox (`SANDBOX_URL`, default http://localhost:4173).
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "");
  const sandbox = env.SANDBOX_URL ?? "http://localhost:4173";
  const proxied = ["/api", "/bigo_act_livedata_api", "/backend_api", "/sandbox"];
  const { version } = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as { version: string };
  return {
    base: "/agent/",
    plugins: [
      react(),
      tailwindcss(),
      chunkReportPlugin({ routes: { ApplyForm: "src/pages/apply/apply-form-page.tsx" }, screenDirs: ["src/pages/", "src/layouts/"] }),
      preloadLocale("/agent/"),
    ],
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
          codeSplitting: {
            groups: [
              { name: "react", test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 2 },
              { name: "initial", tags: ["$initial"], priority: 1 },
            ],
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

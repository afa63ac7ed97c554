import tailwindcss from "@tailwindcss/vite";
import { chunkReportPlugin } from "@agent-portal/scripts/chunk-report";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { defineConfig, loadEnv } from "vite";
import type { Plugin } from "vite";

/** The webview's folder of hashed files under `/agent/`, beside the portal's `assets/` (docs/deployment.md). */
const ASSETS_DIR = "assets-mobile";

/**
 * Preloads from `index.html` what every webview page needs right after the entry: the English
 * locale file (the fallback, always fetched before the first render) and the chunks of the given
 * lazily loaded modules (the store, the guard's session step, the mobile layout, the apply-form
 * screen: the flow's first page, without its form, which loads separately) with the chunks they
 * import that the entry does not. They then download in parallel with the entry instead of after
 * it has run (one round trip less before the first screen paints; issue 9 Lighthouse target).
 */
function preloadFirstScreen(base: string, modules: readonly string[]): Plugin {
  return {
    name: "agent-portal-webview:preload-first-screen",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const outputs = Object.values(context.bundle ?? {});
        const chunks = outputs.filter((output) => output.type === "chunk");
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (files: readonly string[]): Set<string> => {
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
        const wanted = chunks.filter((chunk) => modules.some((module) => chunk.facadeModuleId?.endsWith(module) === true)).map((chunk) => chunk.fileName);
        const scripts = [...closure(wanted)]
          .filter((file) => !initial.has(file))
          .map((file) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${file}` }, injectTo: "head" as const }));
        const locale = outputs.find((output) => output.type === "asset" && /(?:^|\/)en-[\w-]+\.json$/.test(output.fileName));
        const localeTag = locale ? [{ tag: "link", attrs: { rel: "preload", href: `${base}${locale.fileName}`, as: "fetch", crossorigin: "anonymous" }, injectTo: "head" as const }] : [];
        return [...localeTag, ...scripts];
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
      preloadFirstScreen("/agent/", ["/src/app/store-setup.tsx", "/src/app/guard-session.ts", "/src/layouts/mobile-layout.tsx", "/src/pages/apply/apply-form-page.tsx"]),
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

import tailwindcss from "@tailwindcss/vite";
import { chunkReportPlugin } from "@agent-portal/scripts/chunk-report";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { defineConfig, loadEnv } from "vite";

/**
 * The desktop portal, served under `/agent/` (SPEC section 1).
 *
 * - `html.cspNonce`: Vite tags scripts/styles with a nonce placeholder that the server
 *   replaces per request, and emits `<meta property="csp-nonce">` so Radix's injected
 *   style elements get the same nonce (get-nonce). No inline script is ever emitted.
 * - Dev: the API families are proxied to the sandbox (`SANDBOX_URL`, default http://localhost:4173).
 * - `VITE_BUILD_FLAVOR=alternative` builds the alternative login flow (SPEC section 4).
 * - Size budgets (issue 8, `docs/performance.md`): the build writes `dist/chunk-report.json` and
 *   `.md` (every chunk's raw and gzip size, and the JavaScript loaded before the login route
 *   renders), which the root `.size-limit.mjs` checks. What the entry loads statically is
 *   packed into two chunks, React (react, react-dom, scheduler) and the rest (`$initial`): one
 *   gzip stream per chunk compresses ~4 KiB better than Rolldown's ~15 small shared chunks,
 *   and each stays under the 100 KiB per-chunk budget. No modulepreload polyfill: every
 *   browser of the es2022 target but Safari < 17 preloads natively, and those just load on import.
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
      chunkReportPlugin({ routes: { Login: "src/pages/login/login-page.tsx" }, screenDirs: ["src/pages/", "src/layouts/"] }),
    ],
    html: { cspNonce: "__CSP_NONCE__" },
    // The release error reports carry by default (`src/app/telemetry.ts`).
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
            groups: [
              { name: "react", test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 2 },
              { name: "initial", tags: ["$initial"], priority: 1 },
            ],
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(proxied.map((path) => [path, { target: sandbox, changeOrigin: false }])),
    },
  };
});

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";

/**
 * The desktop portal, served under `/agent/` (SPEC section 1).
 *
 * - `html.cspNonce`: Vite tags scripts/styles with a nonce placeholder that the server
 *   replaces per request, and emits `<meta property="csp-nonce">` so Radix's injected
 *   style elements get the same nonce (get-nonce). No inline script is ever emitted.
 * - Dev: the API families are proxied to the sandbox (`SANDBOX_URL`, default http://localhost:4173).
 * - `VITE_BUILD_FLAVOR=alternative` builds the alternative login flow (SPEC section 4).
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "");
  const sandbox = env.SANDBOX_URL ?? "http://localhost:4173";
  const proxied = ["/api", "/bigo_act_livedata_api", "/backend_api", "/sandbox"];
  return {
    base: "/agent/",
    plugins: [react(), tailwindcss()],
    html: { cspNonce: "__CSP_NONCE__" },
    build: {
      target: "es2022",
      sourcemap: true,
      assetsInlineLimit: 0,
      chunkSizeWarningLimit: 300,
    },
    server: {
      proxy: Object.fromEntries(proxied.map((path) => [path, { target: sandbox, changeOrigin: false }])),
    },
  };
});

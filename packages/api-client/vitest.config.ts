import { createVitestConfig } from "@agent-portal/vitest-config";

// The transport and the RTK Query base run in plain Node: fetch, Request and AbortSignal are built in.
// The files share one module graph per worker (the contract's schemas are imported once, not once
// per file), but for `base-api.test.ts`: it injects test endpoints into the one `baseApi`, which the
// registry check of `services.test.ts` would otherwise count, so it runs in a graph of its own.
export default createVitestConfig({ isolateFiles: ["src/base-api.test.ts"] });

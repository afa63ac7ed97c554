import { createVitestConfig } from "@agent-portal/vitest-config";

// The transport and the RTK Query base run in plain Node: fetch, Request and AbortSignal are built in.
// Every file isolated: `base-api.test.ts` injects test endpoints into the one `baseApi`, which the
// registry check of `services.test.ts` would otherwise count (the package's tests take seconds).
export default createVitestConfig({ isolate: true });

import { createVitestConfig } from "@agent-portal/vitest-config";

// The transport and the RTK Query base run in plain Node: fetch, Request and AbortSignal are built in.
export default createVitestConfig();

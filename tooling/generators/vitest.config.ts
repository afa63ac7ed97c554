import { createVitestConfig } from "@agent-portal/vitest-config";

export default createVitestConfig();

// The `use-sync-external-store/shim` entry for the apps' builds (`SHELL_ALIASES` of `../build.mjs`):
// React 18+ has `useSyncExternalStore` itself, which the shim answers anyway on those versions,
// so the shim's fallback implementation need not be shipped.
export { useSyncExternalStore } from "react";

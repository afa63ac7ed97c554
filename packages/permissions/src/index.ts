/**
 * `@agent-portal/permissions`: permission ids and enumerations, route metadata and the route table, the route
 * guard, permission union, menu / tab / redirect / title derivation and the reference role profiles. Every module
 * is also importable on its own subpath (`@agent-portal/permissions/guard`, `.../route-table`, ...).
 */
export * from "./ids.ts";
export * from "./route-names.ts";
export * from "./route-meta.ts";
export * from "./route-table.ts";
export * from "./route-path.ts";
export * from "./route-match.ts";
export * from "./permission-set.ts";
export * from "./guard.ts";
export * from "./guard-decision.ts";
export * from "./redirect.ts";
export * from "./tabs.ts";
export * from "./menu.ts";
export * from "./titles.ts";
export * from "./profiles.ts";
export * from "./url-safety.ts";
export * from "./permission-labels.ts";
export * from "./route-access.ts";

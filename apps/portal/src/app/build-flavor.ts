import type { AppBuild } from "@agent-portal/permissions/guard";

/**
 * The build flavour (ARCHITECTURE "Two builds"), fixed at build time by `VITE_BUILD_FLAVOR`:
 * `standard` logs in on `/agent/login`; `alternative` treats Welcome as always allowed,
 * sends Login to Welcome and hands unauthenticated users to the external login page.
 */
export const BUILD_FLAVOR: AppBuild = import.meta.env.VITE_BUILD_FLAVOR === "alternative" ? "alternative" : "standard";

/** The external login page of the alternative build (`VITE_EXTERNAL_LOGIN_URL`); it receives `redirect`. */
export const EXTERNAL_LOGIN_URL: string = import.meta.env.VITE_EXTERNAL_LOGIN_URL ?? "";

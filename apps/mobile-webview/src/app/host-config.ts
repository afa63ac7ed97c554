import { pageWebOrigin } from "#integration/web-link.ts";
import { allowedWebOrigin } from "#integration/web-link.ts";
import { DEFAULT_DEEP_LINK_SCHEME, readSdkChannel } from "#integration/deep-link.ts";

/**
 * The in-app integration settings of this build and visit (issue 9; README "In-app integration"):
 * the host origin trusted for the token exchange and logout (`VITE_HOST_ORIGIN`, default the
 * webview's own origin), the origin web links must have (`VITE_WEB_LINK_HOST`, default the same),
 * the deep-link scheme base (`VITE_DEEP_LINK_SCHEME`, default `bigolive`) and the sdk channel of the
 * visit (`?sdk_channel=`, default 60).
 */
export interface HostConfig {
  readonly hostOrigin: string;
  readonly webOrigin: string;
  readonly deepLinkBase: string;
  readonly sdkChannel: number;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let config: HostConfig | null = null;

/** The settings, read once per page (the channel from the first URL of the visit). */
export function hostConfig(): HostConfig {
  config ??= {
    hostOrigin: allowedWebOrigin(import.meta.env.VITE_HOST_ORIGIN, window.location.origin),
    webOrigin: pageWebOrigin(),
    deepLinkBase: import.meta.env.VITE_DEEP_LINK_SCHEME ?? DEFAULT_DEEP_LINK_SCHEME,
    sdkChannel: readSdkChannel(window.location.search, sessionStore()),
  };
  return config;
}

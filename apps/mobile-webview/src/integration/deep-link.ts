/**
 * Deep links into the provider's app (SPEC section 9: "Default sdk channel 60 (deep-link scheme for
 * 60, otherwise a scheme with channel id)").
 *
 * The webview is opened by an app build of one sdk channel; 60 is the default. The scheme is
 * `<base>` for channel 60 and `<base><channel>` for any other channel (`bigolive://` and, say,
 * `bigolive61://` with the default base `bigolive`, `VITE_DEEP_LINK_SCHEME`). The channel comes from
 * the page's `sdk_channel` query parameter when the app opens the webview with one, and is kept for
 * the session (session storage `sdk_channel`), so in-app navigation keeps it.
 *
 * Links (all values URI-encoded):
 *
 * | Target | Link |
 * | --- | --- |
 * | open a page of ours in the app's webview | `<scheme>://webview?url=<https URL under the allowed host>` |
 * | a user's profile | `<scheme>://profile?uid=<uid>` |
 * | a chat with a user | `<scheme>://im?uid=<uid>` |
 * | close the webview, back to the app | `<scheme>://close` |
 */
import { isAllowedWebLink } from "@agent-portal/permissions/url-safety";

/** The default sdk channel (SPEC section 9). */
export const DEFAULT_SDK_CHANNEL = 60;
/** The default scheme base: the scheme of channel 60. */
export const DEFAULT_DEEP_LINK_SCHEME = "bigolive";
/** The query parameter that carries the channel, and the session storage key that keeps it. */
export const SDK_CHANNEL_PARAM = "sdk_channel";

/** Where a deep link goes. */
export type DeepLinkTarget =
  | { readonly kind: "webview"; readonly url: string }
  | { readonly kind: "profile"; readonly uid: string }
  | { readonly kind: "im"; readonly uid: string }
  | { readonly kind: "close" };

const SCHEME_BASE = /^[a-z][a-z0-9+.-]{0,31}$/;
const UID = /^[0-9]{1,20}$/;

/** Whether `value` is an sdk channel id: a whole number from 1 to 9999. */
export function isSdkChannel(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 9999;
}

/**
 * The deep-link scheme of an sdk channel: `base` for channel 60, `base` followed by the channel id
 * otherwise (`bigolive`, `bigolive61`). A channel that is not a whole number from 1 to 9999 counts
 * as 60.
 *
 * @throws RangeError when `base` is not a valid scheme (a letter, then letters, digits, `+`, `-`, `.`).
 */
export function deepLinkScheme(channel: number = DEFAULT_SDK_CHANNEL, base: string = DEFAULT_DEEP_LINK_SCHEME): string {
  if (!SCHEME_BASE.test(base)) throw new RangeError(`Not a URL scheme: ${base}`);
  return !isSdkChannel(channel) || channel === DEFAULT_SDK_CHANNEL ? base : `${base}${String(channel)}`;
}

/**
 * A deep link for `target` in the app of `channel`, or `null` when the target is refused: a
 * webview URL outside `allowedOrigin` (SPEC section 5, `isAllowedWebLink`) or a uid that is not
 * 1-20 digits.
 */
export function buildDeepLink(target: DeepLinkTarget, options: { readonly channel?: number; readonly base?: string; readonly allowedOrigin: string }): string | null {
  const scheme = deepLinkScheme(options.channel, options.base);
  switch (target.kind) {
    case "webview":
      return isAllowedWebLink(target.url, options.allowedOrigin) ? `${scheme}://webview?url=${encodeURIComponent(target.url)}` : null;
    case "profile":
    case "im":
      return UID.test(target.uid) ? `${scheme}://${target.kind}?uid=${target.uid}` : null;
    case "close":
      return `${scheme}://close`;
  }
}

/** What {@link readSdkChannel} reads and writes. */
export interface ChannelStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The sdk channel of this visit: `sdk_channel` of the query when it is a valid channel id (then kept
 * in `storage`), else the kept one, else 60. Storage failures count as nothing kept.
 */
export function readSdkChannel(search: string, storage: ChannelStorage | null): number {
  const fromQuery = Number(new URLSearchParams(search).get(SDK_CHANNEL_PARAM) ?? Number.NaN);
  if (isSdkChannel(fromQuery)) {
    try {
      storage?.setItem(SDK_CHANNEL_PARAM, String(fromQuery));
    } catch {
      // Not kept: this page still uses it.
    }
    return fromQuery;
  }
  try {
    const kept = Number(storage?.getItem(SDK_CHANNEL_PARAM) ?? Number.NaN);
    if (isSdkChannel(kept)) return kept;
  } catch {
    // Storage unavailable.
  }
  return DEFAULT_SDK_CHANNEL;
}

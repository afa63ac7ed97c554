/**
 * Tracking events (SPEC section 9: "Activity id 66965 is used for tracking. Page-type tracking
 * is 2 for mobile or tablet, else 1").
 *
 * Each event is posted to a configurable endpoint (the portal: `VITE_TRACKING_URL`) as one JSON
 * document ({@link TrackingPayload}) with `navigator.sendBeacon` (survives page unloads), falling
 * back to `fetch` with `keepalive`. The body goes as `text/plain` so a cross-origin collector
 * needs no CORS preflight. Without an endpoint nothing is sent. Props are scrubbed
 * (`scrub.ts`) and the page is sent as its path only (no query: it may hold a `redirect`).
 */
import type { PageTypeValue } from "./page-type.ts";
import { detectPageType } from "./page-type.ts";
import { scrubValue } from "./scrub.ts";

/** The activity id every tracking event carries (SPEC section 9). */
export const TRACKING_ACTIVITY_ID = 66965;

/** Flat event properties: strings, numbers, booleans or null. */
export type TrackingProps = Readonly<Record<string, string | number | boolean | null>>;

/** The posted document. Field names follow the backend's snake_case style. */
export interface TrackingPayload {
  /** The event name, e.g. `page_view`. */
  readonly event: string;
  /** Always {@link TRACKING_ACTIVITY_ID} (66965). */
  readonly activity_id: number;
  /** 1 desktop, 2 mobile or tablet (`page-type.ts`). */
  readonly page_type: PageTypeValue;
  /** The page's path (`location.pathname`), without query or fragment. */
  readonly page: string;
  /** Milliseconds since the Unix epoch. */
  readonly ts: number;
  readonly props: TrackingProps;
}

/** Sends one body to the endpoint; answers whether it was handed to the browser. */
export type TrackingSender = (url: string, body: string) => boolean;

/** Options of {@link createTracker}. */
export interface TrackerOptions {
  /** The collector URL; empty, `null` or `undefined` turns tracking off. */
  readonly url?: string | null;
  /** Default: {@link detectPageType} of the current window. */
  readonly pageType?: () => PageTypeValue;
  /** Default: `location.pathname`. */
  readonly page?: () => string;
  /** Default: `Date.now`. */
  readonly now?: () => number;
  /** Default: {@link sendWithBeacon}. */
  readonly send?: TrackingSender;
}

/** A tracker bound to one endpoint. */
export interface Tracker {
  /** Whether events are sent (an endpoint is configured). */
  readonly enabled: boolean;
  /**
   * Posts `event` with `props`, activity id 66965 and the page type. Answers the payload sent,
   * or `null` when tracking is off or the browser refused it. Never throws.
   */
  track(event: string, props?: TrackingProps): TrackingPayload | null;
}

/**
 * Sends with `navigator.sendBeacon` (a `text/plain` body), or `fetch(url, { method: "POST",
 * keepalive: true })` when beacons are unavailable or refused.
 */
export const sendWithBeacon: TrackingSender = (url, body) => {
  try {
    if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
      if (navigator.sendBeacon(url, new Blob([body], { type: "text/plain;charset=UTF-8" }))) return true;
    }
    if (typeof fetch !== "function") return false;
    void fetch(url, { method: "POST", body, keepalive: true, headers: { "Content-Type": "text/plain;charset=UTF-8" } }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
};

/** Creates a tracker (see {@link TrackerOptions}). */
export function createTracker(options: TrackerOptions = {}): Tracker {
  const url = options.url ?? "";
  const enabled = url !== "";
  const pageType = options.pageType ?? (() => detectPageType());
  const page = options.page ?? (() => (typeof location === "undefined" ? "" : location.pathname));
  const now = options.now ?? Date.now;
  const send = options.send ?? sendWithBeacon;
  return {
    enabled,
    track(event, props = {}) {
      if (!enabled) return null;
      try {
        const payload: TrackingPayload = {
          event,
          activity_id: TRACKING_ACTIVITY_ID,
          page_type: pageType(),
          page: page(),
          ts: now(),
          props: scrubValue(props),
        };
        return send(url, JSON.stringify(payload)) ? payload : null;
      } catch {
        return null;
      }
    },
  };
}

let current: Tracker = createTracker();

/** Sets the app's tracker (e.g. `initTracking({ url: import.meta.env.VITE_TRACKING_URL })`); answers it. */
export function initTracking(options: TrackerOptions): Tracker {
  current = createTracker(options);
  return current;
}

/** Tracks through the app's tracker (see {@link Tracker.track}); does nothing before {@link initTracking} or without an endpoint. */
export function track(event: string, props?: TrackingProps): TrackingPayload | null {
  return current.track(event, props);
}

/**
 * The service families of SPEC section 7 and how each is reached.
 *
 * A family names its client: base URL, timeout and response style. Base URLs are
 * same-origin paths by default so the portal runs under `connect-src 'self'`;
 * other teams override them with `configureApiClient({ baseUrls })`.
 *
 * Styles (SPEC section 7, "what the product does with answers"):
 * - `json`: success code `0`.
 * - `cpp`: C++-style gateway, success code `1`; also sends device id, app id 60 and
 *   client-language headers.
 *
 * Timeouts (SPEC section 9): 30 s main API, 15 s site backend, 50 s every other family.
 */
export type FamilyStyle = "json" | "cpp";

/** Static description of one service family. */
export interface FamilyDefinition {
  /** Stable id, used in endpoint declarations and in `configureApiClient({ baseUrls })`. */
  readonly id: FamilyId;
  /** Name as written in SPEC section 7 (e.g. `live_agent_service`). */
  readonly specName: string;
  /** Default base URL: a same-origin path, no trailing slash. */
  readonly baseUrl: string;
  /** Whole-call budget in milliseconds, retries included. */
  readonly timeoutMs: number;
  readonly style: FamilyStyle;
  /** Main API only: sends cookies (`credentials: "include"`) and the device id header. */
  readonly withCredentials: boolean;
}

/** Every family id. */
export const familyIds = [
  "main",
  "liveAgentService",
  "unionOss",
  "liveAgentFront",
  "liveAgentPortal",
  "followStore",
  "securityCenter",
  "notification",
  "recruitProxy",
  "recruitAnchor",
  "broker",
  "manageAnchor",
  "liveData",
  "act75352",
  "siteBackend",
] as const;

/** One of {@link familyIds}. */
export type FamilyId = (typeof familyIds)[number];

const MAIN_TIMEOUT_MS = 30_000;
const DEFAULT_TIMEOUT_MS = 50_000;
const SITE_BACKEND_TIMEOUT_MS = 15_000;

const define = (id: FamilyId, specName: string, baseUrl: string, style: FamilyStyle, timeoutMs = DEFAULT_TIMEOUT_MS): FamilyDefinition => ({
  id,
  specName,
  baseUrl,
  style,
  timeoutMs,
  withCredentials: id === "main",
});

/** The family table (SPEC sections 7 and 9). */
export const families: Readonly<Record<FamilyId, FamilyDefinition>> = {
  main: define("main", "main API", "/api", "json", MAIN_TIMEOUT_MS),
  liveAgentService: define("liveAgentService", "live_agent_service", "/api/live_agent_service", "cpp"),
  unionOss: define("unionOss", "union_oss", "/api/union_oss", "json"),
  liveAgentFront: define("liveAgentFront", "live_agent_front", "/api/live_agent_front", "cpp"),
  liveAgentPortal: define("liveAgentPortal", "live_agent_portal", "/api/live_agent_portal", "json"),
  followStore: define("followStore", "follow store", "/api/follow_store", "cpp"),
  securityCenter: define("securityCenter", "security centre", "/api/security_center", "cpp"),
  notification: define("notification", "notification", "/api/notification", "cpp"),
  recruitProxy: define("recruitProxy", "recruit proxy", "/api/recruit_proxy", "cpp"),
  recruitAnchor: define("recruitAnchor", "recruit anchor", "/api/recruit_anchor", "cpp"),
  broker: define("broker", "broker", "/api/broker", "cpp"),
  manageAnchor: define("manageAnchor", "manage anchor", "/api/manage_anchor", "cpp"),
  liveData: define("liveData", "live-data family", "/bigo_act_livedata_api", "json"),
  act75352: define("act75352", "activity 75352 agent API", "/api/act75352", "json"),
  siteBackend: define("siteBackend", "site backend", "/backend_api", "json", SITE_BACKEND_TIMEOUT_MS),
};

/** The success code of a family's style: `0` for JSON, `1` for C++ style. */
export const successCodeOf = (style: FamilyStyle): 0 | 1 => (style === "cpp" ? 1 : 0);

/** App id sent by C++-style calls (SPEC section 1: "Application id is 60"). */
export const APP_ID = 60;

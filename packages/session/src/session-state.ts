/**
 * The session entity of SPEC section 3 as serialisable state, and its initial value hydrated from
 * local storage (SPEC section 9).
 */
import type { ApiError } from "@agent-portal/api-client/errors";
import type { LoginUser, Region } from "@agent-portal/api-client/contract/main";
import { regionSchema } from "@agent-portal/api-client/contract/main";
import { AgentRole } from "@agent-portal/api-client/enums";
import { array } from "zod/mini";
import type { RelationTab } from "@agent-portal/permissions/permission-set";
import type { SafeStorage } from "./storage.ts";
import { STORAGE_KEYS, readStoredToken } from "./storage.ts";

/**
 * Where loading the session stands:
 * - `anonymous`: no user loaded (logged out, or a token not yet checked);
 * - `loading`: `loadSession` is fetching user info and permissions;
 * - `ready`: user info and permissions are loaded;
 * - `failed`: user info or permissions failed; the guard goes to Login (SPEC section 8).
 */
export type SessionStatus = "anonymous" | "loading" | "ready" | "failed";

/** The bound phone (SPEC section 3 `phoneInfo`): the country prefix and the number, as phone-auth reads them. */
export interface PhoneInfo {
  readonly prefix: string;
  readonly phone: string;
}

/** One agency the user acts for (SPEC section 3 `agentList`). */
export interface AgentListEntry {
  readonly name: string;
  readonly uid: string;
}

/** One agency membership from union_oss `getAgencyMemberRole` (`member_list`). */
export interface AgencyMembership {
  readonly agencyUid: string;
  readonly agencyName: string;
  /** AgentRole in that agency. */
  readonly role: AgentRole;
}

/** The session slice's state (SPEC section 3, "Session entity"). Plain data only. */
export interface SessionState {
  /** `/agent/user/info`, or `null` before it loaded and after logout. */
  loginUser: LoginUser | null;
  /** The auth token, or `null` when logged out (SPEC section 4: "No token leads to the login route"). */
  token: string | null;
  /**
   * When `token` expires, in milliseconds since the epoch (login's or refreshToken's `expiresIn`),
   * or `null` when unknown. Stored under `token_expires_at`; drives the proactive refresh.
   */
  tokenExpiresAt: number | null;
  /** `/agent/permission/getRegions`. */
  regions: Region[];
  /** From the user info's `agentList`. */
  agentList: AgentListEntry[];
  /** From `getAgencyMemberRole`'s `member_list`. */
  agencyMemberships: AgencyMembership[];
  /** From `getSelfInfo`'s `member_info.role`; NOT_AGENT by default (SPEC section 6). */
  agentRole: AgentRole;
  /** From `getSelfInfo`'s `member_info.bigo_id`. */
  selfBigoId: string;
  /** From the user info's `bigoUid`. */
  bigoUid: string;
  /** From the user info's `unModifyBigoId`. */
  unModifyBigoId: string;
  /** The bound phone, set by phone-auth; `null` when unknown or none. */
  phoneInfo: PhoneInfo | null;
  /** GetPermissions (entry type 3) `data.permissions` (SPEC section 6). */
  agencyPermissions: number[];
  /** The relation-tab answer, kept for the permission union; `null` when not (yet) known. */
  relationTab: RelationTab | null;
  /** TransferRelation granted: relation tab `transfer` or `cancel` >= 1 (SPEC section 6). */
  transferPermission: boolean;
  /** Transfer in/out allowed: `transfer === 1`. */
  transferInOut: boolean;
  /** Terminating an anchor allowed: `cancel === 1`. */
  terminateAnchor: boolean;
  /** live_agent_front GetRecomAnchorEntry `entry === 1`. */
  recommendAnchorEntry: boolean;
  /** Token errors counted from the transport (401, 20002, 20003, 20006). Never decreases. */
  tokenErrors: number;
  /** Phone-auth requests counted from the transport (code 40001). Never decreases. */
  phoneAuthRequests: number;
  /** Successful phone binds or validations (SPEC section 4). Never decreases. */
  phoneAuthSuccesses: number;
  /** Failed user-info refreshes (SPEC section 4: re-login confirm "when the session fails on refetch"). Never decreases. */
  refreshFailures: number;
  status: SessionStatus;
  /** Why the last load failed (`status === "failed"`), else `null`. */
  loadError: ApiError | null;
}

/** The user-bound part of the state: what login and logout reset. Counters are kept. */
export function userlessState(): Omit<SessionState, "token" | "tokenExpiresAt" | "tokenErrors" | "phoneAuthRequests" | "phoneAuthSuccesses" | "refreshFailures"> {
  return {
    loginUser: null,
    regions: [],
    agentList: [],
    agencyMemberships: [],
    agentRole: AgentRole.NOT_AGENT,
    selfBigoId: "",
    bigoUid: "",
    unModifyBigoId: "",
    phoneInfo: null,
    agencyPermissions: [],
    relationTab: null,
    transferPermission: false,
    transferInOut: false,
    terminateAnchor: false,
    recommendAnchorEntry: false,
    status: "anonymous",
    loadError: null,
  };
}

const storedRegionsSchema = array(regionSchema);

/** Parses the stored `regions` JSON; `null` when it is not a `Region[]`. */
export function parseStoredRegions(value: unknown): Region[] | null {
  const parsed = storedRegionsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Parses the stored `token_expires_at` (milliseconds since the epoch); `null` when it is not a positive integer. */
export function parseStoredExpiry(value: string | null): number | null {
  if (value === null || !/^[0-9]{1,16}$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}

/**
 * The initial session state: everything empty, counters 0, status `anonymous`, and the `token`
 * (with its `token_expires_at`) and `regions` found in storage (SPEC section 9). Junk under those
 * keys is ignored. Without a storage, nothing is hydrated.
 */
export function createInitialSessionState(storage?: SafeStorage | null): SessionState {
  const token = readStoredToken(storage);
  const regions = storage?.getJson(STORAGE_KEYS.regions, parseStoredRegions) ?? [];
  return {
    ...userlessState(),
    token,
    tokenExpiresAt: token === null ? null : parseStoredExpiry(storage?.getString(STORAGE_KEYS.tokenExpiresAt) ?? null),
    regions,
    tokenErrors: 0,
    phoneAuthRequests: 0,
    phoneAuthSuccesses: 0,
    refreshFailures: 0,
  };
}

/**
 * The session slice (SPEC section 3 "Session entity", SPEC section 4 "Login" and "Session refresh").
 *
 * Reducers only record what happened: fetching is `load-session.ts`, persistence is
 * `persistence.ts`, the refresh cadence is `refresh-loop.ts`. Counters only ever rise (SPEC section
 * 3 keeps them in the session); the parts that react (phone dialog, unauthorized modal, re-login
 * confirm) listen to the session's events (`session-events.ts`), not to the counters.
 */
import { createSlice } from "@reduxjs/toolkit";
import type { PayloadAction } from "@reduxjs/toolkit";
import type { LoginUser, Region } from "@agent-portal/api-client/contract/main";
import type { ApiError } from "@agent-portal/api-client/errors";
import type { TransportEvent } from "@agent-portal/api-client/transport";
import { AgentRole } from "@agent-portal/api-client/enums";
import { deriveTransferFlags } from "@agent-portal/permissions/permission-set";
import type { RelationTab } from "@agent-portal/permissions/permission-set";
import type { AgencyMembership, PhoneInfo, SessionState } from "./session-state.ts";
import { createInitialSessionState, userlessState } from "./session-state.ts";
import { defaultSessionStorage } from "./storage.ts";

/** The key the app mounts the session reducer under: `configureStore({ reducer: { [sessionReducerPath]: sessionReducer } })`. */
export const sessionReducerPath = "session";

/** union_oss getSelfInfo `member_info`, the fields the session keeps. */
export interface SelfInfoPayload {
  readonly bigo_id: string;
  /** AgentRole number; anything else counts as NOT_AGENT. */
  readonly role: number;
}

/** One union_oss getAgencyMemberRole `member_list` entry. */
export interface MemberRolePayload {
  readonly agency_uid: string;
  readonly agency_name: string;
  readonly role: number;
}

/**
 * A token as login and refreshToken answer it (`expiresIn`, seconds), or as another tab stored it
 * (`expiresAt`, milliseconds since the epoch). Without either, the expiry is unknown (`null`).
 */
export interface TokenPayload {
  readonly token: string;
  /** Seconds until the token expires (main API `tokenSchema.expiresIn`). */
  readonly expiresIn?: number | null;
  /** When the token expires, milliseconds since the epoch; used when `expiresIn` is absent. */
  readonly expiresAt?: number | null;
}

/** Turns a {@link TokenPayload} into the stored shape; `now` is read here, so reducers stay pure. */
function prepareToken(input: TokenPayload): { payload: { token: string; expiresAt: number | null } } {
  const { token, expiresIn, expiresAt } = input;
  if (typeof expiresIn === "number" && Number.isFinite(expiresIn) && expiresIn > 0) {
    return { payload: { token, expiresAt: Date.now() + Math.round(expiresIn * 1000) } };
  }
  return { payload: { token, expiresAt: typeof expiresAt === "number" && Number.isFinite(expiresAt) ? expiresAt : null } };
}

const agentRoles: ReadonlySet<number> = new Set(Object.values(AgentRole));

function toAgentRole(role: number): AgentRole {
  return agentRoles.has(role) ? (role as AgentRole) : AgentRole.NOT_AGENT;
}

const slice = createSlice({
  name: sessionReducerPath,
  // Hydrated lazily from localStorage on the store's first action; pass `preloadedState` to use another storage.
  initialState: () => createInitialSessionState(defaultSessionStorage()),
  reducers: {
    /**
     * Login succeeded: keeps the token (and its expiry, from `expiresIn` seconds) and drops anything
     * of a previous user (counters stay). `loggedIn({ token, expiresIn })`.
     */
    loggedIn: {
      reducer(state, action: PayloadAction<{ token: string; expiresAt: number | null }>) {
        Object.assign(state, userlessState());
        state.token = action.payload.token;
        state.tokenExpiresAt = action.payload.expiresAt;
      },
      prepare: prepareToken,
    },
    /**
     * The token was refreshed (main API refreshToken, or another tab's refresh seen in storage):
     * replaces token and expiry, keeps the user. `tokenRefreshed({ token, expiresIn })`.
     */
    tokenRefreshed: {
      reducer(state, action: PayloadAction<{ token: string; expiresAt: number | null }>) {
        state.token = action.payload.token;
        state.tokenExpiresAt = action.payload.expiresAt;
      },
      prepare: prepareToken,
    },
    /** `loadSession` started. */
    sessionLoadStarted(state) {
      state.status = "loading";
      state.loadError = null;
    },
    /** User info and permissions are loaded. */
    sessionLoadSucceeded(state) {
      state.status = "ready";
      state.loadError = null;
    },
    /** User info or permissions failed (SPEC section 8: the guard then goes to Login). */
    sessionLoadFailed(state, action: PayloadAction<ApiError>) {
      state.status = "failed";
      // A copy with a mutable `messageKeys`, as Immer's draft type wants; the value is the same plain data.
      state.loadError = { ...action.payload, messageKeys: [...action.payload.messageKeys] };
    },
    /** `/agent/user/info` answered: the login user and the identity fields derived from it. */
    userInfoReceived(state, action: PayloadAction<LoginUser>) {
      const user = action.payload;
      // An answer equal to the user held (a refresh or a guard's revalidation that found nothing new)
      // leaves the state as it was, so nothing re-renders.
      if (state.loginUser !== null && JSON.stringify(state.loginUser) === JSON.stringify(user)) return;
      state.loginUser = user;
      state.agentList = user.agentList.map(({ name, uid }) => ({ name, uid }));
      state.bigoUid = user.bigoUid;
      state.unModifyBigoId = user.unModifyBigoId;
    },
    /** A periodic user-info refetch failed (SPEC section 4); the re-login confirm watches this counter. */
    userInfoRefreshFailed(state, _action: PayloadAction<ApiError>) {
      state.refreshFailures += 1;
    },
    /**
     * GetPermissions (entry type 3) answered `data.permissions`. The same ids in the same order leave
     * the state as it was, so a revalidation that finds nothing new re-renders nothing.
     */
    agencyPermissionsReceived(state, action: PayloadAction<readonly number[]>) {
      const held = state.agencyPermissions;
      if (held.length === action.payload.length && held.every((id, index) => id === action.payload[index])) return;
      state.agencyPermissions = [...action.payload];
    },
    /** `/agent/permission/getRegions` answered. */
    regionsReceived(state, action: PayloadAction<readonly Region[]>) {
      state.regions = action.payload.map((region) => ({ ...region }));
    },
    /** QryAnchorRelationChgTabVisible answered: the transfer flags (SPEC section 6, `deriveTransferFlags`). */
    relationTabReceived(state, action: PayloadAction<RelationTab>) {
      const { transfer, cancel } = action.payload;
      state.relationTab = { transfer, cancel };
      Object.assign(state, deriveTransferFlags(action.payload));
    },
    /** getAgencyMemberRole answered `member_list`. */
    memberRolesReceived(state, action: PayloadAction<readonly MemberRolePayload[]>) {
      state.agencyMemberships = action.payload.map((member): AgencyMembership => ({
        agencyUid: member.agency_uid,
        agencyName: member.agency_name,
        role: toAgentRole(member.role),
      }));
    },
    /** GetRecomAnchorEntry answered `entry`. */
    recommendEntryReceived(state, action: PayloadAction<{ entry: number }>) {
      state.recommendAnchorEntry = action.payload.entry === 1;
    },
    /** getSelfInfo answered `member_info`: agent role (SPEC section 6) and own Bigo ID. */
    selfInfoReceived(state, action: PayloadAction<SelfInfoPayload>) {
      state.agentRole = toAgentRole(action.payload.role);
      state.selfBigoId = action.payload.bigo_id;
    },
    /** Phone-auth learnt the bound phone (or that there is none: `null`). */
    phoneInfoReceived(state, action: PayloadAction<PhoneInfo | null>) {
      state.phoneInfo = action.payload === null ? null : { prefix: action.payload.prefix, phone: action.payload.phone };
    },
    /**
     * A transport event (SPEC section 8): `tokenError` raises `tokenErrors`, `phoneAuthRequired`
     * raises `phoneAuthRequests`; `abnormal` is for logging and changes nothing here.
     */
    transportEventReceived(state, action: PayloadAction<TransportEvent>) {
      if (action.payload.type === "tokenError") state.tokenErrors += 1;
      else if (action.payload.type === "phoneAuthRequired") state.phoneAuthRequests += 1;
    },
    /** A phone bind or validation succeeded (SPEC section 4). */
    phoneAuthSucceeded(state) {
      state.phoneAuthSuccesses += 1;
    },
    /**
     * Logout (SPEC section 4: "Logout clears token, regions and all transfer permissions"): also the
     * user, permissions, flags and identity fields. Counters are kept.
     */
    loggedOut(state) {
      Object.assign(state, userlessState());
      state.token = null;
      state.tokenExpiresAt = null;
    },
  },
});

/** The session reducer; mount it under {@link sessionReducerPath}. */
export const sessionReducer = slice.reducer;

/** The session slice itself (`name`, `reducer`, `actions`, `getInitialState`). */
export const sessionSlice = slice;

/** Every session action creator; action types read `session/<name>`. */
export const sessionActions = slice.actions;

/** The action creators, one per reducer above (each documented there). */
export const {
  loggedIn,
  tokenRefreshed,
  sessionLoadStarted,
  sessionLoadSucceeded,
  sessionLoadFailed,
  userInfoReceived,
  userInfoRefreshFailed,
  agencyPermissionsReceived,
  regionsReceived,
  relationTabReceived,
  memberRolesReceived,
  recommendEntryReceived,
  selfInfoReceived,
  phoneInfoReceived,
  transportEventReceived,
  phoneAuthSucceeded,
  loggedOut,
} = slice.actions;

/** The root state shape the session selectors read. */
export interface SessionRootState {
  readonly [sessionReducerPath]: SessionState;
}

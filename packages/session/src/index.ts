/**
 * `@agent-portal/session`: the session slice of SPEC section 3, its selectors and thunks.
 * Every module is also importable on its own subpath (`@agent-portal/session/storage`,
 * `/refresh-loop`, `/country-cache`, ...). The store belongs to the app.
 */
export {
  agencyPermissionsReceived,
  loggedIn,
  loggedOut,
  memberRolesReceived,
  phoneAuthSucceeded,
  phoneInfoReceived,
  recommendEntryReceived,
  regionsReceived,
  relationTabReceived,
  selfInfoReceived,
  sessionActions,
  sessionLoadFailed,
  sessionLoadStarted,
  sessionLoadSucceeded,
  sessionReducer,
  sessionReducerPath,
  sessionSlice,
  tokenRefreshed,
  transportEventReceived,
  userInfoReceived,
  userInfoRefreshFailed,
} from "./session-slice.ts";
export type { MemberRolePayload, SelfInfoPayload, SessionRootState, TokenPayload } from "./session-slice.ts";
export { createInitialSessionState } from "./session-state.ts";
export type { AgencyMembership, AgentListEntry, PhoneInfo, SessionState, SessionStatus } from "./session-state.ts";
export {
  selectAgentList,
  selectAgentRole,
  selectEffectivePermissions,
  selectGuardUser,
  selectIsAdmin,
  selectIsLoggedIn,
  selectLoginUser,
  selectPhoneAuthRequests,
  selectPhoneAuthSuccesses,
  selectPhoneInfo,
  selectRefreshFailures,
  selectRegions,
  selectSession,
  selectSessionFlags,
  selectSessionLoadError,
  selectSessionStatus,
  selectToken,
  selectTokenErrors,
} from "./selectors.ts";
export { loadSession } from "./load-session.ts";
export type { LoadSessionResult } from "./load-session.ts";
export { refreshUserInfo, revalidateAccess, startSessionRefresh } from "./session-refresh.ts";
export type { SessionDispatch } from "./session-refresh.ts";
export { endServerSession, LOGOUT_TIMEOUT_MS, logout } from "./logout.ts";
export type { LogoutOptions } from "./logout.ts";
export { sessionTransportHooks } from "./transport-hooks.ts";
export type { SessionTransportHooks, SessionTransportOptions, WireableStore } from "./transport-hooks.ts";
export { startSessionEvents } from "./session-events.ts";
export type { SessionEvent, SessionEventListener, SessionEvents } from "./session-events.ts";
export { startSessionPersistence } from "./persistence.ts";
export { TOKEN_REFRESH_LEAD_MS, refreshSessionToken } from "./token-refresh.ts";
export { TOKEN_REFRESH_RETRY_MS, startTokenRefresh } from "./token-refresh-loop.ts";
export type { StorageEventSource, StorageKeyEvent, TokenRefreshOptions, TokenRefreshStore } from "./token-refresh-loop.ts";
export type { SessionStartListening } from "./persistence.ts";
export { STORAGE_KEYS, createSafeStorage, defaultSessionStorage, lastSendTimeKey } from "./storage.ts";
export type { SafeStorage } from "./storage.ts";
export type { SessionThunk } from "./thunk.ts";

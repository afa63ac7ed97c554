/**
 * Main API declarations (SPEC section 7, "Main API (base /api, credentials sent, plus a device id header)").
 *
 * Field names follow the main API's camelCase style, as the session entity of
 * SPEC section 3 reads them (`subRole`, `bigoId`, `isWhite`).
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { enumSchema } from "./shared.ts";
import { AccountRole, AccountStatus, AccountSubRole } from "#enums/account-roles.ts";

/** A login account name: what the user types in the account field. */
export const usernameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** A verification code: up to 10 characters (SPEC section 5). */
export const verifyCodeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(10));

/** Login error codes of the main API (ours; SPEC section 8 leaves them "not shown"). */
export const LoginErrorCode = {
  /** Unknown account or wrong password (one code, so accounts cannot be probed). */
  WrongCredentials: 10001,
  /** The verification code is wrong, expired or already used. */
  WrongCode: 10002,
  /** The account exists but is disabled (AccountStatus.Disabled). */
  AccountDisabled: 10003,
  /** Too many failed attempts; wait before trying again. */
  TooManyAttempts: 10004,
  /** A code was requested less than 60 s ago. */
  CodeTooFrequent: 10005,
} as const;

/** POST /agent/user/getVerifyCode: sends a login code to the account's registered channel. */
export const getVerifyCode = defineEndpoint({
  name: "getVerifyCode",
  auth: "none",
  family: "main",
  path: "/agent/user/getVerifyCode",
  summary: "Send a login verification code to the account's registered channel.",
  request: () => z.object({ username: usernameSchema }),
  response: () =>
    z.object({
      /** Seconds the code stays valid. */
      expireSeconds: z.int().check(z.positive()),
      /** Seconds before another code may be requested (60, SPEC section 9). */
      resendAfterSeconds: z.int().check(z.nonnegative()),
    }),
  errors: [LoginErrorCode.CodeTooFrequent],
});

/** A login token with its lifetime. */
export const tokenSchema = z.object({
  token: z.string().check(z.minLength(1)),
  /** Seconds until the token expires. */
  expiresIn: z.int().check(z.positive()),
});

/** POST /agent/user/login: exchanges account, password and code for a token. */
export const login = defineEndpoint({
  name: "login",
  auth: "none",
  family: "main",
  path: "/agent/user/login",
  summary: "Log in with account, password and verification code; answers a token.",
  request: () => z.object({ username: usernameSchema, password: z.string().check(z.minLength(1), z.maxLength(128)), code: verifyCodeSchema }),
  response: () => tokenSchema,
  errors: [LoginErrorCode.WrongCredentials, LoginErrorCode.WrongCode, LoginErrorCode.AccountDisabled, LoginErrorCode.TooManyAttempts],
});

/** POST agent/account/refreshToken: exchanges a live token for a fresh one. */
export const refreshToken = defineEndpoint({
  name: "refreshToken",
  auth: "none",
  family: "main",
  path: "/agent/account/refreshToken",
  summary: "Exchange the current token for a fresh one.",
  request: () => z.object({ token: z.string().check(z.minLength(1)) }),
  response: () => tokenSchema,
});

/** A region an account may see (SPEC section 3, session `regions`). */
export const regionSchema = z.object({ id: z.int(), name: z.string(), shortName: z.string() });
export type Region = z.infer<typeof regionSchema>;

/** GET /agent/permission/getRegions. */
export const getRegions = defineEndpoint({
  name: "getRegions",
  family: "main",
  method: "GET",
  path: "/agent/permission/getRegions",
  summary: "Regions the logged-in account may see.",
  request: () => z.object({}),
  response: () => z.array(regionSchema),
  tags: ["Regions"],
});

/** The logged-in user (SPEC section 3, session `loginUser`, plus `status` and `agentList`). */
export const loginUserSchema = z.object({
  /** AccountRole: Admin 1, Operator 2, Agency 3, NormalUser 4. */
  role: enumSchema(AccountRole),
  /** AccountSubRole for Agency accounts (SuperAdmin 1, Admin 2, Manager 3); None 0 otherwise. */
  subRole: enumSchema(AccountSubRole),
  /** AccountStatus: Enabled 0, Disabled -1. */
  status: enumSchema(AccountStatus),
  /** Permission ids granted by the account itself (unioned with GetPermissions). */
  permissions: z.array(z.int()),
  /** Whitelist flag. */
  isWhite: z.boolean(),
  username: z.string(),
  /** The user's Bigo ID (the public handle). */
  bigoId: z.string(),
  /** The user's Bigo uid: a 64-bit number, sent as a decimal string. */
  bigoUid: z.string(),
  /** Preferred language code. */
  language: z.string(),
  /** Agencies the user acts for: `{ name, uid }` (SPEC section 3, session `agentList`). */
  agentList: z.array(z.object({ name: z.string(), uid: z.string() })),
  /** The Bigo ID recorded at sign-up, which cannot be changed. */
  unModifyBigoId: z.string(),
});
export type LoginUser = z.infer<typeof loginUserSchema>;

/** GET /agent/user/info. */
export const getUserInfo = defineEndpoint({
  name: "user/info",
  key: "getUserInfo",
  family: "main",
  method: "GET",
  path: "/agent/user/info",
  summary: "The logged-in user: role, sub-role, permissions, identity and language.",
  request: () => z.object({}),
  response: () => loginUserSchema,
  tags: ["UserInfo"],
});

/** Every main-API declaration. */
/**
 * POST /agent/user/logout: ends the caller's session on the server; its token answers 20003 from
 * then on. SPEC section 9 gives logout its 5 s timeout; section 7 lists no path, so the path is ours,
 * beside login. The client clears its own state whatever the answer (`@agent-portal/session` logout).
 */
export const logout = defineEndpoint({
  name: "logout",
  family: "main",
  path: "/agent/user/logout",
  summary: "End the session: the token is revoked and answers 20003 from now on.",
  request: () => z.object({}),
  response: () => z.object({}),
});

export const mainEndpoints = [getVerifyCode, login, refreshToken, logout, getRegions, getUserInfo] as const;

/**
 * Mock data factories of the main API (Conventions, "API layer": declarations, mock
 * factories and handlers are siblings). Storybook, MSW handlers and tests build their
 * answers from these; every factory's output passes its response schema.
 */
import type { output } from "zod/v4/core";
import { AccountRole, AccountStatus, AccountSubRole } from "#enums/index.ts";
import type { getVerifyCode, LoginUser, Region, tokenSchema } from "#contract/main.ts";
import type { ResponseOf } from "#contract/define.ts";

/** An Agency SuperAdmin with a few permissions; override any field. */
export function createMockLoginUser(overrides: Partial<LoginUser> = {}): LoginUser {
  return {
    role: AccountRole.Agency,
    subRole: AccountSubRole.SuperAdmin,
    status: AccountStatus.Enabled,
    permissions: [1, 2, 3],
    isWhite: false,
    username: "agency.superadmin",
    bigoId: "agency_owner",
    bigoUid: "1000000001",
    language: "en",
    agentList: [{ name: "Sunrise Agency", uid: "2000000001" }],
    unModifyBigoId: "agency_owner",
    ...overrides,
  };
}

/** A region the account may see; override any field. */
export function createMockRegion(overrides: Partial<Region> = {}): Region {
  return { id: 1, name: "Indonesia", shortName: "ID", ...overrides };
}

/** A token answer of login / refreshToken: valid for one day by default. */
export function createMockToken(overrides: Partial<output<typeof tokenSchema>> = {}): output<typeof tokenSchema> {
  return { token: "mock-token", expiresIn: 86_400, ...overrides };
}

/** A getVerifyCode answer: code valid for 5 minutes, resend after 60 s (SPEC section 9). */
export function createMockVerifyCodeAnswer(overrides: Partial<ResponseOf<typeof getVerifyCode>> = {}): ResponseOf<typeof getVerifyCode> {
  return { expireSeconds: 300, resendAfterSeconds: 60, ...overrides };
}

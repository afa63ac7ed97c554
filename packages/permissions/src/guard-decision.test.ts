import { describe, expect, it } from "vitest";
import type { NavigationInput } from "./guard-decision.ts";
import { decideNavigation } from "./guard-decision.ts";
import { PROFILES, guardUserOf } from "./profiles.ts";
import { chainOf } from "./route-table.ts";

const manager = guardUserOf(PROFILES.agencyManager);
const disabled = guardUserOf(PROFILES.disabled);

function input(overrides: Partial<NavigationInput>): NavigationInput {
  return { chain: chainOf("RecruitList"), build: "standard", user: null, userLoad: "idle", ...overrides };
}

describe("decideNavigation", () => {
  it("allows a permitted route", () => {
    expect(decideNavigation(input({ user: manager }))).toEqual({ type: "allow", check: { kind: "allow", step: 6 } });
  });

  it("sends a denied user to NotFound", () => {
    expect(decideNavigation(input({ chain: chainOf("Payment"), user: manager }))).toMatchObject({
      type: "not-found",
      check: { reason: "missing-permission", route: "Payment" },
    });
    expect(decideNavigation(input({ user: disabled }))).toMatchObject({ type: "not-found", check: { reason: "disabled" } });
  });

  it("loads the user first when there is none, then re-checks", () => {
    expect(decideNavigation(input({}))).toEqual({ type: "load-user" });
    expect(decideNavigation(input({ user: manager, userLoad: "loaded" })).type).toBe("allow");
    expect(decideNavigation(input({ chain: chainOf("Payment"), user: manager, userLoad: "loaded" })).type).toBe("not-found");
    expect(decideNavigation(input({ userLoad: "loaded" })).type).toBe("not-found");
  });

  it("standard build: a failed load goes to Login with the return location, unless the login ban stops it", () => {
    expect(decideNavigation(input({ userLoad: "failed", returnTo: "/broadcaster/recruit/list?page=2" }))).toEqual({
      type: "login",
      returnTo: "/broadcaster/recruit/list?page=2",
    });
    expect(decideNavigation(input({ userLoad: "failed" }))).toEqual({ type: "login", returnTo: null });
    expect(decideNavigation(input({ userLoad: "failed", loginBanned: true }))).toEqual({ type: "blocked" });
  });

  it("alternative build: a failed load goes to Welcome and the external login; a ban keeps only Welcome", () => {
    expect(decideNavigation(input({ build: "alternative", userLoad: "failed", returnTo: "/guild/team" }))).toEqual({
      type: "external-login",
      to: "Welcome",
      returnTo: "/guild/team",
    });
    expect(decideNavigation(input({ build: "alternative", userLoad: "failed", loginBanned: true }))).toEqual({
      type: "redirect",
      to: "Welcome",
    });
  });

  it("never loads the user for Login, NotFound or the alternative build's Welcome", () => {
    expect(decideNavigation(input({ chain: chainOf("Login") })).type).toBe("allow");
    expect(decideNavigation(input({ chain: chainOf("NotFound") })).type).toBe("allow");
    expect(decideNavigation(input({ chain: chainOf("Welcome"), build: "alternative" })).type).toBe("allow");
    expect(decideNavigation(input({ chain: chainOf("Login"), build: "alternative" }))).toEqual({ type: "redirect", to: "Welcome" });
    expect(decideNavigation(input({ chain: chainOf("Welcome") }))).toEqual({ type: "load-user" });
  });
});

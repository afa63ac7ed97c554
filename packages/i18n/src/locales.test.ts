import { describe, expect, it } from "vitest";
import enLocale from "#locales/en.json";

/** Flattens nested locale JSON into dotted keys, as i18next reads them. */
function flatten(node: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node === "object" && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [inner, leaf] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(inner, leaf);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const keys = flatten(enLocale);

describe("locales/en.json", () => {
  it("holds only non-empty strings", () => {
    for (const [key, value] of keys) {
      expect(typeof value, key).toBe("string");
      expect(String(value).trim(), key).not.toBe("");
    }
  });

  it("has well-formed interpolation placeholders", () => {
    for (const [key, value] of keys) {
      const text = String(value);
      const opened = text.split("{{").length - 1;
      const closed = text.split("}}").length - 1;
      expect(opened, key).toBe(closed);
      // A name, optionally with an i18next format: {{seconds}}, {{count, number}}.
      for (const match of text.matchAll(/\{\{(.*?)\}\}/g)) expect(match[1], key).toMatch(/^\w+(, \w+)?$/);
    }
  });

  it.each([
    "lang328",
    "errors.tooLarge",
    "errors.network",
    "errors.timeout",
    "errors.malformed",
    "errors.invalidRequest",
    "errors.token",
    "errors.tokenExpired",
    "errors.unauthorized",
    "errors.accountDisabled",
    "errors.phoneAuth",
    "errors.http",
    "errors.aborted",
    "errors.api./agent/user/login.10001",
    "errors.api./agent/user/login.10002",
    "errors.api./agent/user/login.10003",
    "errors.api./agent/user/login.10004",
    "errors.api./agent/user/login.10005",
    "errors.api./agent/user/getVerifyCode.10005",
    "login.title",
    "login.account",
    "login.password",
    "login.code",
    "login.sendCode",
    "login.resendIn",
    "login.submit",
    "login.disabledAccount",
    "layout.menu",
    "layout.logout",
    "layout.language",
    "layout.collapse",
    "notFound.title",
    "welcome.title",
    "empty.title",
    "relogin.title",
    "relogin.confirm",
    "unauthorized.title",
    "placeholder.notBuilt",
  ])("has %s", (key) => {
    expect(keys.has(key)).toBe(true);
  });

  it.each([
    "Login",
    "Welcome",
    "NotFound",
    "Main",
    "Overview",
    "Admin",
    "Broadcaster",
    "Recruit",
    "RecruitList",
    "RecruitProgress",
    "AnchorInfoEdit",
    "RecommendHosts",
    "List",
    "ListAll",
    "ListToBeRenewed",
    "ListTerminated",
    "ListJoined",
    "RecheckList",
    "Modify",
    "LiveData",
    "Operate",
    "AssignPk",
    "ActRegist",
    "ActRegistList",
    "ActRegistDetail",
    "ActRegistResult",
    "ActRegistInfo",
    "ActRegistSchedule",
    "Guild",
    "DataCenter",
    "Core",
    "Live",
    "ProxyLive",
    "Anchor",
    "Proxy",
    "PK",
    "Detail",
    "ProxyDetail",
    "Desc",
    "Region",
    "Payment",
    "Interview",
    "InterviewList",
    "NewBroadcasterData",
    "AgencyAcademy",
    "ApplyNoPermission",
    "ApplyForm",
    "ApplyProcess",
    "AgentContact",
    "AgentCertifyForm",
  ])("labels the SPEC section 2 route %s", (name) => {
    expect(keys.has(`route.${name}`)).toBe(true);
  });

  it("keeps the resend countdown's seconds placeholder", () => {
    expect(enLocale.login.resendIn).toContain("{{seconds}}");
  });
});

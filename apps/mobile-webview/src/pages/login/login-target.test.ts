import { describe, expect, it } from "vitest";
import { loginTarget } from "./login-target.ts";

const ORIGIN = "http://portal.test";

describe("loginTarget", () => {
  it("returns to a webview page inside the router", () => {
    expect(loginTarget("http://portal.test/agent/m/transfer/15?x=1", ORIGIN)).toEqual({ path: "/m/transfer/15?x=1", document: false });
    expect(loginTarget("/agent/apply-form", ORIGIN)).toEqual({ path: "/apply-form", document: false });
  });

  it("loads a desktop page as a document", () => {
    expect(loginTarget("/agent/apply-sub-agent-list", ORIGIN)).toEqual({ path: "/agent/apply-sub-agent-list", document: true });
  });

  it("goes home for no, unsafe or looping redirects", () => {
    for (const redirect of [null, "https://evil.example/agent/m", "//evil.example", "javascript:alert(1)", "/agent/m/login?redirect=x"]) {
      expect(loginTarget(redirect, ORIGIN)).toEqual({ path: "/m", document: false });
    }
  });
});

import { describe, expect, it } from "vitest";
import { webviewLink, webviewPath } from "./webview-link.ts";

describe("webview links", () => {
  it("are absolute links on the portal's origin under /agent", () => {
    expect(webviewLink("AnchorTransferConfirm", { id: "42" }, "https://agent.example.com")).toBe("https://agent.example.com/agent/m/transfer/42");
    expect(webviewLink("AnchorCancelConfirm", { id: "7" }, "https://agent.example.com")).toBe("https://agent.example.com/agent/m/cancel/7");
    expect(webviewLink("AnchorContractConfirm", { id: "sg-1" }, "https://a.example")).toBe("https://a.example/agent/m/contract/sg-1");
  });

  it("encode their params and refuse a missing one", () => {
    expect(webviewPath("AnchorInvite", { code: "i.5/x" })).toBe("/m/invite/i.5%2Fx");
    expect(() => webviewPath("AnchorTransferConfirm", {})).toThrow(RangeError);
  });
});

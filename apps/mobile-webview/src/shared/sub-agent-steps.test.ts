import { describe, expect, it } from "vitest";
import { subAgentStatusKey, subAgentStepTitleKey } from "./sub-agent-steps.ts";

describe("sub-agent application texts", () => {
  it("key each step's title, keeping out-of-range steps on the nearest one", () => {
    expect(subAgentStepTitleKey(2)).toBe("webview.subAgent.steps.2");
    expect(subAgentStepTitleKey(0)).toBe("webview.subAgent.steps.1");
    expect(subAgentStepTitleKey(7)).toBe("webview.subAgent.steps.4");
  });

  it("key each status", () => {
    expect(subAgentStatusKey(5)).toBe("webview.subAgent.status.5");
  });
});

import { isRouteErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { followImTarget } from "./im-route-loader.ts";

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}

describe("followImTarget", () => {
  it("redirects to a webview page inside the router", () => {
    const result = thrown(() => followImTarget("transfer-15"));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toBe("/m/transfer/15");
  });

  it("loads a desktop page as a document under /agent", () => {
    const assign = vi.fn();
    expect(followImTarget("recruit-9", assign)).toBeNull();
    expect(assign).toHaveBeenCalledWith("/agent/broadcaster/recruit/progress/9");
  });

  it("answers 404 for an unknown or missing id", () => {
    for (const id of ["nope-1", undefined, ""]) {
      const result = thrown(() => followImTarget(id));
      const status = isRouteErrorResponse(result) ? result.status : (result as { init?: { status?: number } }).init?.status;
      expect(status).toBe(404);
    }
  });
});

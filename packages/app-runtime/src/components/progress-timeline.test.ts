import { describe, expect, it } from "vitest";
import { actorKeyOf } from "./progress-timeline.tsx";

describe("actorKeyOf", () => {
  it("names each actor, unknown ones as the system", () => {
    expect(actorKeyOf(1)).toBe("webview.progress.actor.broadcaster");
    expect(actorKeyOf(3)).toBe("webview.progress.actor.targetAgency");
    expect(actorKeyOf(9)).toBe("webview.progress.actor.system");
  });
});

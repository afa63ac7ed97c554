import { describe, expect, it } from "vitest";
import { actorKeyOf } from "./progress-timeline.tsx";

describe("actorKeyOf", () => {
  it("names each actor, unknown ones as the system", () => {
    expect(actorKeyOf(1)).toBe("shared.progress.actor.broadcaster");
    expect(actorKeyOf(3)).toBe("shared.progress.actor.targetAgency");
    expect(actorKeyOf(9)).toBe("shared.progress.actor.system");
  });
});

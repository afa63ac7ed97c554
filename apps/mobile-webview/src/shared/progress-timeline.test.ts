import { describe, expect, it } from "vitest";
import { actorKeyOf, timelineStatesOf } from "./progress-timeline.tsx";

describe("timelineStatesOf", () => {
  it("marks the first waiting step current and the rest waiting", () => {
    expect(timelineStatesOf([{ state: 1 }, { state: 0 }, { state: 0 }])).toEqual(["done", "current", "waiting"]);
  });

  it("marks nothing current after a step that ended the flow", () => {
    expect(timelineStatesOf([{ state: 1 }, { state: 2 }, { state: 0 }])).toEqual(["done", "rejected", "waiting"]);
    expect(timelineStatesOf([{ state: 3 }, { state: 0 }])).toEqual(["expired", "waiting"]);
    expect(timelineStatesOf([{ state: 4 }, { state: 0 }])).toEqual(["withdrawn", "waiting"]);
  });

  it("names each actor, unknown ones as the system", () => {
    expect(actorKeyOf(1)).toBe("webview.progress.actor.broadcaster");
    expect(actorKeyOf(3)).toBe("webview.progress.actor.targetAgency");
    expect(actorKeyOf(9)).toBe("webview.progress.actor.system");
  });
});

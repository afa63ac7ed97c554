import { describe, expect, it } from "vitest";
import { actorOf, timelineStatesOf } from "./progress-steps.ts";

describe("progress steps", () => {
  it("mark the first waiting step as the one acting now", () => {
    expect(timelineStatesOf([{ state: 1 }, { state: 0 }, { state: 0 }])).toEqual(["done", "current", "waiting"]);
  });

  it("stop at a step that ended the flow", () => {
    expect(timelineStatesOf([{ state: 1 }, { state: 2 }, { state: 0 }])).toEqual(["done", "rejected", "waiting"]);
    expect(timelineStatesOf([{ state: 3 }, { state: 0 }])).toEqual(["expired", "waiting"]);
    expect(timelineStatesOf([{ state: 4 }, { state: 0 }])).toEqual(["withdrawn", "waiting"]);
    expect(timelineStatesOf([{ state: 1 }, { state: 1 }])).toEqual(["done", "done"]);
  });

  it("name the actor of a step", () => {
    expect(actorOf({ actor: 1 })).toBe("broadcaster");
    expect(actorOf({ actor: 3 })).toBe("targetAgency");
    expect(actorOf({ actor: 9 })).toBe("system");
  });
});

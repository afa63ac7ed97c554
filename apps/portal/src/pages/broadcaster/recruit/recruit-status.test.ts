import { describe, expect, it } from "vitest";
import { isEditable, recruitActions } from "./recruit-status.ts";

describe("recruitActions (the recruit machine's agency actions)", () => {
  it("lets drafts and rejected records be edited, never stopped", () => {
    expect(recruitActions(1)).toEqual(["edit", "progress"]);
    expect(recruitActions(5)).toEqual(["edit", "progress"]);
    expect(isEditable(5)).toBe(true);
  });

  it("lets a recruitment under review or waiting for the broadcaster be stopped, never edited", () => {
    expect(recruitActions(2)).toEqual(["stop", "progress"]);
    expect(recruitActions(3)).toEqual(["stop", "progress"]);
    expect(isEditable(3)).toBe(false);
  });

  it("offers only the timeline for final states", () => {
    for (const status of [4, 6, 7]) expect(recruitActions(status)).toEqual(["progress"]);
  });
});

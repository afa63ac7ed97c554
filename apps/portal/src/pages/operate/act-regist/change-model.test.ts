import { describe, expect, it } from "vitest";
import { ActRegistErrorCode } from "@agent-portal/api-client/contract/act75352-shared";
import { changeGate, changesLeftAfter } from "./change-model.ts";
import type { ChangeFacts } from "./change-model.ts";

const open: ChangeFacts = { canChange: 1, reasonCode: 0, changesLeft: 2, freeRounds: 1, signOpen: true };

describe("changeGate", () => {
  it("allows every change while the round has not started, changes are left and sign-up is open", () => {
    for (const kind of ["move", "replace", "removeRound", "cancelSign"] as const) expect(changeGate(kind, open)).toEqual({ allowed: true });
  });

  it("gives canChangeRound's refusal, translated by the call that would refuse, to the round changes", () => {
    const started = { ...open, canChange: 0 as const, reasonCode: ActRegistErrorCode.RoundChangeNotAllowed };
    expect(changeGate("move", started)).toEqual({ allowed: false, reasonKey: "errors.api./change_round.44006" });
    expect(changeGate("replace", started)).toEqual({ allowed: false, reasonKey: "errors.api./change_anchor.44006" });
    expect(changeGate("removeRound", started)).toEqual({ allowed: false, reasonKey: "errors.api./cancel_round.44006" });
    // Cancelling the registration does not depend on the round, only on sign-up being open.
    expect(changeGate("cancelSign", started)).toEqual({ allowed: true });
  });

  it("refuses move and replace with 44011 once the allowance is used, but not leaving a round", () => {
    const used = { ...open, changesLeft: 0 };
    expect(changeGate("move", used)).toEqual({ allowed: false, reasonKey: "errors.api./change_round.44011" });
    expect(changeGate("replace", used)).toEqual({ allowed: false, reasonKey: "errors.api./change_anchor.44011" });
    expect(changeGate("removeRound", used)).toEqual({ allowed: true });
  });

  it("refuses a move with no other round with a free place, and cancelling once sign-up closed", () => {
    expect(changeGate("move", { ...open, freeRounds: 0 })).toEqual({ allowed: false, reasonKey: "operate.actChange.noFreeRound" });
    expect(changeGate("cancelSign", { ...open, signOpen: false })).toEqual({ allowed: false, reasonKey: "errors.api./cancel_sign.44002" });
  });
});

describe("changesLeftAfter", () => {
  it("counts one change for a move or a replacement and none for leaving or cancelling", () => {
    expect(changesLeftAfter("move", 2)).toBe(1);
    expect(changesLeftAfter("replace", 1)).toBe(0);
    expect(changesLeftAfter("removeRound", 2)).toBe(2);
    expect(changesLeftAfter("cancelSign", 0)).toBe(0);
  });
});

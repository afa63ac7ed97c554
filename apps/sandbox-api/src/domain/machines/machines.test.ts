/**
 * Every state machine against an independently written list of its allowed moves: each listed
 * move leads where the list says, and every other (state, action, actor) is refused with
 * IllegalTransitionError. Plus allowed actions per actor, deadlines and terminal states.
 */
import { describe, expect, it } from "vitest";
import { activitySignMachine, activityStatusAt, canChangeRound } from "./activity-sign.ts";
import { agentApplicationMachine, proxyApplicationMachine } from "./applications.ts";
import { cancellationMachine } from "./cancellation.ts";
import { applicationMachine, invitationMachine } from "./invite.ts";
import { allowedActions, canTake, deadlineOf, IllegalTransitionError, isDue, nextState, statesOf } from "./machine.ts";
import type { Actor, StateMachine } from "./machine.ts";
import { recruitMachine } from "./recruit.ts";
import { renewalMachine } from "./renewal.ts";
import { signMachine } from "./sign.ts";
import { transferMachine } from "./transfer.ts";

const ACTORS: readonly Actor[] = ["broadcaster", "agency", "counterpartAgency", "applicant", "operator", "system"];

/** `"<from> <action> <actor> -> <to>"`, the moves a machine must allow and nothing else. */
const EXPECTED: readonly [StateMachine<number, string>, readonly string[]][] = [
  [
    transferMachine,
    ["1 agree counterpartAgency -> 2", "1 reject counterpartAgency -> 4", "2 agree broadcaster -> 3", "2 reject broadcaster -> 5", "1 expire system -> 6", "2 expire system -> 6"],
  ],
  [cancellationMachine, ["1 agree broadcaster -> 2", "1 reject broadcaster -> 3", "1 expire system -> 4"]],
  [renewalMachine, ["1 accept broadcaster -> 2", "1 decline broadcaster -> 3", "1 withdraw agency -> 4", "1 remind agency -> 1", "1 expire system -> 5"]],
  [signMachine, ["1 confirm broadcaster -> 2", "1 decline broadcaster -> 3", "1 withdraw agency -> 5", "1 expire system -> 4"]],
  [
    recruitMachine,
    [
      "1 save agency -> 1",
      "5 save agency -> 1",
      "1 submit agency -> 2",
      "5 submit agency -> 2",
      "2 approve operator -> 3",
      "2 reject operator -> 5",
      "3 confirm broadcaster -> 4",
      "3 decline broadcaster -> 5",
      "2 stop agency -> 6",
      "3 stop agency -> 6",
      "1 expire system -> 7",
      "3 expire system -> 7",
    ],
  ],
  [invitationMachine, ["1 accept broadcaster -> 2", "1 reject broadcaster -> 3", "1 expire system -> 4"]],
  [applicationMachine, ["1 accept agency -> 2", "1 expire system -> 4"]],
  [agentApplicationMachine, ["1 submitKyc applicant -> 2", "2 approve operator -> 3", "2 reject operator -> 4"]],
  [proxyApplicationMachine, ["1 commitInfo applicant -> 2", "2 deny agency -> 5", "2 pass system -> 3", "3 approve operator -> 4", "3 deny operator -> 5", "1 expire system -> 6"]],
  [activitySignMachine, ["1 approve operator -> 2", "1 reject operator -> 3", "1 cancel agency -> 4", "2 cancel agency -> 4"]],
];

const parse = (line: string) => {
  const match = /^(\d+) (\w+) (\w+) -> (\d+)$/.exec(line);
  if (match === null) throw new Error(`bad line ${line}`);
  return { from: Number(match[1]), action: match[2] ?? "", actor: (match[3] ?? "") as Actor, to: Number(match[4]) };
};

describe.each(EXPECTED.map(([machine, lines]) => ({ name: machine.name, machine, lines })))("$name machine", ({ machine, lines }) => {
  const expected = lines.map(parse);
  const actions = [...new Set([...machine.transitions.map((t) => t.action), ...expected.map((e) => e.action)])];

  it.each(expected)("$from --$action ($actor)--> $to", ({ from, action, actor, to }) => {
    expect(nextState(machine, from, action, actor)).toBe(to);
  });

  it("refuses every other state, action and actor", () => {
    let refused = 0;
    for (const from of statesOf(machine)) {
      for (const action of actions) {
        for (const actor of ACTORS) {
          if (expected.some((e) => e.from === from && e.action === action && e.actor === actor)) continue;
          expect(canTake(machine, from, action, actor)).toBe(false);
          expect(() => nextState(machine, from, action, actor)).toThrow(IllegalTransitionError);
          refused += 1;
        }
      }
    }
    expect(refused).toBe(statesOf(machine).length * actions.length * ACTORS.length - expected.length);
  });

  it("lets nothing leave a terminal state, and every non-terminal state has a way out", () => {
    for (const state of statesOf(machine)) {
      const leaving = expected.filter((e) => e.from === state && e.to !== state);
      expect(leaving.length === 0).toBe(machine.states[state]?.terminal);
    }
  });
});

describe("allowedActions and errors", () => {
  it("lists what each actor may do now", () => {
    expect(allowedActions(transferMachine, 1, "counterpartAgency")).toEqual(["agree", "reject"]);
    expect(allowedActions(transferMachine, 1, "broadcaster")).toEqual([]);
    expect(allowedActions(transferMachine, 2, "broadcaster")).toEqual(["agree", "reject"]);
    expect(allowedActions(transferMachine, 3, "broadcaster")).toEqual([]);
    expect(allowedActions(renewalMachine, 1, "agency")).toEqual(["withdraw", "remind"]);
    expect(allowedActions(recruitMachine, 5, "agency")).toEqual(["save", "submit"]);
    expect(allowedActions(recruitMachine, 3, "agency")).toEqual(["stop"]);
  });

  it("tells a wrong actor from a wrong state", () => {
    const wrongActor = (() => {
      try {
        nextState(transferMachine, 1, "agree", "broadcaster");
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(wrongActor).toMatchObject({ wrongActor: true, machine: "transfer", from: 1, action: "agree", actor: "broadcaster" });
    expect(() => nextState(transferMachine, 3, "agree", "broadcaster")).toThrow(expect.objectContaining({ wrongActor: false }) as Error);
  });
});

describe("deadlines", () => {
  const at = new Date("2025-06-02T10:00:00Z");
  it("gives waiting states their window and terminal ones none", () => {
    expect(deadlineOf(transferMachine, 1, at)?.toISOString()).toBe("2025-06-09T10:00:00.000Z");
    expect(deadlineOf(recruitMachine, 3, at)?.toISOString()).toBe("2025-06-16T10:00:00.000Z");
    expect(deadlineOf(proxyApplicationMachine, 2, at)?.toISOString()).toBe("2025-06-05T10:00:00.000Z");
    expect(deadlineOf(recruitMachine, 2, at)).toBeNull();
    expect(deadlineOf(transferMachine, 3, at)).toBeNull();
  });

  it("is due at the deadline, not a millisecond before", () => {
    const deadline = new Date("2025-06-09T10:00:00Z");
    expect(isDue(deadline, new Date(deadline.getTime() - 1))).toBe(false);
    expect(isDue(deadline, deadline)).toBe(true);
    expect(isDue(null, deadline)).toBe(false);
  });
});

describe("activity status and rounds", () => {
  const a = { signStartAt: new Date("2025-06-01T00:00:00Z"), signEndAt: new Date("2025-06-10T00:00:00Z"), endAt: new Date("2025-06-20T00:00:00Z") };
  it.each([
    ["2025-05-31T23:59:59Z", 1],
    ["2025-06-01T00:00:00Z", 2],
    ["2025-06-09T23:59:59Z", 2],
    ["2025-06-10T00:00:00Z", 3],
    ["2025-06-20T00:00:00Z", 4],
  ])("at %s the activity is in status %i", (at, status) => {
    expect(activityStatusAt(a, new Date(at))).toBe(status);
  });

  it("lets registered or approved broadcasters change rounds until the round starts", () => {
    const start = new Date("2025-06-12T00:00:00Z");
    expect(canChangeRound(1, start, new Date("2025-06-11T23:59:59Z"))).toBe(true);
    expect(canChangeRound(2, start, new Date("2025-06-11T00:00:00Z"))).toBe(true);
    expect(canChangeRound(2, start, start)).toBe(false);
    expect(canChangeRound(3, start, new Date("2025-06-01T00:00:00Z"))).toBe(false);
    expect(canChangeRound(4, start, new Date("2025-06-01T00:00:00Z"))).toBe(false);
  });
});

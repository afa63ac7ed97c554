/**
 * Mock data factories of the activity 75352 agent API (activities, rounds, sign and round
 * records). Every factory's output passes its schema (`mocks.test.ts`); override any field.
 */
import type { output } from "zod/v4/core";
import { ActivitySignStatus, ActivityStatus, RoundOutcome } from "#enums/index.ts";
import type { activitySchema, roundRecordSchema, roundSchema, signRecordSchema } from "#contract/act75352-shared.ts";
import { DAY, MOCK_NOW } from "./shared.ts";

/** An activity with sign-up open for 5 more days. */
export function createMockActivity(overrides: Partial<output<typeof activitySchema>> = {}): output<typeof activitySchema> {
  return {
    activityId: 75352,
    activityName: "June Star Challenge",
    zone: "ID",
    month: "2024-06",
    status: ActivityStatus.SignOpen,
    signStartTime: MOCK_NOW - 2 * DAY,
    signEndTime: MOCK_NOW + 5 * DAY,
    startTime: MOCK_NOW + 7 * DAY,
    endTime: MOCK_NOW + 21 * DAY,
    maxAnchors: 20,
    signedCount: 4,
    coverUrl: "",
    reportTimeZone: "Asia/Jakarta",
    ...overrides,
  };
}

/** The first round: 50 places, 12 taken. */
export function createMockRound(overrides: Partial<output<typeof roundSchema>> = {}): output<typeof roundSchema> {
  return { roundId: 1, roundName: "Round 1", startTime: MOCK_NOW + 7 * DAY, endTime: MOCK_NOW + 8 * DAY, capacity: 50, signedCount: 12, ...overrides };
}

/** An approved registration in round 1. */
export function createMockSignRecord(overrides: Partial<output<typeof signRecordSchema>> = {}): output<typeof signRecordSchema> {
  return {
    id: "s-1",
    activityId: 75352,
    activityName: "June Star Challenge",
    zone: "ID",
    anchorUid: "3000000001",
    bigoId: "anchor_mia",
    nickName: "Mia",
    avatarUrl: "",
    roundId: 1,
    roundName: "Round 1",
    signStatus: ActivitySignStatus.Approved,
    signTime: MOCK_NOW - DAY,
    operatorName: "agency.manager",
    rejectReason: "",
    ...overrides,
  };
}

/** A round result before the round's scores are in. */
export function createMockRoundRecord(overrides: Partial<output<typeof roundRecordSchema>> = {}): output<typeof roundRecordSchema> {
  return {
    id: "r-1",
    activityId: 75352,
    activityName: "June Star Challenge",
    zone: "ID",
    anchorUid: "3000000001",
    bigoId: "anchor_mia",
    nickName: "Mia",
    avatarUrl: "",
    roundId: 1,
    roundName: "Round 1",
    roundStartTime: MOCK_NOW + 7 * DAY,
    roundEndTime: MOCK_NOW + 8 * DAY,
    signStatus: ActivitySignStatus.Approved,
    rank: 0,
    score: 0,
    reportTimeZone: "Asia/Jakarta",
    groupName: "",
    slotStartTime: 0,
    slotEndTime: 0,
    opponentBigoId: "",
    opponentNickName: "",
    outcome: RoundOutcome.Pending,
    beans: 0,
    rewardBeans: 0,
    ...overrides,
  };
}

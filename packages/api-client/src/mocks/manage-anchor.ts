/**
 * Mock data factories of the manage anchor family (transfers and cancellations with their
 * timelines). Every factory's output passes its schema (`mocks.test.ts`); override any field.
 */
import type { output } from "zod/v4/core";
import { CancellationStatus, CancelReasonType, StepActor, StepState, TransferInitiator, TransferStatus } from "#enums/index.ts";
import type { cancellationProgressSchema, cancellationSchema, transferProgressSchema, transferSchema } from "#contract/manage-anchor-shared.ts";
import type { progressStepSchema } from "#contract/shared.ts";
import { DAY, MOCK_NOW } from "./shared.ts";

/** One timeline step. */
export type MockProgressStep = output<typeof progressStepSchema>;

/** A timeline step; waiting by default. */
export function createMockProgressStep(overrides: Partial<MockProgressStep> = {}): MockProgressStep {
  return { step: 1, actor: StepActor.CurrentAgency, state: StepState.Waiting, done_time: 0, deadline_time: MOCK_NOW + 7 * DAY, remark: "", ...overrides };
}

/** A transfer out started yesterday, waiting for the target agency. */
export function createMockTransfer(overrides: Partial<output<typeof transferSchema>> = {}): output<typeof transferSchema> {
  return {
    transfer_id: "tr-1",
    anchor_uid: "3000000001",
    anchor_bigo_id: "anchor_mia",
    anchor_nick_name: "Mia",
    anchor_avatar_url: "",
    source_agent_uid: "2000000001",
    source_agent_name: "Sunrise Agency",
    target_agent_uid: "2000000101",
    target_agent_name: "Moonlight Agency",
    initiator: TransferInitiator.SourceAgency,
    status: TransferStatus.WaitingAgency,
    reason: "Moving closer to the broadcaster's city",
    create_time: MOCK_NOW - DAY,
    update_time: MOCK_NOW - DAY,
    expire_time: MOCK_NOW + 6 * DAY,
    ...overrides,
  };
}

/** A transfer with its three steps (target agency waiting, broadcaster, completion). */
export function createMockTransferProgress(overrides: Partial<output<typeof transferSchema>> = {}): output<typeof transferProgressSchema> {
  return {
    transfer: createMockTransfer(overrides),
    steps: [
      createMockProgressStep({ step: 1, actor: 3 }),
      createMockProgressStep({ step: 2, actor: 1, deadline_time: 0 }),
      createMockProgressStep({ step: 3, actor: 5, deadline_time: 0 }),
    ],
  };
}

/** A cancellation started yesterday, waiting for the broadcaster. */
export function createMockCancellation(overrides: Partial<output<typeof cancellationSchema>> = {}): output<typeof cancellationSchema> {
  return {
    cancel_id: "cc-1",
    anchor_uid: "3000000002",
    anchor_bigo_id: "anchor_leo",
    anchor_nick_name: "Leo",
    anchor_avatar_url: "",
    agent_uid: "2000000001",
    agent_name: "Sunrise Agency",
    reason_type: CancelReasonType.Inactive,
    reason: "No live session for 60 days",
    status: CancellationStatus.WaitingBroadcaster,
    create_time: MOCK_NOW - DAY,
    update_time: MOCK_NOW - DAY,
    expire_time: MOCK_NOW + 6 * DAY,
    ...overrides,
  };
}

/** A cancellation with its two steps (broadcaster's answer, termination). */
export function createMockCancellationProgress(overrides: Partial<output<typeof cancellationSchema>> = {}): output<typeof cancellationProgressSchema> {
  return {
    cancellation: createMockCancellation(overrides),
    steps: [createMockProgressStep({ step: 1, actor: 1 }), createMockProgressStep({ step: 2, actor: 5, deadline_time: 0 })],
  };
}

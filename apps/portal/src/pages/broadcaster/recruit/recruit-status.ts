import { RecruitStatus } from "@agent-portal/api-client/enums";

/**
 * Recruit record statuses (recruit-shared: 1 draft, 2 under review, 3 waiting for the broadcaster,
 * 4 signed, 5 rejected, 6 stopped, 7 expired) and what the agency may do in each (the recruit
 * machine of `packages/api-client/docs/state-machines.md`):
 * - `edit`: SaveSubmitAnchorInfo (save or submit), only for drafts (1) and rejected records (5);
 * - `stop`: StopAnchorRecruit, only under review (2) or waiting for the broadcaster (3);
 * - `progress`: the timeline, always.
 * Signed, stopped and expired records are final: progress only.
 */
export type RecruitAction = "edit" | "stop" | "progress";

const S = RecruitStatus;

/** Every recruit status, in order. */
export const RECRUIT_STATUSES = Object.values(RecruitStatus);

/** The actions the agency may take on a record in `status`, in display order. */
export function recruitActions(status: RecruitStatus): RecruitAction[] {
  const actions: RecruitAction[] = [];
  if (isEditable(status)) actions.push("edit");
  if (status === S.UnderReview || status === S.WaitingBroadcaster) actions.push("stop");
  actions.push("progress");
  return actions;
}

/** Whether the record's info can be edited (draft or rejected). */
export const isEditable = (status: RecruitStatus): boolean => status === S.Draft || status === S.Rejected;

/** The badge tone of a recruit status. */
export function recruitTone(status: RecruitStatus): "neutral" | "brand" | "warning" | "success" | "danger" {
  switch (status) {
    case S.UnderReview:
      return "brand";
    case S.WaitingBroadcaster:
      return "warning";
    case S.Signed:
      return "success";
    case S.Rejected:
      return "danger";
    default:
      return "neutral";
  }
}

/** Steps of a recruit timeline (`recruitProgressSchema`): 1 submitted, 2 operator review, 3 broadcaster confirmation, 4 signed. */
export const RECRUIT_STEPS = [1, 2, 3, 4] as const;

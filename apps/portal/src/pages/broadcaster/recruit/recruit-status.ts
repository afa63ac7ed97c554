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

/** Every recruit status, in order. */
export const RECRUIT_STATUSES = [1, 2, 3, 4, 5, 6, 7] as const;

/** The actions the agency may take on a record in `status`, in display order. */
export function recruitActions(status: number): RecruitAction[] {
  const actions: RecruitAction[] = [];
  if (status === 1 || status === 5) actions.push("edit");
  if (status === 2 || status === 3) actions.push("stop");
  actions.push("progress");
  return actions;
}

/** Whether the record's info can be edited (draft or rejected). */
export const isEditable = (status: number): boolean => status === 1 || status === 5;

/** The badge tone of a recruit status. */
export function recruitTone(status: number): "neutral" | "brand" | "warning" | "success" | "danger" {
  switch (status) {
    case 2:
      return "brand";
    case 3:
      return "warning";
    case 4:
      return "success";
    case 5:
      return "danger";
    default:
      return "neutral";
  }
}

/** Steps of a recruit timeline (`recruitProgressSchema`): 1 submitted, 2 operator review, 3 broadcaster confirmation, 4 signed. */
export const RECRUIT_STEPS = [1, 2, 3, 4] as const;

import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import type { preLostUserGetRecallPath, preLostUserGetUserList } from "@agent-portal/api-client/contract/live-data-pre-lost-user";
import { RecallStatus } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { oneOfParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import type { TimelineStepState } from "@agent-portal/ui-kit/components/timeline";

/** A broadcaster at risk of leaving (preLostUser getUserList). */
export type RecallRow = ResponseOf<typeof preLostUserGetUserList>["list"][number];
/** What a recall sends: message, reward (beans), window (days), daily limit and today's count. */
export type RecallOffer = ResponseOf<typeof preLostUserGetUserList>["offer"];
/** One recall of a broadcaster with its step times (preLostUser getRecallPath; Unix seconds, 0 not reached). */
export type RecallPath = ResponseOf<typeof preLostUserGetRecallPath>["list"][number];

/** The list's only order: the server's (longest inactive first; getUserList takes no sort), so no column sorts. */
export const RECALL_SORTABLE = ["inactiveDays"] as const;

const ANY = "any";
const STATUSES = Object.values(RecallStatus).map(String);

/** The recall tab's URL (`/data-center/live-data/recall?…`): page, size and the recall status (`status`, 0-4 or any). */
export const RECALL_SPEC = {
  ...listParams(RECALL_SORTABLE, "inactiveDays", "desc"),
  status: oneOfParam([ANY, ...STATUSES], ANY),
};

/** The recall tab's URL values. */
export type RecallValues = ParamValues<typeof RECALL_SPEC>;

/** The chosen recall status, or null for any. */
export const chosenStatus = (values: RecallValues): RecallStatus | null => {
  const status = Object.values(RecallStatus).find((s) => String(s) === values.status);
  return status ?? null;
};

/** The getUserList request of the view (its page and status filter). */
export function recallRequest(values: RecallValues): RequestOf<typeof preLostUserGetUserList> {
  const status = chosenStatus(values);
  return { page: values.page, pageSize: values.size, ...(status === null ? {} : { recallStatus: status }) };
}

/**
 * When the recall window reopens for every one of `uids` (the latest `recallOpenTime` among
 * them, Unix seconds), or 0 when it is open for all: what a 43021 refusal tells the user.
 */
export function windowReopensAt(rows: readonly RecallRow[], uids: readonly string[]): number {
  const wanted = new Set(uids);
  return rows.filter((row) => wanted.has(row.uid)).reduce((latest, row) => Math.max(latest, row.recallOpenTime), 0);
}

/** The steps of a recall's path, in order. */
export const PATH_STEPS = ["sent", "opened", "returned", "rewarded"] as const;
/** One step of {@link PATH_STEPS}. */
export type PathStep = (typeof PATH_STEPS)[number];

/**
 * Where each step of a recall's path stands: done when it has a time; the first step without one
 * is `current` (waiting for the broadcaster), the later ones `waiting`.
 */
export function pathStates(path: RecallPath): { readonly step: PathStep; readonly time: number; readonly state: TimelineStepState }[] {
  const times: Record<PathStep, number> = { sent: path.sentTime, opened: path.openedTime, returned: path.returnedTime, rewarded: path.rewardedTime };
  const firstOpen = PATH_STEPS.findIndex((step) => times[step] === 0);
  return PATH_STEPS.map((step, index) => ({ step, time: times[step], state: times[step] > 0 ? "done" : index === firstOpen ? "current" : "waiting" }));
}

import { useAct75352AsyncSignResultQuery } from "@agent-portal/api-client/services/act75352-actions";
import { SignTaskState } from "@agent-portal/api-client/enums";
import { useEffect } from "react";

/** How often a running task is asked about: never faster than every 2 seconds (issue 24). */
export const SIGN_POLL_MS = 2_000;

/**
 * Polls one sign task (async_sign_result) every {@link SIGN_POLL_MS} until it is done, then
 * reports its failures by uid once and stops polling. Renders nothing.
 */
export function SignTaskPoller({ taskId, onDone }: { readonly taskId: string; readonly onDone: (failures: Map<string, { code: number; msg: string }>) => void }) {
  const query = useAct75352AsyncSignResultQuery({ taskId }, { pollingInterval: SIGN_POLL_MS, skipPollingIfUnfocused: false });
  const done = query.data?.state === SignTaskState.Done ? query.data : undefined;
  useEffect(() => {
    if (done !== undefined) onDone(new Map(done.failures.map((failure) => [failure.anchorUid, { code: failure.code, msg: failure.msg }])));
  }, [done, onDone]);
  return null;
}

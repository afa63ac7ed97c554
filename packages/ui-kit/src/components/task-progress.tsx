import type * as React from "react";
import { cn } from "#lib/cn.ts";
import { Alert } from "./alert.tsx";

/** Where a background task is: running (with its progress), done, or failed. */
type TaskProgressState = "running" | "done" | "failed";

/** Props of {@link TaskProgress}. */
interface TaskProgressProps extends Omit<React.ComponentProps<"div">, "children"> {
  readonly state: TaskProgressState;
  /** What is happening, what is ready or what failed, in words (translated). */
  readonly message: React.ReactNode;
  /** Running: units done so far (e.g. rows written); with `max`, a progress bar shows it. */
  readonly value?: number;
  /** Running: units in all (e.g. rows of the file). */
  readonly max?: number;
  /** The accessible name of the progress bar (translated), e.g. "Export progress". */
  readonly progressLabel: string;
  /** Done or failed: what the user can do next (a download button, a retry button). */
  readonly action?: React.ReactNode;
}

const TONE = { running: "info", done: "success", failed: "error" } as const;

/**
 * A background task's status in a page (a large export written by a server job): the message in
 * an {@link Alert} (failures announced at once, the rest politely), a native `<progress>` bar while
 * it runs (indeterminate until `max` is known) and the next action once it is done or failed.
 * Logical layout, so it mirrors in right-to-left languages.
 */
function TaskProgress({ state, message, value, max, progressLabel, action, className, ...props }: TaskProgressProps) {
  const known = max !== undefined && max > 0 && value !== undefined;
  return (
    <Alert data-slot="task-progress" tone={TONE[state]} className={cn("flex flex-wrap items-center gap-x-3 gap-y-2", className)} {...props}>
      <span className="min-w-0 grow">{message}</span>
      {state === "running" && (
        <progress
          data-slot="task-progress-bar"
          aria-label={progressLabel}
          className="h-2 w-40 overflow-hidden rounded-full accent-brand-600"
          {...(known ? { value: Math.min(value, max), max } : {})}
        />
      )}
      {state !== "running" && action}
    </Alert>
  );
}

export { TaskProgress };
export type { TaskProgressProps, TaskProgressState };

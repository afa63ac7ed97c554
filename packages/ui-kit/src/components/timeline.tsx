import { cva } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#lib/cn.ts";

/**
 * Where a step stands: `done`, `current` (waiting for someone now), `waiting` (not reached),
 * `rejected`, `expired` or `withdrawn` (a step that ended the flow).
 */
export type TimelineStepState = "done" | "current" | "waiting" | "rejected" | "expired" | "withdrawn";

/** One step of a {@link Timeline}. Texts arrive translated. */
export interface TimelineStep {
  /** Stable key. */
  key: string;
  /** What happens at this step (e.g. "The other agency answers"). */
  title: React.ReactNode;
  state: TimelineStepState;
  /** Secondary text: who acts, a remark, a reason. */
  description?: React.ReactNode;
  /** A time or deadline, shown beside the title (e.g. a formatted date). */
  meta?: React.ReactNode;
}

/** Texts of the {@link Timeline}: the name of each state, read by assistive tech and shown as a small label. */
export type TimelineStateLabels = Record<TimelineStepState, string>;

const defaultStateLabels: TimelineStateLabels = {
  done: "Done",
  current: "In progress",
  waiting: "Not started",
  rejected: "Rejected",
  expired: "Expired",
  withdrawn: "Withdrawn",
};

/** The marker of a step: colour and border by state (the state's text is always shown too). */
const markerVariants = cva("relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2 bg-surface", {
  variants: {
    state: {
      done: "border-success-600 bg-success-600 text-on-brand",
      current: "border-brand-600 text-brand-700",
      waiting: "border-border-strong text-fg-muted",
      rejected: "border-danger-600 bg-danger-600 text-on-brand",
      expired: "border-warning-600 text-warning-700",
      withdrawn: "border-border-strong bg-surface-sunken text-fg-muted",
    },
  },
});

const stateText = {
  done: "text-success-700",
  current: "text-brand-700",
  waiting: "text-fg-muted",
  rejected: "text-danger-700",
  expired: "text-warning-700",
  withdrawn: "text-fg-muted",
} as const;

/** The icon inside a marker; decorative (the state label carries the meaning). */
function MarkerIcon({ state }: { state: TimelineStepState }) {
  const path =
    state === "done"
      ? "M4 8.5l2.5 2.5L12 5.5"
      : state === "rejected"
        ? "M5 5l6 6M11 5l-6 6"
        : state === "current"
          ? "M8 4.5V8l2.5 1.5"
          : state === "expired"
            ? "M8 4.5V9M8 11.5v.01"
            : state === "withdrawn"
              ? "M4.5 8h7"
              : "";
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none">
      {path === "" ? <circle cx="8" cy="8" r="2" fill="currentColor" /> : <path d={path} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />}
    </svg>
  );
}

/** Props of {@link Timeline}. */
export interface TimelineProps {
  steps: readonly TimelineStep[];
  /** Accessible name of the list (translated), e.g. "Transfer progress". */
  label: string;
  /** State names (translated); English defaults. */
  stateLabels?: Partial<TimelineStateLabels>;
  className?: string;
}

/**
 * A vertical step timeline (progress of a transfer, a cancellation, a recruitment): an ordered
 * list, one item per step with a marker, its title, an optional time and description, and the
 * step's state in words (colour is never the only signal). The step waiting now carries
 * `aria-current="step"`. Logical layout: the line and markers sit at the inline start, so it
 * mirrors in right-to-left pages.
 */
function Timeline({ steps, label, stateLabels, className }: TimelineProps) {
  const labels = { ...defaultStateLabels, ...stateLabels };
  return (
    <ol data-slot="timeline" aria-label={label} className={cn("flex flex-col", className)}>
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li
            key={step.key}
            data-slot="timeline-step"
            data-state={step.state}
            aria-current={step.state === "current" ? "step" : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {!last && <span aria-hidden="true" className={cn("absolute start-[11px] top-6 bottom-0 w-0.5", step.state === "done" ? "bg-success-600" : "bg-border")} />}
            <span className={markerVariants({ state: step.state })}>
              <MarkerIcon state={step.state} />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 pt-0.5">
              <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
                <span className="text-sm font-medium text-fg">{step.title}</span>
                <span data-slot="timeline-state" className={cn("text-xs font-medium", stateText[step.state])}>
                  {labels[step.state]}
                </span>
                {step.meta !== undefined && <span className="text-xs text-fg-muted tabular-nums">{step.meta}</span>}
              </div>
              {step.description !== undefined && <div className="text-sm text-fg-muted">{step.description}</div>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export { Timeline, defaultStateLabels as defaultTimelineStateLabels };

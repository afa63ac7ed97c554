import { cva } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#lib/cn.ts";

/** One step of {@link Steps}. Texts arrive translated. */
export interface StepsItem {
  /** Stable key. */
  key: string;
  /** The step's short name (e.g. "Receiver"). */
  title: React.ReactNode;
}

/** Props of {@link Steps}. */
export interface StepsProps {
  steps: readonly StepsItem[];
  /** The index (0-based) of the step shown now; the ones before it are done. */
  current: number;
  /** Accessible name of the list (translated), e.g. "Transfer steps". */
  label: string;
  /** Screen-reader texts of a step's state (translated): done and not reached yet; the current one is `aria-current`. */
  stateLabels: { readonly done: string; readonly waiting: string };
  className?: string;
}

const markerVariants = cva("flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold tabular-nums", {
  variants: {
    state: {
      done: "border-success-600 bg-success-600 text-on-brand",
      current: "border-brand-600 bg-surface text-brand-700",
      waiting: "border-border-strong bg-surface text-fg-muted",
    },
  },
});

/**
 * A horizontal step indicator for a form in steps (a payment transfer: receiver, amount, review,
 * result): an ordered list, numbered markers, the step shown now marked `aria-current="step"` and
 * its title emphasised, the steps before it marked done (a check, and `stateLabels.done` for
 * assistive tech; colour is never the only signal). It shows where the user is; it does not
 * navigate. Logical layout: it mirrors in right-to-left pages, and wraps on narrow screens.
 */
function Steps({ steps, current, label, stateLabels, className }: StepsProps) {
  return (
    <ol data-slot="steps" aria-label={label} className={cn("flex flex-wrap items-center gap-x-2 gap-y-2", className)}>
      {steps.map((step, index) => {
        const state = index < current ? "done" : index === current ? "current" : "waiting";
        return (
          <li key={step.key} data-slot="steps-item" data-state={state} aria-current={state === "current" ? "step" : undefined} className="flex items-center gap-2">
            <span aria-hidden="true" className={markerVariants({ state })}>
              {state === "done" ? (
                <svg viewBox="0 0 16 16" className="size-3.5" fill="none">
                  <path d="M4 8.5l2.5 2.5L12 5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className={cn("text-sm", state === "current" ? "font-semibold text-fg" : "text-fg-muted")}>
              {step.title}
              {state !== "current" && <span className="sr-only"> ({state === "done" ? stateLabels.done : stateLabels.waiting})</span>}
            </span>
            {index < steps.length - 1 && <span aria-hidden="true" className={cn("h-0.5 w-6", state === "done" ? "bg-success-600" : "bg-border")} />}
          </li>
        );
      })}
    </ol>
  );
}

export { Steps };

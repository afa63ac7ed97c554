/**
 * Runs each step in a task of its own, in order (a `setTimeout` after the previous one), so each
 * costs a short main-thread task instead of a share of one long one (the `warmUp` route option:
 * each Intl object a formatter builds is a task of its own). Answers a cancel function.
 */
export function runInOwnTasks(steps: readonly (() => unknown)[]): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const next = (index: number) => {
    const step = steps[index];
    if (step === undefined || cancelled) return;
    timer = setTimeout(() => {
      if (cancelled) return;
      step();
      next(index + 1);
    }, 0);
  };
  next(0);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/** The callers of {@link ownTask} still waiting for their turn, first come, first served. */
const turns: (() => void)[] = [];
/** Whether the timer of the next turn is set. */
let turnSet = false;

function nextTurn(): void {
  const resolve = turns.shift();
  if (turns.length > 0) setTimeout(nextTurn, 0);
  else turnSet = false;
  resolve?.();
}

/**
 * Resolves in a task of its own, after those of the callers before it. The callers of one task (a
 * screen's queries starting in one pass of React's effects) go on in consecutive tasks, as with a
 * `setTimeout` each, but only the first sets a timer: the next turn's timer is set from the turn
 * before, on a short stack. Setting a timer deep in React's effects is what costs under Lighthouse,
 * which records a stack trace for every timer (docs/performance.md, "What Lighthouse's own tracing
 * costs"). The transport's gates (`sendGate`, `answerGate`) wait for it.
 */
export function ownTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    turns.push(resolve);
    if (turnSet) return;
    turnSet = true;
    setTimeout(nextTurn, 0);
  });
}

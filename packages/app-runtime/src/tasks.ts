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

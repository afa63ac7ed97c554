import * as React from "react";

/** `next` or `updater(previous)`: the shape of TanStack's and React's state setters. */
export type Updater<T> = T | ((previous: T) => T);

/**
 * State that the parent may control: with `value` defined, it is the truth and `onChange` reports
 * changes; without it, the state lives here (starting at `initial`) and `onChange` still reports.
 */
function useControllable<T>(value: T | undefined, onChange: ((next: T) => void) | undefined, initial: T): [T, (updater: Updater<T>) => void] {
  const [inner, setInner] = React.useState(initial);
  const current = value ?? inner;
  const set = React.useCallback(
    (updater: Updater<T>) => {
      const next = typeof updater === "function" ? (updater as (previous: T) => T)(current) : updater;
      if (value === undefined) setInner(next);
      onChange?.(next);
    },
    [current, value, onChange],
  );
  return [current, set];
}

export { useControllable };

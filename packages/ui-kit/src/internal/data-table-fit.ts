import type { ColumnVisibilityState } from "@tanstack/react-table";
import * as React from "react";
import { flushSync } from "react-dom";

/** Width of the selection column, px. */
export const SELECTION_COLUMN_WIDTH = 44;
/** A column's minimum width when it names none, px. */
export const DEFAULT_COLUMN_WIDTH = 160;

/** What fitting needs of a column. */
interface FitColumn {
  readonly id: string;
  readonly width?: number;
  readonly priority?: number;
}

/**
 * The columns to hide so the others fit `available` px (the scroll area's width): while the
 * visible columns' minimum widths add up to more, the column with the highest `priority` number
 * goes, then the next. Columns without a priority, columns hidden by the user and columns the user
 * chose to show (`visibility[id] === true`) are never hidden here; the latter come on top of the
 * columns that fit (the table then scrolls sideways) rather than pushing others out. Before the width is known
 * (`available` null) nothing is hidden. Answers `{ id: false }` for each column hidden.
 */
export function autoHiddenColumns(columns: readonly FitColumn[], visibility: ColumnVisibilityState, available: number | null, selectable: boolean): ColumnVisibilityState {
  if (available === null || available <= 0) return {};
  // Columns the user chose to show come on top of those that fit: they do not push others out.
  const shown = columns.filter((column) => visibility[column.id] === undefined || (visibility[column.id] !== false && column.priority === undefined));
  let total = (selectable ? SELECTION_COLUMN_WIDTH : 0) + shown.reduce((sum, column) => sum + (column.width ?? DEFAULT_COLUMN_WIDTH), 0);
  const candidates = shown
    .filter((column): column is FitColumn & { priority: number } => column.priority !== undefined && visibility[column.id] !== true)
    .sort((a, b) => b.priority - a.priority);
  const hidden: ColumnVisibilityState = {};
  for (const column of candidates) {
    if (total <= available) break;
    hidden[column.id] = false;
    total -= column.width ?? DEFAULT_COLUMN_WIDTH;
  }
  return hidden;
}

/**
 * The user's own choices in a visibility change made on the effective state (`next`, what the
 * columns menu computed from the fitted columns): a column hidden only because it did not fit
 * stays out of the choices unless the user shows it (`true`, kept: the table then scrolls).
 */
export function userChoices(next: ColumnVisibilityState, autoHidden: ColumnVisibilityState): ColumnVisibilityState {
  const choices: ColumnVisibilityState = {};
  for (const [id, visible] of Object.entries(next)) {
    if (autoHidden[id] === false && !visible) continue;
    choices[id] = visible;
  }
  return choices;
}

/**
 * The width of an element's content box, px, from a ResizeObserver (`null` until its first
 * report, or without ResizeObserver). The first report comes after the browser's layout and
 * before it paints; it is rendered at once (`flushSync`), so the first frame on screen already
 * shows the columns that fit.
 */
export function useContentWidth(element: HTMLElement | null): number | null {
  const [width, setWidth] = React.useState<number | null>(null);
  React.useEffect(() => {
    if (element === null || typeof ResizeObserver === "undefined") return undefined;
    let first = true;
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      const next = Math.floor(entry.contentRect.width);
      if (first) {
        first = false;
        flushSync(() => setWidth(next));
      } else setWidth(next);
    });
    observer.observe(element, { box: "content-box" });
    return () => observer.disconnect();
  }, [element]);
  return width;
}

import { cn } from "#lib/cn.ts";
import { paginationRange } from "#lib/pagination-range.ts";
import { Button } from "./button.tsx";

/** Texts of {@link Pagination}; English defaults, pass translations. */
export interface PaginationLabels {
  /** Name of the navigation landmark. */
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. `(page) => \`Page ${page}\``. */
  page: (page: number) => string;
  /** Label of the page-size select. */
  pageSize: string;
  /** Per-page option text, e.g. `(size) => \`${size} / page\``. */
  perPage: (size: number) => string;
  /** Total shown at the start, e.g. `(total) => \`${total} items\``; omit to hide. */
  total?: (total: number) => string;
}

const defaultLabels: PaginationLabels = {
  navigation: "Pagination",
  previous: "Previous page",
  next: "Next page",
  page: (page) => `Page ${String(page)}`,
  pageSize: "Rows per page",
  perPage: (size) => `${String(size)} / page`,
  total: (total) => `${String(total)} items`,
};

/** Props of {@link Pagination}. Pages are 1-based. */
export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (at least 1 is shown). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Items per page and the choices; the select shows only with `onPageSizeChange`. */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** Total number of items, for the `labels.total` text. */
  total?: number;
  /** Pages shown each side of the current one; default 1. */
  siblings?: number;
  disabled?: boolean;
  labels?: Partial<PaginationLabels>;
  className?: string;
}

const arrow = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className="rtl:-scale-x-100">
    <path d={d} stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * Page navigation for server-side lists: previous / next, page numbers with gaps (see
 * `paginationRange`), the current page marked `aria-current="page"`, and an optional page-size
 * select and total. On phones only previous, "current / count" and next show.
 */
function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  pageSizeOptions = [10, 20, 50, 100],
  onPageSizeChange,
  total,
  siblings = 1,
  disabled = false,
  labels: labelOverrides,
  className,
}: PaginationProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const go = (target: number) => () => {
    if (target !== current) onPageChange(target);
  };
  return (
    <nav data-slot="pagination" aria-label={labels.navigation} className={cn("flex flex-wrap items-center justify-between gap-3 text-sm", className)}>
      {total !== undefined && labels.total ? <p className="text-fg-muted">{labels.total(total)}</p> : <span />}
      <div className="flex flex-wrap items-center gap-3">
        <ul className="flex items-center gap-1">
          <li>
            <Button variant="ghost" size="icon-sm" aria-label={labels.previous} title={labels.previous} disabled={disabled || current <= 1} onClick={go(current - 1)}>
              {arrow("M10 4L6 8l4 4")}
            </Button>
          </li>
          {paginationRange(current, count, siblings).map((item) =>
            typeof item === "number" ? (
              <li key={item} className="max-sm:hidden">
                <Button
                  variant={item === current ? "secondary" : "ghost"}
                  size="sm"
                  className={cn("min-w-8 px-2 tabular-nums", item === current && "border-brand-600 text-brand-700")}
                  aria-label={labels.page(item)}
                  aria-current={item === current ? "page" : undefined}
                  disabled={disabled}
                  onClick={go(item)}
                >
                  {item}
                </Button>
              </li>
            ) : (
              <li key={item} aria-hidden="true" className="px-1 text-fg-muted max-sm:hidden">
                …
              </li>
            ),
          )}
          <li className="px-2 tabular-nums text-fg sm:hidden" aria-hidden="true">
            {current} / {count}
          </li>
          <li>
            <Button variant="ghost" size="icon-sm" aria-label={labels.next} title={labels.next} disabled={disabled || current >= count} onClick={go(current + 1)}>
              {arrow("M6 4l4 4-4 4")}
            </Button>
          </li>
        </ul>
        {onPageSizeChange && pageSize !== undefined && (
          <label className="flex items-center gap-2 text-fg-muted">
            <span className="sr-only">{labels.pageSize}</span>
            <select
              data-slot="pagination-size"
              value={pageSize}
              disabled={disabled}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="h-8 rounded-md border border-border-strong bg-surface px-2 text-sm text-fg"
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {labels.perPage(size)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </nav>
  );
}

export { Pagination };

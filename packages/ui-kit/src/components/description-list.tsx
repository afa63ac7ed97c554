import { cva } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#lib/cn.ts";

/** One term and its description. */
export interface DescriptionItem {
  /** Stable key; defaults to the index. */
  key?: string;
  term: React.ReactNode;
  /** The value; `null`, `undefined` or `""` show `emptyText`. */
  description: React.ReactNode;
  /** Columns this item spans in a multi-column list (e.g. a long address). */
  span?: 1 | 2 | 3;
}

const listVariants = cva("grid gap-x-6 gap-y-4", {
  variants: {
    columns: {
      1: "grid-cols-1",
      2: "grid-cols-1 sm:grid-cols-2",
      3: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
    },
  },
  defaultVariants: { columns: 2 },
});

const spans = { 1: "", 2: "sm:col-span-2", 3: "sm:col-span-2 lg:col-span-3" } as const;

/** Props of {@link DescriptionList}. */
export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** Columns on wide screens; one column on phones. Default 2. */
  columns?: 1 | 2 | 3;
  /** `stacked` puts the term above the value (default); `inline` puts them side by side. */
  layout?: "stacked" | "inline";
  /** Shown for an empty value; default an em dash. */
  emptyText?: React.ReactNode;
  className?: string;
}

const isEmpty = (value: React.ReactNode) => value === null || value === undefined || value === "";

/** Read-only details as a `<dl>` (broadcaster detail, application records, bank info). */
function DescriptionList({ items, columns = 2, layout = "stacked", emptyText = "—", className }: DescriptionListProps) {
  return (
    <dl data-slot="description-list" className={cn(listVariants({ columns }), className)}>
      {items.map((item, index) => (
        <div key={item.key ?? index} data-slot="description-item" className={cn(layout === "inline" ? "flex gap-3" : "flex flex-col gap-1", spans[item.span ?? 1])}>
          <dt className={cn("text-sm text-fg-muted", layout === "inline" && "w-32 shrink-0")}>{item.term}</dt>
          <dd className="min-w-0 break-words text-sm text-fg">{isEmpty(item.description) ? emptyText : item.description}</dd>
        </div>
      ))}
    </dl>
  );
}

export { DescriptionList };

import type * as React from "react";
import { cn } from "#lib/cn.ts";
import { renderAnchor } from "#lib/link.ts";
import type { RenderLink } from "#lib/link.ts";

/** One crumb: its label (translated) and, for all but the current page, where it leads. */
export interface BreadcrumbItem {
  /** Stable key; defaults to the index. */
  key?: string;
  label: React.ReactNode;
  /** Target path; without it the crumb is plain text (a container with no page of its own). */
  href?: string;
}

/** Props of {@link Breadcrumb}. */
export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark (translated), e.g. "Breadcrumb". */
  label: string;
  /** Renders the links, e.g. with react-router's `Link`; default a plain `<a>`. */
  renderLink?: RenderLink;
  className?: string;
}

/**
 * The breadcrumb trail (SPEC section 2: "Entering broadcaster live data stores the previous route
 * for a breadcrumb"): a `nav` landmark with an ordered list; the last crumb is the current page
 * (`aria-current="page"`, not a link). Separators are decorative and turn in right-to-left layouts.
 */
function Breadcrumb({ items, label, renderLink = renderAnchor, className }: BreadcrumbProps) {
  if (items.length === 0) return null;
  return (
    <nav data-slot="breadcrumb" aria-label={label} className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-fg-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.key ?? index} data-slot="breadcrumb-item" className="flex min-w-0 items-center gap-1">
              {last || item.href === undefined ? (
                <span aria-current={last ? "page" : undefined} className={cn("truncate", last && "font-medium text-fg")}>
                  {item.label}
                </span>
              ) : (
                renderLink({ href: item.href, className: "truncate rounded-sm hover:text-fg hover:underline", children: item.label })
              )}
              {!last && (
                <svg data-slot="breadcrumb-separator" aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0 rtl:-scale-x-100" fill="none">
                  <path d="M6 4l4 4-4 4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export { Breadcrumb };

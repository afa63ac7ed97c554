import type * as React from "react";
import { cn } from "#lib/cn.ts";

/** Props of {@link PageHeader}. All text arrives translated. */
export interface PageHeaderProps {
  /** The page title: the page's only `<h1>` (SPEC section 2: the title comes from the menu route's label key). */
  title: React.ReactNode;
  /** One line under the title. */
  description?: React.ReactNode;
  /** A breadcrumb shown above the title (pass a {@link Breadcrumb}). */
  breadcrumb?: React.ReactNode;
  /** A back link or button shown before the title. */
  back?: React.ReactNode;
  /** Page-level actions, end-aligned (wrap under the title on narrow screens). */
  actions?: React.ReactNode;
  /** Content under the title row, e.g. route tabs. */
  children?: React.ReactNode;
  /** Heading level of the title; default 1. */
  level?: 1 | 2;
  className?: string;
}

/** The header of a page: breadcrumb, title with description, actions and (below) tabs or filters. */
function PageHeader({ title, description, breadcrumb, back, actions, children, level = 1, className }: PageHeaderProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <header data-slot="page-header" className={cn("flex flex-col gap-3", className)}>
      {breadcrumb}
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 items-start gap-2">
          {back}
          <div className="flex min-w-0 flex-col gap-1">
            <Heading data-slot="page-header-title" className="text-xl font-semibold text-fg sm:text-2xl">
              {title}
            </Heading>
            {description && (
              <p data-slot="page-header-description" className="text-sm text-fg-muted">
                {description}
              </p>
            )}
          </div>
        </div>
        {actions && (
          <div data-slot="page-header-actions" className="flex flex-wrap items-center gap-2">
            {actions}
          </div>
        )}
      </div>
      {children}
    </header>
  );
}

export { PageHeader };

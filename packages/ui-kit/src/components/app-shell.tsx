import type * as React from "react";
import { cn } from "#lib/cn.ts";

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The side panel, usually a {@link Sidebar}. */
  sidebar: React.ReactNode;
  /** Start side of the top bar, usually a {@link Breadcrumb}. */
  headerStart?: React.ReactNode;
  /** End side of the top bar: user name, language switcher, logout. */
  headerEnd?: React.ReactNode;
  /** Text of the skip link (translated), e.g. "Skip to content". */
  skipLinkLabel: string;
  /** The page: usually a {@link PageHeader} and the route's outlet. */
  children: React.ReactNode;
  /** Id of the main region, the skip link's target. Default "main". */
  mainId?: string;
  className?: string;
}

/**
 * The main layout frame (SPEC section 2, the `/` layout): a skip link, the sidebar, a sticky top bar
 * and the main region (`<main tabIndex=-1>`, so the skip link and route changes can focus it).
 * Landmarks: `aside` (sidebar), `header` (top bar), `main`.
 */
function AppShell({ sidebar, headerStart, headerEnd, skipLinkLabel, children, mainId = "main", className }: AppShellProps) {
  return (
    <div data-slot="app-shell" className={cn("flex min-h-dvh bg-surface-muted", className)}>
      <a href={`#${mainId}`} className="sr-only z-50 rounded-md bg-surface px-3 py-2 text-sm text-fg focus:not-sr-only focus:fixed focus:start-2 focus:top-2">
        {skipLinkLabel}
      </a>
      {sidebar}
      <div className="flex min-w-0 flex-1 flex-col">
        <header data-slot="app-shell-header" className="sticky top-0 z-10 flex h-header items-center justify-between gap-4 border-b border-border bg-surface px-page">
          <div className="min-w-0">{headerStart}</div>
          <div className="flex shrink-0 items-center gap-3">{headerEnd}</div>
        </header>
        <main id={mainId} tabIndex={-1} data-slot="app-shell-main" className="flex flex-1 flex-col gap-section p-page focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}

export { AppShell };

import type * as React from "react";
import { cn } from "#lib/cn.ts";

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Main text (translated). */
  title: React.ReactNode;
  /** Secondary text. */
  description?: React.ReactNode;
  /** Image: a decorative illustration by default; pass your own node to replace it. */
  image?: React.ReactNode;
  /** Actions (e.g. a retry or create button). */
  action?: React.ReactNode;
  className?: string;
}

/** The default illustration: an empty tray, decorative (hidden from assistive tech). */
function EmptyTray() {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 80" className="h-20 w-30 text-border" fill="none">
      <rect x="10" y="30" width="100" height="40" rx="6" stroke="currentColor" strokeWidth="3" />
      <path d="M10 50h30l6 8h28l6-8h30" stroke="currentColor" strokeWidth="3" />
      <path d="M40 20l-6-10M60 18V6M80 20l6-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** An empty-state block with an image and text (SPEC section 2, "Other dialogs"). */
function EmptyState({ title, description, image, action, className }: EmptyStateProps) {
  return (
    <div data-slot="empty-state" className={cn("flex flex-col items-center gap-3 px-6 py-12 text-center", className)}>
      {image ?? <EmptyTray />}
      <p className="text-base font-medium text-fg">{title}</p>
      {description && <p className="max-w-prose text-sm text-fg-muted">{description}</p>}
      {action}
    </div>
  );
}

export { EmptyState };

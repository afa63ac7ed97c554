import type { ReactNode } from "react";

/**
 * A month's figures as a two-column grid of terms (`<dl>`), the webview's live-data pages' layout
 * (`m/live-data`, `m/activity/74338`): each child a {@link Figure}.
 */
export function FigureGrid({ children }: { readonly children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-2">{children}</dl>;
}

/** One figure of a {@link FigureGrid}: its name (`term`) and its formatted value. */
export function Figure({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md bg-surface-sunken p-3">
      <dt className="text-xs text-fg-muted">{term}</dt>
      <dd className="text-lg font-semibold text-fg tabular-nums">{children}</dd>
    </div>
  );
}

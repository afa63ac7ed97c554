/**
 * The box of the layout's bar of open pages (`tab-bar.tsx`): full width under the header, a fixed
 * height of 3rem (48 px). The bar loads after the page's first paint; the boot frame and the lazy
 * part's fallback draw this same empty box from the first paint, so the bar's arrival moves
 * nothing below it (no layout shift; docs/performance.md, "Alternating bench").
 */
export const TAB_BAR_SLOT_CLASS = "-mx-page -mt-page h-12 shrink-0 border-b border-border bg-surface px-page";

/**
 * The box of the header's notification bell (`notice-badge.tsx`): 2.25rem (36 px) square. The
 * bell is a lazy part of the main layout; until it loads the layout draws an empty box of this
 * class in its place, so the header keeps its width when the bell arrives (no layout shift).
 */
export const NOTICE_BELL_CLASS = "inline-flex size-9 shrink-0";

import { screen } from "@agent-portal/app-runtime/routes/screen-options";
import type { Screen } from "@agent-portal/app-runtime/routes/screen-options";
import type { RouteName } from "@agent-portal/permissions/route-names";
import NotFoundPage from "#pages/not-found/not-found-page.tsx";

/**
 * These screens and layouts show only strings of the boot part of the split locale file
 * (`PORTAL_BOOT_STRINGS`, route option `bootStrings`): they render without waiting for the rest.
 *
 * The screens the entry declares itself (every other screen is in the lazily loaded table of
 * `screens.ts`): Login, whose route options the first visit needs before any other chunk, and
 * NotFound, which every route's error boundary renders in place.
 */
export const entryScreens: Partial<Record<RouteName, Screen>> = {
  // What the first click needs is fetched once the form is on screen; the language switcher follows it.
  Login: screen(() => import("#pages/login/login-page.tsx"), {
    cornerLanguageSwitcher: true,
    prefetch: [() => import("#pages/login/login-validation.ts"), () => import("#pages/login/login-actions.ts")],
    prefetchStore: true,
    bootStrings: true,
  }),
  // Also rendered in place by every route's error boundary (404), so it ships with the entry.
  NotFound: screen(() => Promise.resolve({ default: NotFoundPage }), { neverTab: true, bootStrings: true }),
};

/** The main layout (sidebar, header, breadcrumb, title). */
export const mainLayout: Screen = screen(() => import("#layouts/main-layout.tsx"), { bootStrings: true });
/** A page whose children are tabs. */
export const tabbedPage: Screen = screen(() => import("#layouts/tabbed-page.tsx"), { bootStrings: true });
/** The placeholder of a screen not built yet. */
export const placeholder: Screen = screen(() => import("#pages/placeholder/placeholder-page.tsx"), { bootStrings: true });

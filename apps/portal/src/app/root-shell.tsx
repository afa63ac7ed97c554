import { NavigationProgress } from "@agent-portal/ui-kit/components/navigation-progress";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { titleKeyFor } from "@agent-portal/permissions/titles";
import { createRootShell } from "@agent-portal/app-runtime/routes/root-shell";
import { useCurrentRouteHandle } from "@agent-portal/app-runtime/routes/route-handle";
import { useTranslation } from "react-i18next";
import BootFrame from "./boot-frame.tsx";
import { descriptionKeyFor } from "./page-description.ts";

/** The root of every portal page (`@agent-portal/app-runtime`): progress bar, `page_view`, and the document title from the menu route's label key (or the page's own frame: NotFound's for a denied route, a broadcaster's name). */
export const RootShell = createRootShell(titleKeyFor);

/**
 * The title the boot screen shows for a matched chain: the page's title (the menu route's label
 * key) for a page of the main layout, else `null` (no frame: the progress bar only).
 */
export function bootTitleKey(chain: readonly RouteMeta[]): string | null {
  return chain.some((route) => route.layout === true) ? titleKeyFor(chain) : null;
}

/**
 * Shown while the first route's loaders run (a deep link's session, its screen's chunks): the
 * progress bar at once, and for a page of the main layout the layout's frame with the page's
 * title from the route table and its description line (`boot-frame.tsx`, part of the entry), so the
 * page's heading is on screen before the layout's chunks arrive; a page the user may not open shows its NotFound in
 * place once the guard has decided. No spinner (SPEC section 2).
 */
export function BootFallback() {
  const { t } = useTranslation();
  const handle = useCurrentRouteHandle();
  const titleKey = handle ? bootTitleKey(handle.chain) : null;
  const descriptionKey = handle ? descriptionKeyFor(handle.chain) : null;
  return (
    <>
      <NavigationProgress active label={t("layout.loadingPage")} />
      {titleKey !== null && <BootFrame title={t(titleKey)} description={descriptionKey === null ? undefined : t(descriptionKey)} />}
    </>
  );
}

import { isRouteName } from "@agent-portal/permissions/route-names";
import type { RouteName } from "@agent-portal/permissions/route-names";
import { getRoute } from "@agent-portal/permissions/route-table";
import { labelKeyOf } from "@agent-portal/permissions/route-meta";
import { selectLoginUser } from "@agent-portal/session";
import { toast } from "@agent-portal/ui-kit/components/toast";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useCurrentRouteHandle } from "@agent-portal/app-runtime/routes/route-handle";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import type { OpenTab } from "@agent-portal/app-runtime/tabs/tab-set";
import type { OpenTabs } from "@agent-portal/app-runtime/tabs/use-open-tabs";
import { useOpenTabs } from "@agent-portal/app-runtime/tabs/use-open-tabs";
import { useCanSee } from "./use-can-see.ts";

/** What {@link usePageTabs} answers: the open tabs and the one shown (`null`: the page is never a tab). */
export interface PageTabs {
  readonly open: OpenTabs;
  readonly active: string | null;
}

/**
 * The main layout's open pages (issue 25, item 2), per user: the page shown is a tab unless its
 * screen says `neverTab` (NotFound for an unknown URL) or the user may not open it (a denied URL,
 * which shows NotFound); a tab whose page the user may no longer open (permissions changed)
 * closes with a message.
 */
export function usePageTabs(): PageTabs {
  const { t } = useTranslation();
  const location = useLocation();
  const handle = useCurrentRouteHandle();
  const user = useAppSelector(selectLoginUser);
  const canSee = useCanSee();
  const mayOpen = useCallback((route: RouteName) => canSee(getRoute(route)), [canSee]);
  const onRevoked = useCallback(
    (closed: readonly OpenTab[]) => {
      for (const tab of closed) toast({ tone: "warning", title: t("openTabs.revoked", { page: t(labelKeyOf(tab.route)) }) });
    },
    [t],
  );
  const route = handle?.route.name ?? null;
  // A page that shows NotFound in place for what its URL names (an unknown metric or course id)
  // stays the tab it opened as: were it to leave the bar, the kept outlet would mount it again
  // elsewhere, and a page whose NotFound comes from a failed call would call again, without end.
  const isTab = route !== null && handle?.neverTab !== true && mayOpen(route);
  const current = isTab ? { key: location.pathname, url: `${location.pathname}${location.search}${location.hash}`, route } : null;
  const open = useOpenTabs({ current, user: user?.username ?? null, mayOpen, isRoute: isRouteName, onRevoked });
  return { open, active: current?.key ?? null };
}

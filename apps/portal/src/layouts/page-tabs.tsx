import { isRouteName } from "@agent-portal/permissions/route-names";
import type { RouteName } from "@agent-portal/permissions/route-names";
import { getRoute } from "@agent-portal/permissions/route-table";
import { labelKeyOf } from "@agent-portal/permissions/route-meta";
import { selectLoginUser } from "@agent-portal/session";
import { toast } from "@agent-portal/ui-kit/components/toast";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useCurrentRouteHandle, useFramedPage } from "@agent-portal/app-runtime/routes/route-handle";
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
 * screen says `neverTab` or it shows NotFound (an unknown or denied URL); a tab whose page the
 * user may no longer open (permissions changed) closes with a message.
 */
export function usePageTabs(): PageTabs {
  const { t } = useTranslation();
  const location = useLocation();
  const handle = useCurrentRouteHandle();
  const framed = useFramedPage();
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
  const isTab = route !== null && handle?.neverTab !== true && framed.chain.at(-1)?.name !== "NotFound" && mayOpen(route);
  const current = isTab ? { key: location.pathname, url: `${location.pathname}${location.search}${location.hash}`, route } : null;
  const open = useOpenTabs({ current, user: user?.username ?? null, mayOpen, isRoute: isRouteName, onRevoked });
  return { open, active: current?.key ?? null };
}

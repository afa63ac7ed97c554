import { skipToken } from "@reduxjs/toolkit/query";
import { useAgentGetIfHasDotQuery } from "@agent-portal/api-client/services/union-oss-apply";
import type { MenuItem } from "@agent-portal/permissions/menu";
import type { RouteName } from "@agent-portal/permissions/route-names";
import { SidebarMenu } from "@agent-portal/ui-kit/components/sidebar-menu";
import type { SidebarMenuItem } from "@agent-portal/ui-kit/components/sidebar-menu";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { MenuIcon } from "./menu-icons.tsx";
import { renderRouterLink } from "./router-link.tsx";

/** Milliseconds between two asks whether new sub-agent applications arrived (the red dot). */
export const APPLY_DOT_POLL_MS = 60_000;

/** Whether the menu holds the entry `name`. */
const holds = (items: readonly MenuItem[], name: RouteName): boolean => items.some((item) => item.name === name || holds(item.children, name));

/** The red dot of a menu entry with news, with its words for assistive tech. */
function NewsDot({ label }: { readonly label: string }) {
  return (
    <span data-slot="menu-news-dot" className="ms-auto inline-flex items-center">
      <span aria-hidden="true" className="size-2 rounded-full bg-danger-600" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

function toKitItems(items: readonly MenuItem[], t: TFunction, dots: ReadonlySet<RouteName>): SidebarMenuItem[] {
  return items.map((item) => ({
    key: item.name,
    label: t(item.labelKey),
    href: item.path,
    ...(item.icon ? { icon: <MenuIcon name={item.icon} /> } : {}),
    ...(item.children.length > 0 ? { children: toKitItems(item.children, t, dots) } : {}),
    ...(dots.has(item.name) ? { badge: <NewsDot label={t("layout.newApplications")} /> } : {}),
  }));
}

/**
 * The sidebar menu: sections and entries derived from the route table and the user's
 * permissions (SPEC section 2: "Menu entries ... are built from route metadata"), on the
 * kit's SidebarMenu (nested groups, collapsed flyouts, keyboard navigation). The sub-agent
 * applications entry carries a red dot while new applications wait (union_oss agentGetIfHasDot,
 * asked every minute while the page is focused; opening the list clears it, agentClickDot).
 */
export function PortalMenu({ menu, collapsed }: { menu: readonly MenuItem[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const applyList = holds(menu, "ApplySubAgentList");
  const dot = useAgentGetIfHasDotQuery(applyList ? {} : skipToken, { pollingInterval: APPLY_DOT_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true });
  const hasDot = applyList && dot.data?.has_dot === 1;
  const items = useMemo(() => toKitItems(menu, t, new Set<RouteName>(hasDot ? ["ApplySubAgentList"] : [])), [menu, t, hasDot]);
  return <SidebarMenu items={items} label={t("layout.mainNavigation")} currentPath={pathname} collapsed={collapsed} renderLink={renderRouterLink} />;
}

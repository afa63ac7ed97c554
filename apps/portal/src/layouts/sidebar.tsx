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
import { holds, useActRegistEntrance } from "./act-regist-entrance.ts";
import { MenuIcon } from "./menu-icons.tsx";
import { renderRouterLink } from "./router-link.tsx";

/** Milliseconds between two asks whether new sub-agent applications arrived (the red dot). */
export const APPLY_DOT_POLL_MS = 60_000;

/** The red dot of a menu entry with news, with its words for assistive tech. */
function NewsDot({ label }: { readonly label: string }) {
  return (
    <span data-slot="menu-news-dot" className="ms-auto inline-flex items-center">
      <span aria-hidden="true" className="size-2 rounded-full bg-danger-600" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The "new" badge of the activity registration entry while activities are open for sign-up, with the count for assistive tech. */
function NewBadge({ count }: { readonly count: number }) {
  const { t } = useTranslation();
  return (
    <span data-slot="menu-new-badge" className="ms-auto inline-flex items-center rounded-full bg-danger-600 px-1.5 text-xs font-semibold leading-5 text-white">
      <span aria-hidden="true">{t("layout.newBadge")}</span>
      <span className="sr-only">{t("layout.newActivities", { count })}</span>
    </span>
  );
}

/** The badges of the menu: the red dot of new applications, the "new" badge of open activities (with their count). */
interface MenuBadges {
  readonly dots: ReadonlySet<RouteName>;
  readonly openActivities: number;
}

function badgeOf(name: RouteName, t: TFunction, badges: MenuBadges) {
  if (badges.dots.has(name)) return { badge: <NewsDot label={t("layout.newApplications")} /> };
  if (name === "ActRegist" && badges.openActivities > 0) return { badge: <NewBadge count={badges.openActivities} /> };
  return {};
}

function toKitItems(items: readonly MenuItem[], t: TFunction, badges: MenuBadges): SidebarMenuItem[] {
  return items.map((item) => ({
    key: item.name,
    label: t(item.labelKey),
    href: item.path,
    ...(item.icon ? { icon: <MenuIcon name={item.icon} /> } : {}),
    ...(item.children.length > 0 ? { children: toKitItems(item.children, t, badges) } : {}),
    ...badgeOf(item.name, t, badges),
  }));
}

/**
 * The sidebar menu: sections and entries derived from the route table and the user's
 * permissions (SPEC section 2: "Menu entries ... are built from route metadata"), on the
 * kit's SidebarMenu (nested groups, collapsed flyouts, keyboard navigation). The sub-agent
 * applications entry carries a red dot while new applications wait (union_oss agentGetIfHasDot,
 * asked every minute while the page is focused; opening the list clears it, agentClickDot). The
 * activity registration entry shows as act75352 `entrance` says, with a "new" badge while
 * activities are open for sign-up (`useActRegistEntrance`).
 */
export function PortalMenu({ menu: permitted, collapsed }: { menu: readonly MenuItem[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const { menu, openCount } = useActRegistEntrance(permitted);
  const { pathname } = useLocation();
  const applyList = holds(menu, "ApplySubAgentList");
  const dot = useAgentGetIfHasDotQuery(applyList ? {} : skipToken, { pollingInterval: APPLY_DOT_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true });
  const hasDot = applyList && dot.data?.has_dot === 1;
  const items = useMemo(() => toKitItems(menu, t, { dots: new Set<RouteName>(hasDot ? ["ApplySubAgentList"] : []), openActivities: openCount }), [menu, t, hasDot, openCount]);
  return <SidebarMenu items={items} label={t("layout.mainNavigation")} currentPath={pathname} collapsed={collapsed} renderLink={renderRouterLink} />;
}

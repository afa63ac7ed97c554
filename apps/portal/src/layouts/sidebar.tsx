import type { MenuItem } from "@agent-portal/permissions/menu";
import { SidebarMenu } from "@agent-portal/ui-kit/components/sidebar-menu";
import type { SidebarMenuItem } from "@agent-portal/ui-kit/components/sidebar-menu";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { MenuIcon } from "./menu-icons.tsx";
import { renderRouterLink } from "./router-link.tsx";

function toKitItems(items: readonly MenuItem[], t: TFunction): SidebarMenuItem[] {
  return items.map((item) => ({
    key: item.name,
    label: t(item.labelKey),
    href: item.path,
    ...(item.icon ? { icon: <MenuIcon name={item.icon} /> } : {}),
    ...(item.children.length > 0 ? { children: toKitItems(item.children, t) } : {}),
  }));
}

/**
 * The sidebar menu: sections and entries derived from the route table and the user's
 * permissions (SPEC section 2: "Menu entries ... are built from route metadata"), on the
 * kit's SidebarMenu (nested groups, collapsed flyouts, keyboard navigation).
 */
export function PortalMenu({ menu, collapsed }: { menu: readonly MenuItem[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = useMemo(() => toKitItems(menu, t), [menu, t]);
  return <SidebarMenu items={items} label={t("layout.mainNavigation")} currentPath={pathname} collapsed={collapsed} renderLink={renderRouterLink} />;
}

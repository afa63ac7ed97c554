import type { MenuItem } from "@agent-portal/permissions/menu";
import { cn } from "@agent-portal/ui-kit/lib/cn";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { MenuIcon } from "./menu-icons.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-10 items-center gap-3 rounded-md px-3 text-sm text-fg-muted hover:bg-surface-sunken hover:text-fg",
    isActive && "bg-brand-50 font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-700",
  );

function isWithin(pathname: string, item: MenuItem): boolean {
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

/** One menu section: a link when it has no children, otherwise a disclosure group. */
function MenuSection({ item, collapsed }: { item: MenuItem; collapsed: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isWithin(pathname, item);
  const [open, setOpen] = useState(active);
  const label = t(item.labelKey);
  if (item.children.length === 0 || collapsed) {
    return (
      <li>
        <NavLink to={item.path} className={linkClass} title={collapsed ? label : undefined} aria-label={collapsed ? label : undefined}>
          <MenuIcon name={item.icon} />
          {!collapsed && <span className="truncate">{label}</span>}
        </NavLink>
      </li>
    );
  }
  const groupId = `menu-${item.name}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open || active}
        aria-controls={groupId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "flex min-h-10 w-full items-center gap-3 rounded-md px-3 text-start text-sm text-fg-muted hover:bg-surface-sunken hover:text-fg",
          active && "text-fg",
        )}
      >
        <MenuIcon name={item.icon} />
        <span className="flex-1 truncate">{label}</span>
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", (open || active) && "rotate-180")} />
      </button>
      <ul id={groupId} hidden={!(open || active)} className="mt-1 flex flex-col gap-0.5 ps-8">
        {item.children.map((child) => (
          <li key={child.name}>
            <NavLink to={child.path} className={linkClass}>
              <span className="truncate">{t(child.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The sidebar menu: sections and entries derived from the route table and the user's
 * permissions (SPEC section 2: "Menu entries ... are built from route metadata").
 * Collapsed, it shows section icons with their labels as accessible names.
 */
export function Sidebar({ menu, collapsed }: { menu: readonly MenuItem[]; collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("layout.mainNavigation")} className="flex-1 overflow-y-auto px-2 py-3">
      <ul className="flex flex-col gap-1">
        {menu.map((item) => (
          <MenuSection key={item.name} item={item} collapsed={collapsed} />
        ))}
      </ul>
    </nav>
  );
}

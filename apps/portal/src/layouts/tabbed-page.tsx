import { buildTabs } from "@agent-portal/permissions/tabs";
import { cn } from "@agent-portal/ui-kit/lib/cn";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useParams } from "react-router";
import { pathOf } from "@agent-portal/permissions/route-path";
import { useCurrentRouteHandle } from "../app/route-handle.ts";
import { useCanSee } from "./use-can-see.ts";

/**
 * A page whose children are tabs (SPEC section 2: "a tab shows only if permitted"): the
 * permitted tabs as links (each tab is a route, so it can be shared and reloaded), then
 * the active tab's page.
 */
export default function TabbedPage() {
  const { t } = useTranslation();
  const canSee = useCanSee();
  const params = useParams();
  const handle = useCurrentRouteHandle();
  const parent = handle?.chain.find((route) => route.tabs === true) ?? null;
  const tabs = parent ? buildTabs(parent, canSee) : [];
  const filled = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
  return (
    <div className="flex flex-col gap-4">
      {tabs.length > 0 && (
        <nav aria-label={t("layout.tabs")} className="border-b border-border">
          <ul className="-mb-px flex flex-wrap gap-1">
            {tabs.map((tab) => (
              <li key={tab.name}>
                <NavLink
                  to={pathOf(tab.name, filled)}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex min-h-10 items-center border-b-2 px-4 text-sm",
                      isActive ? "border-brand-600 font-medium text-brand-700" : "border-transparent text-fg-muted hover:text-fg",
                    )
                  }
                >
                  {t(tab.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Outlet />
    </div>
  );
}

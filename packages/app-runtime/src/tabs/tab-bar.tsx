import { X } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { RouteName } from "@agent-portal/permissions/route-names";
import type { OpenTabs } from "./use-open-tabs.ts";
import { neighbourOf } from "./tab-set.ts";
import { TAB_BAR_SLOT_CLASS } from "./tab-bar-slot.ts";

/** Props of {@link TabBar}. */
export interface TabBarProps {
  readonly open: OpenTabs;
  /** The tab shown, or `null`. */
  readonly active: string | null;
  /** A tab's name (its route's translated label). */
  readonly labelOf: (route: RouteName) => string;
  /** Where to go when the last tab closes (the home). */
  readonly home: string;
}

/**
 * The bar of open pages above the page (issue 25, item 2): a navigation landmark of links, the
 * shown one marked `aria-current="page"`, each with its close button; "Close others" beside the
 * shown tab. From the keyboard: Tab reaches each page and its close button, Enter opens it,
 * Delete closes the focused tab, Alt+← / Alt+→ move it (in reading order, so mirrored in
 * right-to-left languages). Closing the shown tab opens its neighbour (else the home).
 */
export function TabBar({ open, active, labelOf, home }: TabBarProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const rtl = i18n.dir() === "rtl";
  // No tab (a never-a-tab page): the empty box keeps the page where it was.
  if (open.tabs.length === 0) return <div aria-hidden="true" data-slot="tab-bar" className={TAB_BAR_SLOT_CLASS} />;

  const close = (key: string) => {
    if (key === active) void navigate(neighbourOf(open.tabs, key)?.url ?? home);
    open.close(key);
  };
  const onKeyDown = (key: string) => (event: KeyboardEvent) => {
    if (event.key === "Delete") {
      event.preventDefault();
      close(key);
    } else if (event.altKey && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
      event.preventDefault();
      open.move(key, (event.key === "ArrowRight") !== rtl ? 1 : -1);
      const target = event.currentTarget;
      requestAnimationFrame(() => (target instanceof HTMLElement ? target.focus() : undefined));
    }
  };

  return (
    <nav aria-label={t("openTabs.bar")} data-slot="tab-bar" className={TAB_BAR_SLOT_CLASS}>
      <ul className="flex h-full items-end gap-1 overflow-x-auto pt-2">
        {open.tabs.map((tab) => {
          const label = labelOf(tab.route);
          const shown = tab.key === active;
          return (
            <li
              key={tab.key}
              data-tab={tab.key}
              className={`flex shrink-0 items-center gap-1 rounded-t-md border border-b-0 ps-3 pe-1 text-sm ${shown ? "border-border bg-surface-muted font-medium text-fg" : "border-transparent text-fg-muted hover:bg-surface-sunken"}`}
            >
              <Link
                to={tab.url}
                aria-current={shown ? "page" : undefined}
                onKeyDown={onKeyDown(tab.key)}
                aria-keyshortcuts="Delete Alt+ArrowLeft Alt+ArrowRight"
                className="py-2 hover:underline"
              >
                {label}
              </Link>
              <button
                type="button"
                onClick={() => close(tab.key)}
                aria-label={t("openTabs.close", { page: label })}
                className="grid size-7 place-items-center rounded hover:bg-surface-sunken"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
              {shown && open.tabs.length > 1 && (
                <button type="button" onClick={() => open.closeOthers(tab.key)} className="rounded px-2 py-1 text-xs text-brand-700 hover:bg-surface-sunken">
                  {t("openTabs.closeOthers")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

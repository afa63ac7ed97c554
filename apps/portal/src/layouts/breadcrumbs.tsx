import type { Breadcrumb } from "@agent-portal/permissions/titles";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * The breadcrumb trail: each crumb links to its page except the current one. A container
 * and the page it wraps often share a label (List / BroadcasterList); consecutive crumbs
 * that read the same are shown once.
 */
export function Breadcrumbs({ crumbs: all }: { crumbs: readonly Breadcrumb[] }) {
  const { t } = useTranslation();
  const crumbs = all.filter((crumb, index) => t(crumb.labelKey) !== (all[index + 1] ? t(all[index + 1]?.labelKey ?? "") : null));
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t("layout.breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-fg-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.name}-${String(index)}`} className="flex items-center gap-1">
              {last || crumb.path === null ? (
                <span aria-current={last ? "page" : undefined} className={last ? "text-fg" : undefined}>
                  {t(crumb.labelKey)}
                </span>
              ) : (
                <Link to={crumb.path} className="hover:text-fg hover:underline">
                  {t(crumb.labelKey)}
                </Link>
              )}
              {!last && <ChevronRight aria-hidden="true" className="size-3.5 rtl:rotate-180" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import type { Breadcrumb as Crumb } from "@agent-portal/permissions/titles";
import { Breadcrumb } from "@agent-portal/ui-kit/components/breadcrumb";
import { useTranslation } from "react-i18next";
import { renderRouterLink } from "./router-link.tsx";

/**
 * The breadcrumb trail on the kit's Breadcrumb: each crumb links to its page except the
 * current one. A container and the page it wraps often share a label (List /
 * BroadcasterList); consecutive crumbs that read the same are shown once.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  const labelled = crumbs.map((crumb) => ({ crumb, label: t(crumb.labelKey) }));
  const items = labelled
    .filter((entry, index) => entry.label !== labelled[index + 1]?.label)
    .map(({ crumb, label }, index) => ({ key: `${crumb.name}-${String(index)}`, label, ...(crumb.path === null ? {} : { href: crumb.path }) }));
  if (items.length === 0) return null;
  return <Breadcrumb items={items} label={t("layout.breadcrumb")} renderLink={renderRouterLink} />;
}

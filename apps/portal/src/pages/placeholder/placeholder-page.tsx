import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useTranslation } from "react-i18next";
import { useCurrentRouteHandle } from "@agent-portal/app-runtime/routes/route-handle";

/** The screen of a route not built yet: its route name and an empty state. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const handle = useCurrentRouteHandle();
  const name = handle?.route.name ?? "";
  return (
    <section aria-label={handle ? t(handle.route.labelKey) : undefined} className="rounded-lg border border-border bg-surface shadow-card">
      <EmptyState title={t("placeholder.notBuilt")} description={<code className="text-xs">{name}</code>} />
    </section>
  );
}

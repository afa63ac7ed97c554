import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** NotFound (SPEC section 2, the wildcard; also what a denied route renders, SPEC section 4). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[50vh] place-items-center" data-testid="not-found">
      <EmptyState
        title={<span role="heading" aria-level={2}>{t("notFound.title")}</span>}
        description={t("notFound.description")}
        action={
          <Link to="/" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            {t("notFound.backHome")}
          </Link>
        }
      />
    </div>
  );
}

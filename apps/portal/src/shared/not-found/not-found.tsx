import { useSetPageFrame } from "@agent-portal/app-runtime/page-frame";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * NotFound's content (SPEC section 2, the wildcard; also what a denied route renders, SPEC section
 * 4): "The page does not exist or you do not have access to it." with the way home. It declares
 * its frame (`useSetPageFrame`): the document title, the layout's heading and breadcrumb are
 * NotFound's, so a page the user may not open looks exactly like an unknown URL. The NotFound
 * page renders it, and so does a screen whose URL names nothing that exists (an unknown
 * `{type}` of data-center detail/{type}, an academy course id the server does not know).
 */
export function NotFound() {
  const { t } = useTranslation();
  useSetPageFrame({ routeName: "NotFound", ownHeading: true });
  return (
    <div className="grid min-h-[50vh] place-items-center" data-testid="not-found">
      <EmptyState
        title={
          <span role="heading" aria-level={2}>
            {t("notFound.title")}
          </span>
        }
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

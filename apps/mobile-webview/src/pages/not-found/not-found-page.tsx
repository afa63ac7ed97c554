import { useSetPageFrame } from "@agent-portal/app-runtime/page-frame";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { buttonVariants } from "@agent-portal/ui-kit/components/button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * NotFound of the webview (SPEC section 2, the wildcard; also what a denied route renders). It
 * declares its frame (`useSetPageFrame`), so the header and the document title are NotFound's, not
 * the denied route's.
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useSetPageFrame({ routeName: "NotFound", ownHeading: true });
  return (
    <main className="mx-auto grid min-h-[60dvh] w-full max-w-[30rem] place-items-center px-4" data-testid="not-found">
      <EmptyState
        title={
          <span role="heading" aria-level={1}>
            {t("notFound.title")}
          </span>
        }
        description={t("notFound.description")}
        action={
          <Link to="/m" className={buttonVariants({ variant: "secondary", size: "lg" })}>
            {t("notFound.backHome")}
          </Link>
        }
      />
    </main>
  );
}

import { Button } from "@agent-portal/ui-kit/components/button";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import NotFoundPage from "../pages/not-found/not-found-page.tsx";

/**
 * The error boundary of every route: a 404 (unknown page, or denied by the guard with a
 * user loaded, SPEC section 4) renders NotFound in place; anything else shows a
 * translated error with a retry, never a blank screen.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div role="alert" className="p-6">
      <EmptyState
        title={t("lang328")}
        description={t("errors.screen")}
        action={
          <div className="flex gap-2">
            <Button onClick={() => void revalidator.revalidate()}>{t("common.retry")}</Button>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {t("common.reload")}
            </Button>
          </div>
        }
      />
    </div>
  );
}

import { captureError } from "@agent-portal/telemetry/error-reporting";
import { Button } from "@agent-portal/ui-kit/components/button";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useEffect } from "react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";

/**
 * Whether `error` is a failed download of a lazily loaded module (a screen's chunk): React
 * Router keeps a failed `lazy` for the page's lifetime, so only a reload retries it.
 * Chromium says "Failed to fetch dynamically imported module", Firefox "error loading
 * dynamically imported module", Safari "Importing a module script failed"; Vite's preload
 * helper "Unable to preload CSS".
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload|Failed to load module script/i.test(error.message);
}

/** What differs between the apps' boundaries. */
export interface RouteErrorBoundaryOptions {
  /** The app's NotFound page, rendered in place for a 404. */
  readonly NotFound: ComponentType;
  /** Touch layout (the mobile webview): 44 px buttons and narrower side padding. */
  readonly touch?: boolean;
}

/**
 * The error boundary of every route of an app (React Router's `ErrorBoundary`): a 404 (unknown
 * page, or denied by the guard with a user loaded, SPEC section 4) renders `NotFound` in place;
 * anything else shows a translated error (`lang328`, `errors.screen`) with Try again and Reload,
 * never a blank screen, and is reported to error reporting (`captureError`, tag
 * `route.error=boundary`). Try again runs the loaders again, or reloads the page when the
 * screen's chunk failed to load ({@link isChunkLoadError}).
 */
export function createRouteErrorBoundary({ NotFound, touch = false }: RouteErrorBoundaryOptions): ComponentType {
  const size = touch ? "lg" : "md";
  return function RouteErrorBoundary() {
    const error = useRouteError();
    const revalidator = useRevalidator();
    const { t } = useTranslation();
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    useEffect(() => {
      if (notFound) return;
      console.error(error);
      captureError(error, { tags: { "route.error": "boundary" } });
    }, [error, notFound]);
    if (notFound) return <NotFound />;
    const retry = () => {
      if (isChunkLoadError(error)) window.location.reload();
      else void revalidator.revalidate();
    };
    return (
      <div role="alert" className={touch ? "px-4 py-6" : "p-6"}>
        <EmptyState
          title={t("lang328")}
          description={t("errors.screen")}
          action={
            <div className="flex gap-2">
              <Button size={size} onClick={retry}>
                {t("common.retry")}
              </Button>
              <Button size={size} variant="secondary" onClick={() => window.location.reload()}>
                {t("common.reload")}
              </Button>
            </div>
          }
        />
      </div>
    );
  };
}

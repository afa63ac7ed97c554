import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { Skeleton } from "@agent-portal/ui-kit/components/skeleton";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useApiErrorMessage } from "../errors/use-api-error-message.ts";
import type { QueryLike } from "./table-status.ts";

/** Props of {@link QueryView}. */
export interface QueryViewProps<T> {
  /** An RTK Query hook result. */
  readonly query: QueryLike<T>;
  /** Renders the answer. */
  readonly children: (data: T) => ReactNode;
  /** Whether an answer counts as empty (shows the empty state instead of `children`). */
  readonly isEmpty?: (data: T) => boolean;
  readonly emptyTitle?: string;
  readonly emptyDescription?: ReactNode;
  /** Skeleton lines while loading (default 4). */
  readonly skeletonLines?: number;
  /** Accessible name of the loading placeholder (default "Loading…"). */
  readonly loadingLabel?: string;
}

/**
 * One answer's four states for detail screens (the list pattern, outside tables): a skeleton while
 * the first answer loads (`aria-busy`), the translated error with a retry, an empty state, or the
 * content. A background refetch keeps the content on screen.
 */
export function QueryView<T>({ query, children, isEmpty, emptyTitle, emptyDescription, skeletonLines = 4, loadingLabel }: QueryViewProps<T>) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">
          {errorMessage(query.error) ?? t("lang328")}
        </Alert>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <div role="status" aria-busy="true" aria-label={loadingLabel ?? t("common.loading")} className="flex flex-col gap-3">
        {Array.from({ length: skeletonLines }, (_, index) => (
          <Skeleton key={index} className="h-6 w-full" />
        ))}
      </div>
    );
  }
  if (isEmpty?.(query.data) === true) return <EmptyState title={emptyTitle ?? t("shared.list.emptyTitle")} description={emptyDescription} />;
  return <>{children(query.data)}</>;
}

import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Skeleton } from "@agent-portal/ui-kit/components/skeleton";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "./api-error.ts";

/** What {@link QueryView} reads of an RTK Query result. */
export interface QueryLike<T> {
  readonly data?: T | undefined;
  readonly error?: unknown;
  readonly isLoading: boolean;
  readonly isFetching?: boolean;
  readonly refetch: () => unknown;
}

/**
 * One query's three states on a page: skeleton lines while it loads (announced with `aria-busy`),
 * the translated error with a retry (never a blank screen), else the content.
 */
export function QueryView<T>({ query, lines = 3, label, children }: { query: QueryLike<T>; lines?: number; label?: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  const message = apiErrorMessage(t, query.error);
  if (!query.isLoading && message !== null) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="error">{message}</Alert>
        <Button size="lg" variant="secondary" onClick={() => void query.refetch()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  return <LoadingLines lines={lines} {...(label === undefined ? {} : { label })} />;
}

/** Skeleton lines announced as loading (`aria-busy`, `role="status"`): what {@link QueryView} shows while its query loads. */
export function LoadingLines({ lines = 3, label }: { lines?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={label ?? t("common.loading")} role="status" className="flex flex-col gap-3">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={index === 0 ? "h-6 w-2/3" : "h-4 w-full"} />
      ))}
    </div>
  );
}

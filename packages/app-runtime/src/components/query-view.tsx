import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { Skeleton } from "@agent-portal/ui-kit/components/skeleton";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isPhoneAuthError } from "#errors/api-error-message.ts";
import { useApiErrorMessage } from "#errors/use-api-error-message.ts";
import type { QueryLike } from "#list/table-status.ts";
import { shellConfig } from "#shell-config.ts";
import { PhoneRequired } from "./phone-required.tsx";

/** Props of {@link QueryView}. */
export interface QueryViewProps<T> {
  /** An RTK Query hook result (or anything with its `data`, `error`, `isLoading`, `isFetching`, `isError` and `refetch`). */
  readonly query: QueryLike<T>;
  /** Renders the answer. */
  readonly children: (data: T) => ReactNode;
  /** Whether an answer counts as empty (shows the empty state instead of `children`). */
  readonly isEmpty?: (data: T) => boolean;
  readonly emptyTitle?: string;
  readonly emptyDescription?: ReactNode;
  /** Skeleton lines while loading (default 3). */
  readonly lines?: number;
  /** Accessible name of the loading placeholder (default "Loading…", `common.loading`). */
  readonly loadingLabel?: string;
  /**
   * A placeholder in the shape of the answer (e.g. its cards with skeleton values), shown while it
   * loads instead of the skeleton lines, so that nothing below moves when the answer comes (no
   * layout shift). It should mark itself busy (`aria-busy`).
   */
  readonly placeholder?: ReactNode;
}

/**
 * One answer's states on a screen of either app (the detail screens; lists use `ListTable`):
 * - loading: `placeholder`, or skeleton lines announced as busy ({@link LoadingLines});
 * - failed: the translated error (`apiErrorMessage`, SPEC section 8) with Try again, never a blank
 *   screen; a call that needed phone verification the user cancelled shows {@link PhoneRequired}
 *   instead (no error text). Errors nothing is shown for (an aborted call, a token error the
 *   session's unauthorized modal speaks for) keep the skeleton, or the answer when there is one;
 * - empty (`isEmpty`): the empty state; else the content. A background refetch keeps the content.
 *
 * Buttons are 44 px high in the webview (`shellConfig().touch`).
 */
export function QueryView<T>({ query, children, isEmpty, emptyTitle, emptyDescription, lines = 3, loadingLabel, placeholder }: QueryViewProps<T>) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const message = query.isError ? errorMessage(query.error) : null;
  if (query.isError && isPhoneAuthError(query.error)) return <PhoneRequired onVerified={() => void query.refetch()} />;
  if (message !== null) {
    const touch = shellConfig().touch;
    return (
      <div className={touch ? "flex flex-col gap-3" : "flex flex-col items-start gap-3"}>
        <Alert tone="error">{message}</Alert>
        <Button variant="secondary" size={touch ? "lg" : "sm"} onClick={() => void query.refetch()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  if (query.data === undefined) return placeholder ?? <LoadingLines lines={lines} {...(loadingLabel === undefined ? {} : { label: loadingLabel })} />;
  if (isEmpty?.(query.data) === true) return <EmptyState title={emptyTitle ?? t("shared.list.emptyTitle")} description={emptyDescription} />;
  return <>{children(query.data)}</>;
}

/** Skeleton lines announced as loading (`role="status"`, `aria-busy`): what {@link QueryView} shows while its query loads. */
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

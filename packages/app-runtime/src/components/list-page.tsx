import { Button } from "@agent-portal/ui-kit/components/button";
import type { ReactNode } from "react";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { ReactReduxContext } from "react-redux";
import { useInRouterContext } from "react-router";
import { ViewsMenu } from "./views-menu.tsx";

/** Props of {@link ListPage}. */
export interface ListPageProps {
  /** Accessible name of the page's region (usually the route's label). */
  readonly label: string;
  /** Filters (`FilterBar`), shown above the table. */
  readonly filters?: ReactNode;
  /** Page-level actions (export, create, bulk actions), at the end of the header row. */
  readonly actions?: ReactNode;
  /**
   * Text or badges at the start of the header row (hints, counts other than the list's own). The
   * list's total is not repeated here: the table's pagination shows it ("Total: N", `ListTable`).
   */
  readonly summary?: ReactNode;
  /** The table, and any dialogs. */
  readonly children: ReactNode;
  /** The list's column-settings id (`useColumnVisibility`), so saved views keep its columns too. */
  readonly columnsScreen?: string;
}

/**
 * The list pattern's scaffold (`apps/portal/README.md`): a labelled region with the filters, a
 * row with a summary, the saved views ({@link ViewsMenu}, inside an app: a router and a store)
 * and the page actions, then the table. The page title comes from the layout (the menu route's
 * label), so the scaffold adds no heading of its own.
 */
export function ListPage({ label, filters, actions, summary, children, columnsScreen }: ListPageProps) {
  const inRouter = useInRouterContext();
  const store = useContext(ReactReduxContext);
  const inApp = inRouter && store !== null;
  return (
    <section aria-label={label} className="flex flex-col gap-4">
      {filters}
      {(summary !== undefined || actions !== undefined || inApp) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">{summary}</div>
          <div className="flex flex-wrap items-center gap-2">
            {inApp && <ViewsMenu columnsScreen={columnsScreen} />}
            {actions}
          </div>
        </div>
      )}
      {children}
    </section>
  );
}

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  /** Accessible name of the search form, e.g. "Filter broadcasters". */
  readonly label: string;
  /** Called on Enter or the apply button; text filters apply on submit, pickers at once. */
  readonly onSubmit?: () => void;
  /** Clears every filter; the button shows only while a filter is set (`active`). */
  readonly onReset?: () => void;
  readonly active?: boolean;
  readonly children: ReactNode;
}

/**
 * The filter row of a list: a `search` landmark form whose fields wrap on narrow screens. Enter
 * in a text field submits it (apply); "Clear filters" resets the URL to the default view.
 */
export function FilterBar({ label, onSubmit, onReset, active = false, children }: FilterBarProps) {
  const { t } = useTranslation();
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-4">
      {children}
      <div className="flex items-end gap-2">
        {onSubmit && <Button type="submit">{t("shared.list.apply")}</Button>}
        {onReset && active && (
          <Button variant="ghost" onClick={onReset}>
            {t("shared.list.clearFilters")}
          </Button>
        )}
      </div>
    </form>
  );
}

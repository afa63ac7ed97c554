import { useFormatters } from "@agent-portal/i18n/use-formatters";
import type { CanSee } from "@agent-portal/permissions/guard";
import { getRoute } from "@agent-portal/permissions/route-table";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Skeleton } from "@agent-portal/ui-kit/components/skeleton";
import { useMemo } from "react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useCanSee } from "#layouts/use-can-see.ts";
import { selectEffectivePermissions } from "@agent-portal/session";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { useWhenVisible } from "@agent-portal/app-runtime/routes/when-visible";
import type { WorkCount, WorkEntry } from "./work-entries.ts";
import { WORK_ENTRIES } from "./work-entries.ts";

/**
 * Today's work (issue 25, item 1): the entries of {@link WORK_ENTRIES} whose screen the user may
 * open (the route guard's `canSee`), each counted by its own call. Nothing is rendered, and no
 * call is sent, for a screen the user cannot open; a user who may open none sees no list.
 */
export function WorkList() {
  const canSee = useCanSee();
  const permissions = useAppSelector(selectEffectivePermissions);
  const shown = useMemo(() => visibleEntries(WORK_ENTRIES, canSee, permissions), [canSee, permissions]);
  return <WorkListView entries={shown} />;
}

/**
 * The entries whose screen the user may open (the route guard applied to each entry's route) and,
 * for an entry that names `permissions`, whose user holds one of them (`permissions` absent: such
 * entries are left out).
 */
export function visibleEntries(entries: readonly WorkEntry[], canSee: CanSee, permissions: readonly number[] = []): readonly WorkEntry[] {
  return entries.filter((entry) => canSee(getRoute(entry.route)) && (entry.permissions === undefined || entry.permissions.some((id) => permissions.includes(id))));
}

/**
 * The list of the given entries (already filtered), each counted by its hook; nothing when there is
 * none. On the home (route option `offscreenWhenVisible`) an entry below the fold asks for its count
 * when it comes near the viewport (`useWhenVisible`); until then it shows its link alone.
 */
export function WorkListView({ entries: shown }: { readonly entries: readonly WorkEntry[] }) {
  const { t } = useTranslation();
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="work-title" className="flex flex-col gap-3">
      <h2 id="work-title" className="text-lg font-semibold text-fg">
        {t("welcome.work.title")}
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface shadow-card">
        {shown.map((entry) => (
          <WorkRow key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

/**
 * One entry: its label as a link to the filtered screen, and its state: loading (a placeholder
 * announced as busy), failed (the translated error and Try again), nothing waiting, or the count.
 * Every state has the row's height of a count badge (3rem with its padding), so the rows below do
 * not move when the counts arrive. Below the fold, the count is asked for when the row comes near
 * the viewport; the row stays the same element, so a link focused meanwhile keeps its focus.
 */
function WorkRow({ entry }: { readonly entry: WorkEntry }) {
  const [ref, near] = useWhenVisible();
  const state = entry.useCount(!near);
  return <WorkRowView ref={ref} entry={entry} state={near ? state : null} />;
}

/**
 * One entry in a given state (see {@link WorkRow}); `null`: its count not asked for yet (below the
 * fold), the link and the skeleton's room, nothing shown as loading. `ref` goes on the row (`useWhenVisible` watches it).
 */
export function WorkRowView({ entry, state, ref }: { readonly entry: WorkEntry; readonly state: WorkCount | null; readonly ref?: Ref<HTMLLIElement> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorMessage = useApiErrorMessage();
  const label = t(`welcome.work.entry.${entry.id}`);
  const message = state?.isError === true ? errorMessage(state.error) : null;
  return (
    <li ref={ref} data-entry={entry.id} className="flex min-h-12 flex-wrap items-center justify-between gap-3 px-4 py-3">
      <Link to={`${pathOf(entry.route)}${entry.search}`} className="text-sm font-medium text-brand-700 hover:underline">
        {label}
      </Link>
      {state === null ? (
        // The skeleton's box, empty: the row keeps the height it has while loading.
        <span aria-hidden="true" className="h-6 w-12" />
      ) : message !== null ? (
        <span className="flex items-center gap-2 text-sm text-danger-700">
          <span role="alert">{message}</span>
          <Button variant="secondary" size="sm" onClick={() => void state.refetch()} aria-label={t("welcome.work.retry", { entry: label })}>
            {t("common.retry")}
          </Button>
        </span>
      ) : state.count === undefined ? (
        <span role="status" aria-busy="true" aria-label={t("common.loading")}>
          <Skeleton className="h-6 w-12" />
        </span>
      ) : state.count === 0 ? (
        <span className="text-sm text-fg-muted">{t("welcome.work.nothingWaiting")}</span>
      ) : (
        <Badge tone="brand">{state.atLeast ? t("welcome.work.atLeast", { n: format.number(state.count) }) : t("welcome.work.waiting", { n: format.number(state.count) })}</Badge>
      )}
    </li>
  );
}

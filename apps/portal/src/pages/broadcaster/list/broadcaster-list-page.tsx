import { skipToken } from "@reduxjs/toolkit/query";
import { useQryAnchorListQuery } from "@agent-portal/api-client/services/broker";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { AgentRole, AnchorListTab } from "@agent-portal/api-client/enums";
import { selectAgentRole } from "@agent-portal/session";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { RowSelectionState } from "@agent-portal/ui-kit/components/data-table";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { useCurrentRouteHandle } from "@agent-portal/app-runtime/routes/route-handle";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { AnchorListFilters } from "./anchor-list-filters.tsx";
import type { Broadcaster } from "./anchor-list-params.ts";
import { ANCHOR_LIST_SPEC, SORTABLE, TAB_OF_ROUTE, anchorListRequest, hasFilters } from "./anchor-list-params.ts";
import { ListDialogs } from "./list-dialogs.tsx";
import type { ListDialog } from "./list-dialogs.tsx";
import { COLUMN_IDS, listColumns } from "./list-columns.tsx";
import type { RowAction } from "./row-actions.ts";
import { useBrokers } from "#shared/list/use-brokers.ts";
import { useFollow } from "./use-follow.ts";

/** The list's column-settings id (its saved views keep the columns too). */
const COLUMNS_SCREEN = "broadcaster-list";

/** No row selected (one object, so the memoised table sees no change). */
const NO_SELECTION: RowSelectionState = {};
/** A row's id: its anchor uid. */
const rowId = (row: Broadcaster) => row.anchor_uid;

/**
 * The broadcaster list (SPEC section 2, AgencyBroadcasterList; issue 7): one screen for the tabs
 * all, to be renewed, terminated and joined (routes ListAll... ListJoined), paged, sorted and
 * filtered on the server (broker QryAnchorList) with the view in the URL; persisted column
 * settings; CSV export of the view; broker assignment for one row or the selected rows, and
 * history; renewals, reminders, withdrawals, records and extensions; re-grading; follow with
 * optimistic UI. Each row offers only what its contract state allows (`row-actions.ts`).
 */
export default function BroadcasterListPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const handle = useCurrentRouteHandle();
  const tab = (handle ? TAB_OF_ROUTE[handle.route.name] : undefined) ?? AnchorListTab.All;
  const list = useListState(ANCHOR_LIST_SPEC, SORTABLE);
  const request = useMemo(() => anchorListRequest(list.values, tab), [list.values, tab]);
  const fetched = useListQuery(useQryAnchorListQuery(request ?? skipToken));
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const { brokers } = useBrokers();
  const agentRole = useAppSelector(selectAgentRole);
  const viewer = useMemo(() => ({ canAssignBroker: agentRole !== AgentRole.BROKER }), [agentRole]);
  const [visibility, setVisibility] = useColumnVisibility(COLUMNS_SCREEN, COLUMN_IDS);
  // A selection belongs to the rows on screen: a new page, tab or filter clears it.
  const [selectionOf, setSelectionOf] = useState<{ key: string; rows: RowSelectionState }>({ key: "", rows: {} });
  const [dialog, setDialog] = useState<ListDialog | null>(null);
  const follow = useFollow(request);
  const requestKey = JSON.stringify(request);
  const selection = selectionOf.key === requestKey ? selectionOf.rows : NO_SELECTION;
  const setSelection = useCallback(
    (rows: RowSelectionState) => {
      setSelectionOf({ key: requestKey, rows });
    },
    [requestKey],
  );

  const columns = useMemo(
    () =>
      listColumns({
        t,
        format,
        viewer,
        followBusy: follow.busy,
        onFollow: follow.toggle,
        onAction: (action: RowAction, row: Broadcaster) => {
          if (action === "liveData") return;
          if (action === "assignBroker") setDialog({ kind: "assignBroker", anchors: [row] });
          else if (action === "brokerHistory") setDialog({ kind: "brokerHistory", anchor: row });
          else setDialog({ kind: action, anchor: row });
        },
      }),
    [t, format, viewer, follow.busy, follow.toggle],
  );
  const selected = useMemo(() => view.rows.filter((row) => selection[row.anchor_uid] === true), [view.rows, selection]);
  const selectable = viewer.canAssignBroker && tab !== AnchorListTab.Terminated;
  const caption = t(handle?.route.labelKey ?? "route.BroadcasterList");
  // The table's props keep their identity between renders (the table is memoised): a call of the
  // page answering (the brokers, a follow) or a dialog opening does not render the rows' table again.
  const toolbar = useMemo(
    () =>
      selectable ? (
        <Button size="sm" disabled={selected.length === 0} onClick={() => setDialog({ kind: "assignBroker", anchors: selected })}>
          {t("broadcaster.list.assignSelected")}
        </Button>
      ) : undefined,
    [selectable, selected, t],
  );

  return (
    <ListPage
      label={t("route.BroadcasterList")}
      columnsScreen={COLUMNS_SCREEN}
      filters={<AnchorListFilters values={list.values} update={list.update} brokers={brokers} />}
      actions={
        <Button variant="secondary" size="sm" onClick={() => setDialog({ kind: "brokerHistory" })}>
          {t("broadcaster.list.brokerHistory")}
        </Button>
      }
    >
      <ListTable
        caption={caption}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={rowId}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={`broadcasters-${handle?.route.name ?? "list"}`}
        {...(selectable ? { rowSelection: selection, onRowSelectionChange: setSelection } : {})}
        toolbar={toolbar}
        emptyTitle={request === null ? t("shared.bigoId.invalid") : hasFilters(list.values) ? t("broadcaster.list.emptyFiltered") : t("broadcaster.list.empty")}
        {...(request === null || hasFilters(list.values) ? { emptyDescription: t("broadcaster.list.emptyFilteredHint") } : {})}
      />
      <ListDialogs
        dialog={dialog}
        onClose={(assigned) => {
          setDialog(null);
          if (assigned === true) setSelection({});
        }}
      />
    </ListPage>
  );
}

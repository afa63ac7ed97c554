import { RecallStatus } from "@agent-portal/api-client/enums";
import { usePreLostUserGetUserListQuery } from "@agent-portal/api-client/services/live-data-pre-lost-user";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { RowSelectionState } from "@agent-portal/ui-kit/components/data-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceFilter } from "#shared/list/choice-filter.tsx";
import { FamilyEntryGate } from "#pages/data-center/live-data/family/family-entry-gate.tsx";
import { recallColumns } from "./recall-columns.tsx";
import type { RecallRow } from "./recall-params.ts";
import { RECALL_SORTABLE, RECALL_SPEC, recallRequest, windowReopensAt } from "./recall-params.ts";
import { RecallPathDialog } from "./recall-path-dialog.tsx";
import { RecallSendDialog } from "./recall-send-dialog.tsx";

/** Most broadcasters one recall goes to (preLostUser sendRecallIm `uids`). */
const MAX_RECIPIENTS = 50;

/**
 * Recall of broadcasters drifting away (issue 20 item 6; LiveDataRecall
 * `/data-center/live-data/recall`, live data 23/24 like the other tabs): the broadcasters at risk
 * (preLostUser getUserList, longest inactive first) with why each is at risk, their recall status
 * and when they may be recalled; a status filter in the URL. Selected rows get a recall message
 * after a confirmation showing the message, the recipient count and the reward (sendRecallIm,
 * idempotent); each recalled broadcaster's path from sent to opened, returned and rewarded opens
 * from their row (getRecallPath). Only for an agency whose live data `config` lists the
 * preLostUser entry: elsewhere the tab is not shown and the address is NotFound.
 */
export default function RecallTabPage() {
  return <FamilyEntryGate entry="preLostUser">{() => <RecallList />}</FamilyEntryGate>;
}

/** The recall list itself, for a viewer whose agency has the entry ({@link RecallTabPage}). */
function RecallList() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(RECALL_SPEC, RECALL_SORTABLE);
  const request = useMemo(() => recallRequest(list.values), [list.values]);
  const query = usePreLostUserGetUserListQuery(request);
  const view = useListQuery(query);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [confirming, setConfirming] = useState(false);
  const [pathOf, setPathOf] = useState<RecallRow | null>(null);
  const columns = useMemo(() => recallColumns(t, format, setPathOf), [t, format]);
  const offer = query.data?.offer;
  const chosen = Object.keys(selection).filter((uid) => selection[uid] === true);
  const filtered = list.values.status !== "any";

  return (
    <ListPage
      label={t("route.LiveDataRecall")}
      summary={
        offer && (
          <p className="text-sm text-fg-muted">
            {t("dataCenter.recall.intro", { beans: format.beans(offer.rewardBeans), days: format.number(offer.windowDays) })}{" "}
            <span data-testid="recall-sent-today">{t("dataCenter.recall.sentToday", { sent: format.number(offer.sentToday), limit: format.number(offer.dailyLimit) })}</span>
          </p>
        )
      }
      filters={
        <FilterBar label={t("dataCenter.recall.filters")} active={filtered} onReset={() => list.update({ status: "any" })}>
          <ChoiceFilter
            label={t("dataCenter.recall.column.status")}
            anyLabel={t("dataCenter.recall.anyStatus")}
            value={filtered ? list.values.status : ""}
            options={Object.values(RecallStatus).map((status) => ({ value: String(status), label: t(`dataCenter.recall.status.${String(status)}`) }))}
            onChange={(status) => {
              setSelection({});
              list.update({ status: status === "" ? "any" : status });
            }}
          />
        </FilterBar>
      }
      actions={
        <Button disabled={chosen.length === 0 || chosen.length > MAX_RECIPIENTS || offer === undefined} onClick={() => setConfirming(true)}>
          {t("dataCenter.recall.send", { n: format.number(chosen.length) })}
        </Button>
      }
    >
      {chosen.length > MAX_RECIPIENTS && (
        <p role="alert" className="text-sm text-danger-700">
          {t("dataCenter.recall.tooMany", { max: format.number(MAX_RECIPIENTS) })}
        </p>
      )}
      <ListTable
        caption={t("route.LiveDataRecall")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.uid}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        exportFileName={false}
        emptyTitle={filtered ? t("dataCenter.recall.emptyFiltered") : t("dataCenter.recall.empty")}
      />
      {confirming && offer && (
        <RecallSendDialog
          uids={chosen}
          offer={offer}
          reopensAt={async () => windowReopensAt((await query.refetch()).data?.list ?? [], chosen)}
          onClose={(sent) => {
            setConfirming(false);
            if (sent) setSelection({});
          }}
        />
      )}
      {pathOf && <RecallPathDialog row={pathOf} onClose={() => setPathOf(null)} />}
    </ListPage>
  );
}

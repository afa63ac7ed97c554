import { usePreLostUserGetRecallPathQuery } from "@agent-portal/api-client/services/live-data-pre-lost-user";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { useTranslation } from "react-i18next";
import type { RecallRow } from "./recall-params.ts";
import { RecallPathTimeline } from "./recall-path-timeline.tsx";

/**
 * A broadcaster's recalls (preLostUser getRecallPath), newest first, each as its path from sent to
 * opened, live again (returned) and reward drawn; loading, error with Try again and "not recalled
 * yet" as QueryView shows them.
 */
export function RecallPathDialog({ row, onClose }: { readonly row: RecallRow; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = usePreLostUserGetRecallPathQuery({ uid: row.uid });
  const name = row.nickName || row.bigoId;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("dataCenter.recall.pathOf", { name })} closeLabel={t("common.close")} dismissible>
      <QueryView query={query} isEmpty={(answer) => answer.list.length === 0} emptyTitle={t("dataCenter.recall.noRecall")}>
        {(answer) => (
          <ol className="flex flex-col gap-5">
            {answer.list.map((path) => (
              <li key={path.recallId} className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold">{t("dataCenter.recall.recallOf", { time: format.date(path.sentTime * 1000) })}</h3>
                <RecallPathTimeline path={path} label={t("dataCenter.recall.pathLabel")} />
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </Modal>
  );
}

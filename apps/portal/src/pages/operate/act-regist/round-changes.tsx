import { useAct75352GetChangePageInfoQuery } from "@agent-portal/api-client/services/act75352";
import { useAct75352CanChangeRoundQuery } from "@agent-portal/api-client/services/act75352-actions";
import { Button } from "@agent-portal/ui-kit/components/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { ChangeDialog } from "./change-dialog.tsx";
import type { ChangePage, RoundAnchor } from "./change-dialog.tsx";
import { CHANGE_KINDS, anchorLabel, changeGate } from "./change-model.ts";
import type { ChangeKind } from "./change-model.ts";

/** Props of {@link RoundChanges}. */
export interface RoundChangesProps {
  readonly activityId: number;
  readonly roundId: number;
  /** Sign-up is open now (follows the clock): cancel_sign needs it. */
  readonly signOpen: boolean;
  readonly onClose: () => void;
}

/**
 * The agency's broadcasters in one round and the changes it may make to them (issue 24 item 4;
 * api/agent/getChangePageInfo): move to another round, replace with another broadcaster, take
 * out of the round, cancel the registration. Each action is enabled only when the server allows
 * it (`api/agent/canChangeRound` per broadcaster, the change allowance, sign-up open) and
 * otherwise shows the reason; each opens a {@link ChangeDialog} to confirm.
 */
export function RoundChanges({ activityId, roundId, signOpen, onClose }: RoundChangesProps) {
  const { t } = useTranslation();
  const query = useAct75352GetChangePageInfoQuery({ activityId, roundId });
  const [open, setOpen] = useState<{ kind: ChangeKind; anchor: RoundAnchor } | null>(null);
  const [done, setDone] = useState("");
  return (
    <section aria-labelledby="round-changes-title" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <QueryView query={query} lines={3}>
        {(page) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="round-changes-title" className="text-lg font-semibold">
                {t("operate.actChange.title.round", { round: page.round.roundName })}
              </h3>
              <Button variant="secondary" size="sm" onClick={onClose}>
                {t("operate.actChange.close")}
              </Button>
            </div>
            <p className="text-sm" data-testid="round-change-allowance">
              {t("operate.actChange.allowance", { left: page.changesLeft, limit: page.changeLimit })}
            </p>
            <p role="status" className="text-sm text-fg-muted">
              {done}
            </p>
            {page.anchors.length === 0 ? (
              <p className="text-sm text-fg-muted">{t("operate.actChange.empty")}</p>
            ) : (
              <ul aria-label={t("operate.actChange.anchors", { round: page.round.roundName })} className="flex flex-col divide-y divide-border rounded-lg border border-border">
                {page.anchors.map((anchor) => (
                  <AnchorChanges key={anchor.anchorUid} page={page} anchor={anchor} signOpen={signOpen} onOpen={(kind) => setOpen({ kind, anchor })} />
                ))}
              </ul>
            )}
            {open === null ? null : (
              <ChangeDialog
                kind={open.kind}
                anchor={open.anchor}
                page={page}
                onClose={() => setOpen(null)}
                onRefused={() => void query.refetch()}
                onDone={(message) => {
                  setOpen(null);
                  setDone(message);
                }}
              />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

/** One broadcaster of the round with its four actions, each enabled or with the server's reason. */
function AnchorChanges({
  page,
  anchor,
  signOpen,
  onOpen,
}: {
  readonly page: ChangePage;
  readonly anchor: RoundAnchor;
  readonly signOpen: boolean;
  readonly onOpen: (kind: ChangeKind) => void;
}) {
  const { t } = useTranslation();
  const can = useAct75352CanChangeRoundQuery({ activityId: page.activity.activityId, roundId: page.round.roundId, anchorUid: anchor.anchorUid });
  const name = anchorLabel(anchor);
  const facts =
    can.data === undefined
      ? null
      : { canChange: can.data.canChange, reasonCode: can.data.reasonCode, changesLeft: can.data.changesLeft, freeRounds: page.otherRounds.length, signOpen };
  const reasons = new Set<string>();
  return (
    <li className="flex flex-col gap-2 px-3 py-2" aria-label={name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <bdi>{anchor.nickName}</bdi> ({anchor.bigoId}) · {t(`operate.results.signStatus.${String(anchor.signStatus)}`)}
        </span>
        <div className="flex flex-wrap gap-2" aria-busy={can.isFetching}>
          {CHANGE_KINDS.map((kind) => {
            const gate = facts === null ? null : changeGate(kind, facts);
            if (gate !== null && !gate.allowed) reasons.add(t(gate.reasonKey));
            return (
              <Button key={kind} size="sm" variant={kind === "cancelSign" ? "danger" : "secondary"} disabled={gate?.allowed !== true} onClick={() => onOpen(kind)}>
                {t(`operate.actChange.action.${kind}`)}
              </Button>
            );
          })}
        </div>
      </div>
      {can.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {t("lang328")}
        </p>
      ) : null}
      {[...reasons].map((reason) => (
        <p key={reason} className="text-sm text-fg-muted">
          {reason}
        </p>
      ))}
    </li>
  );
}

import { useSetBrokerMutation, useSetBrokerNoVerifyMutation } from "@agent-portal/api-client/services/broker";
import { BROKER_ROW_ASSIGNED } from "@agent-portal/api-client/contract/broker";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";
import type { Broadcaster } from "#pages/broadcaster/list/anchor-list-params.ts";
import { useBrokers } from "#shared/list/use-brokers.ts";

/** Props of {@link AssignBrokerDialog}. */
export interface AssignBrokerDialogProps {
  /** The broadcasters to assign (one, or the selected rows). */
  readonly anchors: readonly Broadcaster[];
  readonly onClose: (assigned: boolean) => void;
}

/** The value of the "no broker" choice (the contract's `broker_uid` "0" removes the broker). */
const NO_BROKER = "0";

/**
 * Assigns one broker to one or many broadcasters (broker SetBroker / SetBrokerNoVerify). A first
 * assignment (every chosen broadcaster has no broker) uses SetBrokerNoVerify; changing a broker
 * is sensitive and uses SetBroker, which may answer 40001: the phone dialog opens by itself and
 * the assignment completes once verified. A bulk call may partly fail: the dialog stays open and
 * names each broadcaster that was not assigned, with the reason.
 */
export function AssignBrokerDialog({ anchors, onClose }: AssignBrokerDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { failure, run } = useDialogSubmit();
  const { brokers, isLoading } = useBrokers();
  const [brokerUid, setBrokerUid] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [rowFailures, setRowFailures] = useState<readonly string[]>([]);
  const [setBroker, verified] = useSetBrokerMutation();
  const [setBrokerNoVerify, unverified] = useSetBrokerNoVerifyMutation();
  const busy = verified.isLoading || unverified.isLoading;
  const firstAssignment = anchors.every((anchor) => anchor.broker_uid === "0");
  const options = [{ value: NO_BROKER, label: t("broadcaster.list.noBroker") }, ...brokers.map((broker) => ({ value: broker.uid, label: `${broker.name} (${broker.bigoId})` }))];
  const byUid = new Map(anchors.map((anchor) => [anchor.anchor_uid, anchor]));

  const submit = () => {
    if (brokerUid === null) {
      setMissing(true);
      return;
    }
    setRowFailures([]);
    const request = { anchor_uids: anchors.map((anchor) => anchor.anchor_uid), broker_uid: brokerUid };
    const path = firstAssignment && brokerUid !== NO_BROKER ? "/SetBrokerNoVerify" : "/SetBroker";
    void run(async () => {
      const answer = await (path === "/SetBrokerNoVerify" ? setBrokerNoVerify(request) : setBroker(request)).unwrap();
      const failed = answer.results.filter((result) => result.code !== BROKER_ROW_ASSIGNED);
      const done = answer.results.length - failed.length;
      if (failed.length === 0) {
        notify.success(t("broadcaster.assign.done", { n: done }));
        onClose(true);
        return;
      }
      setRowFailures(
        failed.map((result) => {
          const name = byUid.get(result.anchor_uid)?.nick_name ?? result.anchor_uid;
          return `${name}: ${t([`errors.api.${path}.${String(result.code)}`, "lang328"])}`;
        }),
      );
      if (done > 0) notify.success(t("broadcaster.assign.done", { n: done }));
    });
  };

  return (
    <FormDialog
      title={t("broadcaster.assign.title")}
      description={
        anchors.length === 1 ? t("broadcaster.assign.descriptionOne", { name: anchors[0]?.nick_name ?? "" }) : t("broadcaster.assign.descriptionMany", { n: anchors.length })
      }
      submitLabel={t("broadcaster.assign.submit")}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={() => {
        onClose(false);
      }}
    >
      <FormField label={t("broadcaster.assign.broker")} required error={missing ? t("broadcaster.assign.brokerRequired") : undefined}>
        {(control) => (
          <Select
            {...control}
            options={options}
            value={brokerUid ?? undefined}
            onValueChange={(value) => {
              setBrokerUid(value);
              setMissing(false);
            }}
            placeholder={isLoading ? t("common.loading") : t("broadcaster.assign.chooseBroker")}
            disabled={busy}
          />
        )}
      </FormField>
      {!firstAssignment && <p className="text-xs text-fg-muted">{t("broadcaster.assign.verificationHint")}</p>}
      {rowFailures.length > 0 && (
        <Alert tone="error">
          <p>{t("broadcaster.assign.partial", { n: rowFailures.length })}</p>
          <ul className="mt-1 list-disc ps-5">
            {rowFailures.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
    </FormDialog>
  );
}

import { QryAnchorList, SetBroker } from "@agent-portal/api-client/contract/broker";
import { callEndpoint } from "@agent-portal/api-client/transport";
import { PhoneAuthHost } from "@agent-portal/phone-auth/components/phone-auth-host";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AnchorListTab } from "@agent-portal/api-client/enums";

type Outcome = { readonly kind: "idle" | "running" | "done" | "noBroadcaster" } | { readonly kind: "failed"; readonly keys: readonly string[]; readonly fallback: string };

/**
 * The phone-verification check of the test page (SPEC sections 4 and 8), for support staff until
 * the broadcaster screens exist: it re-assigns the first broadcaster of the user's list (broker
 * QryAnchorList) to the broker it already has (broker SetBroker). SetBroker is a sensitive call:
 * a session that has not passed phone verification meets 40001, the phone dialog opens (validate,
 * or bind for an account without a phone), and the call is sent again once verified. The
 * assignment itself changes nothing. The test page lives outside the main layout, so it mounts its
 * own phone dialog host.
 */
export function SensitiveCallCheck() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });

  const run = async () => {
    setOutcome({ kind: "running" });
    const list = await callEndpoint(QryAnchorList, { tab: AnchorListTab.All, page: 1, page_size: 20 });
    if (!list.ok) {
      setOutcome({ kind: "failed", keys: list.error.messageKeys, fallback: list.error.fallbackMessage });
      return;
    }
    const row = list.data.list.find((broadcaster) => broadcaster.broker_uid !== "0");
    if (row === undefined) {
      setOutcome({ kind: "noBroadcaster" });
      return;
    }
    const result = await callEndpoint(SetBroker, { anchor_uids: [row.anchor_uid], broker_uid: row.broker_uid });
    setOutcome(result.ok ? { kind: "done" } : { kind: "failed", keys: result.error.messageKeys, fallback: result.error.fallbackMessage });
  };

  return (
    <section aria-labelledby="sensitive-call-check" className="mt-6 flex flex-col gap-3 rounded-lg bg-surface p-4 shadow-card">
      <h2 id="sensitive-call-check" className="text-base font-semibold text-fg">
        {t("test.phoneCheck.title")}
      </h2>
      <p className="text-sm text-fg-muted">{t("test.phoneCheck.description")}</p>
      <div>
        <Button onClick={() => void run()} loading={outcome.kind === "running"}>
          {t("test.phoneCheck.run")}
        </Button>
      </div>
      {outcome.kind === "done" && <Alert tone="success">{t("test.phoneCheck.done")}</Alert>}
      {outcome.kind === "noBroadcaster" && <Alert tone="info">{t("test.phoneCheck.noBroadcaster")}</Alert>}
      {outcome.kind === "failed" && <Alert tone="error">{t([...outcome.keys, "lang328"], { defaultValue: outcome.fallback })}</Alert>}
      <PhoneAuthHost />
    </section>
  );
}

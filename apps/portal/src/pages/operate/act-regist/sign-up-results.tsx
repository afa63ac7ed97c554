import { Badge } from "@agent-portal/ui-kit/components/badge";
import { useTranslation } from "react-i18next";
import type { Chosen, RowOutcome } from "./sign-up-model.ts";

/** Each broadcaster of the sign-up with its outcome: signed, failed with the server's reason, or pending; counts on top. */
export function SignUpResults({ chosen, rows }: { readonly chosen: ReadonlyMap<string, Chosen>; readonly rows: ReadonlyMap<string, RowOutcome> }) {
  const { t } = useTranslation();
  const list = [...rows];
  const count = (kind: RowOutcome["kind"]) => list.filter(([, outcome]) => outcome.kind === kind).length;
  return (
    <>
      <p className="text-sm font-semibold" data-testid="sign-up-summary" aria-live="polite">
        {t("operate.signUp.summary", { signed: count("signed"), failed: count("failed"), pending: count("pending") })}
      </p>
      <ul aria-label={t("operate.signUp.results")} className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {list.map(([uid, outcome]) => {
          const who = chosen.get(uid);
          return (
            <li key={uid} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <bdi className="font-medium">{who?.nickName ?? uid}</bdi>
              <span className="text-xs text-fg-muted">{who?.bigoId}</span>
              {outcome.kind === "signed" ? (
                <Badge tone="success">{t("operate.signUp.signed")}</Badge>
              ) : outcome.kind === "pending" ? (
                <Badge tone="brand">{t("operate.signUp.pending")}</Badge>
              ) : (
                <>
                  <Badge tone="danger">{t("operate.signUp.failed")}</Badge>
                  <span className="text-danger-700">{t(`operate.signUp.reason.${String(outcome.code)}`, { defaultValue: outcome.msg })}</span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

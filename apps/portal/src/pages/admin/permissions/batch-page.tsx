import type { BatchAccount } from "@agent-portal/api-client/contract/admin-permissions";
import { useApplyBatchAuthMutation, usePreviewBatchAuthMutation } from "@agent-portal/api-client/services/admin-permissions";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { selectEffectivePermissions, selectIsAdmin } from "@agent-portal/session";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { BatchAccounts } from "./batch-accounts.tsx";
import { BatchLines } from "./batch-lines.tsx";
import { BatchPermissionTree } from "./batch-permission-tree.tsx";
import { batchProblem, batchRequest, newBatchId } from "./batch-state.ts";
import type { AccountChoice, PermissionChoice } from "./batch-state.ts";

/** A preview and what it was made of: applying sends the same request with its batch id. */
interface Previewed {
  readonly request: ReturnType<typeof batchRequest>;
  readonly key: string;
  readonly batchId: string;
  readonly lines: readonly BatchAccount[];
}

const NO_ACCOUNTS: AccountChoice = { kind: "ids", ids: [] };

/**
 * Batch authorisation (AdminPermissions, `/admin/permissions`; BatchAuth 4): choose accounts (ticked,
 * or all that match a filter), set permissions to grant, revoke or leave in a tree grouped by menu
 * section, preview the difference per account (previewBatchAuth: the server runs the batch and rolls
 * it back), then apply it (applyBatchAuth) with the preview's batch id, so a retried apply never
 * changes an account twice. Each account's result says changed, unchanged or refused, and why.
 * A batch with no account or no change cannot be previewed; a choice changed after the preview must
 * be previewed again before it is applied.
 */
export default function AdminPermissionsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const isAdmin = useAppSelector(selectIsAdmin);
  const held = useAppSelector(selectEffectivePermissions);
  const [accounts, setAccounts] = useState<AccountChoice>(NO_ACCOUNTS);
  const [choices, setChoices] = useState<ReadonlyMap<number, PermissionChoice>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [result, setResult] = useState<readonly BatchAccount[] | null>(null);
  const [preview, previewState] = usePreviewBatchAuthMutation();
  const [apply, applyState] = useApplyBatchAuthMutation();
  const request = batchRequest(accounts, choices);
  const key = JSON.stringify(request);
  const outdated = previewed !== null && previewed.key !== key;

  const runPreview = async () => {
    const why = batchProblem(accounts, choices);
    setProblem(why === null ? null : t(why));
    if (why !== null) return;
    try {
      const answer = await preview(request).unwrap();
      setPreviewed({ request, key, batchId: newBatchId(), lines: answer.accounts });
      setResult(null);
    } catch (error) {
      setProblem(errorMessage(error) ?? t("lang328"));
    }
  };
  const runApply = async () => {
    if (previewed === null || outdated) return;
    try {
      const answer = await apply({ ...previewed.request, batch_id: previewed.batchId }).unwrap();
      setResult(answer.accounts);
      setProblem(null);
      notify.success(t("admin.batch.done", { changed: answer.changed, unchanged: answer.unchanged, refused: answer.refused }));
    } catch (error) {
      // The batch id stays: applying again is safe, accounts already changed are not changed twice.
      setProblem(errorMessage(error) ?? t("lang328"));
    }
  };
  const startOver = () => {
    setAccounts(NO_ACCOUNTS);
    setChoices(new Map());
    setPreviewed(null);
    setResult(null);
    setProblem(null);
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="batch-accounts" className="flex flex-col gap-2">
        <h2 id="batch-accounts" className="text-base font-semibold text-fg">
          {t("admin.batch.accounts")}
        </h2>
        <p className="text-sm text-fg-muted">{t("admin.batch.accountsHint")}</p>
        <BatchAccounts value={accounts} onChange={setAccounts} />
      </section>
      <section aria-labelledby="batch-permissions" className="flex flex-col gap-2">
        <h2 id="batch-permissions" className="text-base font-semibold text-fg">
          {t("admin.batch.permissions")}
        </h2>
        <p className="text-sm text-fg-muted">{t("admin.batch.permissionsHint")}</p>
        <BatchPermissionTree value={choices} onChange={setChoices} holds={(id) => isAdmin || held.some((p) => p === id)} />
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void runPreview()} disabled={previewState.isLoading}>
          {t("admin.batch.preview")}
        </Button>
        {(previewed !== null || result !== null) && (
          <Button variant="secondary" onClick={startOver}>
            {t("admin.batch.newBatch")}
          </Button>
        )}
      </div>
      {problem !== null && <Alert tone="error">{problem}</Alert>}
      {previewed !== null && result === null && (
        <section aria-labelledby="batch-preview" className="flex flex-col gap-3">
          <h2 id="batch-preview" className="text-base font-semibold text-fg">
            {t("admin.batch.preview")}
          </h2>
          {outdated && <Alert tone="warning">{t("admin.batch.outdated")}</Alert>}
          <BatchLines caption={t("admin.batch.preview")} lines={previewed.lines} applied={false} />
          <div>
            <Button onClick={() => void runApply()} disabled={outdated || applyState.isLoading}>
              {t("admin.batch.apply")}
            </Button>
          </div>
        </section>
      )}
      {result !== null && (
        <section aria-labelledby="batch-result" className="flex flex-col gap-3">
          <h2 id="batch-result" className="text-base font-semibold text-fg">
            {t("admin.batch.result")}
          </h2>
          <BatchLines caption={t("admin.batch.result")} lines={result} applied />
        </section>
      )}
    </div>
  );
}

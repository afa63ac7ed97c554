import type { RegionUser } from "@agent-portal/api-client/contract/admin-data-scope";
import { DataScopeErrorCode } from "@agent-portal/api-client/contract/admin-data-scope";
import { useRemoveScopeRegionMutation } from "@agent-portal/api-client/services/admin-data-scope";
import { useGetRegionsQuery } from "@agent-portal/api-client/services/main";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";

/** Props of {@link RegionRemovalDialog}. */
export interface RegionRemovalDialogProps {
  readonly onClose: () => void;
}

/** The link to one account's row on the Data permissions screen (searched by its username), where its scope is changed. */
export const scopeRowPath = (username: string): string => `${pathOf("AdminDataPermissions")}?q=${encodeURIComponent(username)}`;

/** What the server answered for the chosen region (removeScopeRegion). */
interface Answer {
  readonly regionId: number;
  readonly code: number;
  readonly accounts: readonly RegionUser[];
}

/**
 * Removes a region (getRegions) from every data scope that lists it (removeScopeRegion). Choosing
 * the region asks the server which accounts' scopes use it (nothing changes yet) and lists them,
 * each linking to its row here. While the region is the only entry of some scope (47012) those
 * accounts are marked and nothing can be removed: their scopes are changed first. Otherwise the
 * confirmation removes it from every listed scope, each change logged.
 */
export function RegionRemovalDialog({ onClose }: RegionRemovalDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const regions = useGetRegionsQuery({});
  const [remove, state] = useRemoveScopeRegionMutation();
  const { failure, run } = useDialogSubmit();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const nameOf = (id: number) => regions.data?.find((r) => r.id === id)?.name ?? String(id);
  const ask = (regionId: number, confirm: boolean) =>
    run(async () => {
      const done = await remove({ region_id: regionId, confirm }).unwrap();
      if (done.outcome === "removed") {
        notify.success(t("admin.dataScope.removal.done", { region: nameOf(regionId), n: format.number(done.accounts.length) }));
        onClose();
        return;
      }
      setAnswer({ regionId, code: done.code, accounts: done.accounts });
    });
  const blocked = answer !== null && answer.code === DataScopeErrorCode.RegionLastInScope;
  const options = (regions.data ?? []).map((r) => ({ value: String(r.id), label: `${r.name} (${r.shortName})` }));
  return (
    <FormDialog
      title={t("admin.dataScope.removal.title")}
      description={t("admin.dataScope.removal.effect")}
      submitLabel={t("admin.dataScope.removal.confirm", { n: format.number(answer?.accounts.length ?? 0) })}
      submitVariant="danger"
      busy={state.isLoading}
      submitDisabled={answer === null || blocked || answer.accounts.length === 0}
      failure={failure}
      onSubmit={() => {
        if (answer !== null) void ask(answer.regionId, true);
      }}
      onClose={onClose}
      width={560}
    >
      <FormField label={t("admin.dataScope.removal.region")} required>
        {(control) => (
          <Select
            {...control}
            options={options}
            value={answer === null ? "" : String(answer.regionId)}
            placeholder={t("admin.dataScope.removal.choose")}
            onValueChange={(value) => void ask(Number(value), false)}
          />
        )}
      </FormField>
      {answer !== null && <AffectedAccounts answer={answer} region={nameOf(answer.regionId)} blocked={blocked} onOpen={onClose} />}
    </FormDialog>
  );
}

interface AffectedAccountsProps {
  readonly answer: Answer;
  readonly region: string;
  readonly blocked: boolean;
  /** An account's link was followed (the dialog closes). */
  readonly onOpen: () => void;
}

function AffectedAccounts({ answer, region, blocked, onOpen }: AffectedAccountsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (answer.accounts.length === 0) return <p className="text-sm">{t("admin.dataScope.removal.unused", { region })}</p>;
  return (
    <Alert tone="warning">
      <p>{blocked ? t("admin.dataScope.removal.blocked", { region }) : t("admin.dataScope.removal.affected", { region, n: format.number(answer.accounts.length) })}</p>
      <ul aria-label={t("admin.dataScope.removal.accounts")} className="mt-2 flex flex-col gap-1">
        {answer.accounts.map((account) => (
          <li key={account.id}>
            <Link to={scopeRowPath(account.username)} onClick={onOpen} className="font-medium text-brand-700 underline">
              {account.username}
            </Link>
            <span className="text-fg-muted"> · {account.nick_name}</span>
            {account.left_empty && <span className="font-medium"> · {t("admin.dataScope.removal.onlyRegion")}</span>}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

import type { DataScopeAnswer } from "@agent-portal/api-client/contract/admin-data-scope";
import { useGetDataScopeQuery, useGetScopeAgenciesQuery, useSetDataScopeMutation } from "@agent-portal/api-client/services/admin-data-scope";
import { useGetRegionsQuery } from "@agent-portal/api-client/services/main";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { RadioGroup } from "@agent-portal/ui-kit/components/radio-group";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { scopeText } from "#pages/admin/accounts/accounts-columns.tsx";
import type { AdminAccountsRow } from "#pages/admin/accounts/accounts-params.ts";
import { StaleNotice } from "#pages/admin/accounts/stale-notice.tsx";
import { useAccountVersion } from "#pages/admin/accounts/use-account-version.ts";
import type { AccountVersion } from "#pages/admin/accounts/use-account-version.ts";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { AgencyChoice, RegionChoice } from "./scope-choices.tsx";
import { draftAsRow, draftOf, draftProblem, scopeRequest } from "./scope-draft.ts";
import type { ScopeDraft } from "./scope-draft.ts";

/** Props of {@link ScopeDialog}. */
export interface ScopeDialogProps {
  /** The account whose scope is set (an admin or operator; its `version` goes with the change). */
  readonly account: AdminAccountsRow;
  readonly onClose: () => void;
}

/**
 * Sets one account's data scope (issue 22 item 4; getDataScope, setDataScope): everything, chosen
 * regions (of getRegions: the regions the user sees), chosen agencies (getScopeAgencies: those
 * within the user's own scope) or its own agency only, with the scope now and after saving in
 * words. The server refuses a scope wider than the user's own (47009) and a change to an account
 * changed meanwhile (47006: who changed it and when, then Reload); a refusal keeps the choice.
 */
export function ScopeDialog({ account, onClose }: ScopeDialogProps) {
  const { t } = useTranslation();
  const scope = useGetDataScopeQuery({ id: account.id });
  const version = useAccountVersion(account);
  if (scope.data === undefined || scope.isError) {
    return (
      <Modal
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={t("admin.dataScope.title", { name: account.username })}
        closeLabel={t("common.close")}
        footer={
          <Button variant="secondary" onClick={onClose}>
            {t("common.close")}
          </Button>
        }
      >
        <QueryView query={scope} lines={4}>
          {() => null}
        </QueryView>
      </Modal>
    );
  }
  return (
    <ScopeEditor
      key={`${String(version.row.version)}:${String(scope.fulfilledTimeStamp)}`}
      version={version}
      scope={scope.data}
      onReload={() => {
        version.reload();
        void scope.refetch();
      }}
      onClose={onClose}
    />
  );
}

interface ScopeEditorProps {
  readonly version: AccountVersion;
  readonly scope: DataScopeAnswer;
  readonly onReload: () => void;
  readonly onClose: () => void;
}

function ScopeEditor({ version, scope, onReload, onClose }: ScopeEditorProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const [save, state] = useSetDataScopeMutation();
  const regions = useGetRegionsQuery({});
  const [draft, setDraft] = useState<ScopeDraft>(() => draftOf(scope));
  const [failure, setFailure] = useState<string | null>(null);
  const choosable = useGetScopeAgenciesQuery({}, { skip: draft.kind !== "agencies" });
  const known = [...scope.agencies, ...(choosable.data?.list ?? []).filter((a) => !scope.agencies.some((b) => b.id === a.id))];
  const row = version.row;
  const change = (next: ScopeDraft) => {
    setDraft(next);
    setFailure(null);
  };
  const kinds = [
    { value: "all", label: t("admin.dataScope.kind.all") },
    { value: "regions", label: t("admin.dataScope.kind.regions") },
    { value: "agencies", label: t("admin.dataScope.kind.agencies") },
    {
      value: "agency",
      label: t("admin.dataScope.kind.agency"),
      description: scope.own_agency === null ? t("admin.dataScope.noOwnAgency") : scope.own_agency.name,
      disabled: scope.own_agency === null,
    },
  ];
  const after = scopeText(t, draftAsRow(draft, regions.data ?? [], known, scope.own_agency));
  const submit = async () => {
    const problem = draftProblem(draft, scope.own_agency !== null);
    if (problem !== null) {
      setFailure(t(problem));
      return;
    }
    try {
      await save(scopeRequest(row, draft)).unwrap();
    } catch (error) {
      if (await version.isStale(error)) return;
      setFailure(errorMessage(error) ?? t("lang328"));
      return;
    }
    notify.success(t("admin.dataScope.saved", { name: row.username }));
    onClose();
  };
  return (
    <FormDialog
      title={t("admin.dataScope.title", { name: row.username })}
      submitLabel={t("admin.accounts.save")}
      busy={state.isLoading}
      failure={failure}
      onSubmit={() => void submit()}
      onClose={onClose}
      width={640}
      lead={version.newer === null ? null : <StaleNotice newer={version.newer} onReload={onReload} />}
    >
      <div className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <span className="text-fg-muted">{t("admin.dataScope.now")}</span>
        <span data-testid="scope-now">
          {scopeText(t, row)}
          {scope.agency_count !== null && <span className="text-fg-muted"> · {t("admin.dataScope.reach", { count: scope.agency_count })}</span>}
        </span>
        <span className="text-fg-muted">{t("admin.dataScope.after")}</span>
        <span role="status" aria-live="polite">
          {after}
        </span>
      </div>
      <FormField label={t("admin.accounts.column.scope")} group required hint={t("admin.dataScope.hint")}>
        {(control) => (
          <RadioGroup
            {...control}
            options={kinds}
            value={draft.kind}
            onValueChange={(value) => change({ ...draft, kind: value === "all" || value === "agencies" || value === "agency" ? value : "regions" })}
          />
        )}
      </FormField>
      {draft.kind === "regions" && <RegionChoice regions={regions} chosen={draft.regionIds} onChange={(regionIds) => change({ ...draft, regionIds })} />}
      {draft.kind === "agencies" && <AgencyChoice agencies={choosable} known={known} chosen={draft.agencyIds} onChange={(agencyIds) => change({ ...draft, agencyIds })} />}
    </FormDialog>
  );
}

import { useLazyQryProxyInfoQuery } from "@agent-portal/api-client/services/manage-anchor";
import type { QryProxyInfo } from "@agent-portal/api-client/contract/manage-anchor";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BigoIdFormField } from "#shared/dialogs/bigo-id-form-field.tsx";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** An agency found by its owner's Bigo ID (QryProxyInfo). */
export type ProxyInfo = ResponseOf<typeof QryProxyInfo>;

/** Props of {@link AgencyLookup}. */
export interface AgencyLookupProps {
  readonly found: ProxyInfo | null;
  readonly onFound: (agency: ProxyInfo | null) => void;
  /** A form-level error (e.g. "find the agency first"). */
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

/**
 * Finds the other side of a transfer out by its owner's Bigo ID (manage anchor QryProxyInfo):
 * the agency's name, country and size, and whether it takes transfers (`can_transfer`); an agency
 * that does not is shown but cannot be chosen.
 */
export function AgencyLookup({ found, onFound, error, disabled = false }: AgencyLookupProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorMessage = useApiErrorMessage();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [lookup, state] = useLazyQryProxyInfoQuery();

  const find = async () => {
    const check = checkBigoId(text);
    if (check.kind !== "valid") {
      setProblem(t("shared.bigoId.invalid"));
      onFound(null);
      return;
    }
    setProblem(null);
    try {
      const agency = await lookup({ bigo_id: check.value }, false).unwrap();
      onFound(agency);
      if (agency.can_transfer !== 1) setProblem(t("broadcaster.relation.agencyClosed"));
    } catch (failure) {
      onFound(null);
      setProblem(errorMessage(failure));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <BigoIdFormField
        label={t("broadcaster.relation.targetAgency")}
        required
        hint={t("broadcaster.relation.targetAgencyHint")}
        error={problem ?? error}
        value={text}
        onChange={(value) => {
          setText(value);
          if (found !== null) onFound(null);
          setProblem(null);
        }}
        disabled={disabled}
        find={{ label: t("broadcaster.relation.find"), onFind: () => void find(), finding: state.isFetching }}
      />
      {found !== null && found.can_transfer === 1 && (
        <Alert tone="success">{t("broadcaster.relation.agencyFound", { name: found.name, country: format.region(found.country), n: format.number(found.anchor_count) })}</Alert>
      )}
    </div>
  );
}

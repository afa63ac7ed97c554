import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { useTranslation } from "react-i18next";
import type { AdminAccountsRow } from "./accounts-params.ts";

/** Props of {@link StaleNotice}. */
export interface StaleNoticeProps {
  /** The account as it is now (read again after the server refused a change as stale). */
  readonly newer: AdminAccountsRow;
  /** Reloads the dialog from {@link newer}. */
  readonly onReload: () => void;
}

/** "Changed by {name} at {time}" with Reload: shown when a change was refused because someone else changed the account first (47006). */
export function StaleNotice({ newer, onReload }: StaleNoticeProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Alert tone="warning">
      <span className="flex flex-wrap items-center gap-3">
        <span role="status">
          {t("admin.accounts.changedBy", { name: newer.updated_by || "—", time: newer.update_time === 0 ? "—" : format.dateTime(newer.update_time * 1000) })}
        </span>
        <Button size="sm" variant="secondary" onClick={onReload}>
          {t("admin.accounts.reload")}
        </Button>
      </span>
    </Alert>
  );
}

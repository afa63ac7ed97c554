import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import { useTranslation } from "react-i18next";
import { useNowSeconds } from "#shared/dates/use-now-seconds.ts";
import type { BanRow } from "./security-status-params.ts";
import { appealBlockOf } from "./security-status-params.ts";

/** Props of {@link BanActions}. */
export interface BanActionsProps {
  readonly row: BanRow;
  readonly onDetails: () => void;
  readonly onAppeal: () => void;
}

/**
 * A ban row's actions: Details, and Appeal while the ban can be appealed. Otherwise the button
 * is off and the reason is said under it ("An appeal is in review since {date}", the ban is over,
 * two appeals made, final). A temporary ban's end is watched each second.
 */
export function BanActions({ row, onDetails, onAppeal }: BanActionsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const now = useNowSeconds(row.end_time !== 0 && row.can_appeal === 1);
  const block = appealBlockOf(row, now);
  const why = block === null ? null : t(`guild.security.appealBlocked.${block}`, { date: format.dateTime(row.appeal_time * 1000) });
  const whyId = `appeal-why-${row.ban_id}`;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={onDetails} aria-label={t("guild.security.detailsFor", { name: row.nick_name })}>
          {t("guild.security.details")}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={block !== null}
          onClick={onAppeal}
          aria-label={t("guild.security.appealFor", { name: row.nick_name })}
          aria-describedby={why === null ? undefined : whyId}
        >
          {t("guild.security.appeal")}
        </Button>
      </span>
      {why !== null && (
        <span id={whyId} className="text-xs text-fg-muted">
          {why}
        </span>
      )}
    </span>
  );
}
